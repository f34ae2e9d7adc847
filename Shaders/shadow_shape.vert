// An analytic shadow: a blurred rounded rectangle placed like any solid primitive
// (homogeneous target pixels, local coordinates interpolated perspective-correctly).
// Mirrors `VertexLayout.shadowShape` in Sources/GLRender/Encoding/VertexLayouts.swift.

uniform vec2 u_viewportSize;   // target size in pixels
uniform float u_flipY;         // 1: pixel row 0 is the top of a window; -1: first row read back

in vec3 a_position;            // homogeneous target pixels (X, Y, W); pixel = XY / W
in vec2 a_local;               // point in the shape's local space, relative to its centre
in vec4 a_shape;               // half width, half height, Gaussian sigma (layer units), unused
in vec4 a_radii;               // corner radii: top-left, top-right, bottom-right, bottom-left
in vec4 a_color;               // premultiplied color, opacity applied
in vec3 a_clipLocal;           // homogeneous point in the rounded clip's local space
in vec2 a_clipHalfSize;
in vec4 a_clipRadii;

out vec2 v_local;
flat out vec4 v_shape;
flat out vec4 v_radii;
flat out vec4 v_color;
out vec3 v_clipLocal;
flat out vec2 v_clipHalfSize;
flat out vec4 v_clipRadii;

void main() {
    float w = a_position.z;
    vec2 ndc = a_position.xy / u_viewportSize * 2.0 - w;
    gl_Position = vec4(ndc.x, -u_flipY * ndc.y, 0.0, w);
    v_local = a_local;
    v_shape = a_shape;
    v_radii = a_radii;
    v_color = a_color;
    v_clipLocal = a_clipLocal;
    v_clipHalfSize = a_clipHalfSize;
    v_clipRadii = a_clipRadii;
}
