// A texture (an offscreen pass's result) placed by a homogeneous quad.
// Mirrors `TexturedQuadVertex` in Sources/GLRender/Encoding/VertexLayouts.swift.

#include "common/placement.glsl"

in vec4 a_position;            // homogeneous target pixels (X, Y, Z, W)
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
    gl_Position = clipPosition(a_position);
    v_texCoord = a_texCoord;
    v_opacity = a_opacity;
    v_clipLocal = a_clipLocal;
    v_clipHalfSize = a_clipHalfSize;
    v_clipRadii = a_clipRadii;
}
