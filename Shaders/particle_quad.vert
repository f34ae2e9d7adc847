// An emitter's particles: an image on quads, each tinted by its particle's color.
// Mirrors `VertexLayout.particleQuad` in Sources/GLRender/Encoding/VertexLayouts.swift.

#include "common/placement.glsl"

in vec4 a_position;            // homogeneous target pixels (X, Y, Z, W)
in vec2 a_texCoord;            // texture coordinates, (0, 0) at the first texel row
in vec4 a_tint;                // premultiplied particle color, the layer's opacity applied

out vec2 v_texCoord;
flat out vec4 v_tint;

void main() {
    gl_Position = clipPosition(a_position);
    v_texCoord = a_texCoord;
    v_tint = a_tint;
}
