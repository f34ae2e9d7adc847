// Where a vertex lands: every program's positions come from the CPU in homogeneous
// target pixels (X, Y, Z, W), pixel = XY / W. Z is the emit stage's depth (already
// times W): painter's order in a pass with an opaque phase, or a plane's depth in a
// 3D rendering context, so the depth test can reject hidden pixels before shading.

uniform vec2 u_viewportSize;   // target size in pixels
uniform float u_flipY;         // 1: pixel row 0 is the top of a window; -1: first row read back

vec4 clipPosition(vec4 position) {
    vec2 ndc = position.xy / u_viewportSize * 2.0 - position.w;
    return vec4(ndc.x, -u_flipY * ndc.y, position.z, position.w);
}
