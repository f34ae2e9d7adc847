// A texture times a mask texture's alpha (same grid, same coordinates), placed by a homogeneous quad.
// Shares `VertexLayout.texturedQuad` in Sources/GLRender/Encoding/VertexLayouts.swift.

uniform vec2 u_viewportSize;
uniform float u_flipY;

in vec3 a_position;            // homogeneous target pixels (X, Y, W)
in vec2 a_texCoord;            // texture coordinates, (0, 0) at the first texel row
in float a_opacity;
in vec3 a_clipLocal;
in vec2 a_clipHalfSize;
in vec4 a_clipRadii;

out vec2 v_texCoord;
flat out float v_opacity;
out vec3 v_clipLocal;
flat out vec2 v_clipHalfSize;
flat out vec4 v_clipRadii;

void main() {
    float w = a_position.z;
    vec2 ndc = a_position.xy / u_viewportSize * 2.0 - w;
    gl_Position = vec4(ndc.x, -u_flipY * ndc.y, 0.0, w);
    v_texCoord = a_texCoord;
    v_opacity = a_opacity;
    v_clipLocal = a_clipLocal;
    v_clipHalfSize = a_clipHalfSize;
    v_clipRadii = a_clipRadii;
}
