// An emitter's particles as point sprites: one vertex a particle, a square of `a_size` pixels
// centred on it. Used where every quad would be an unturned square in target pixels (no spin,
// a square image, a layer only moved and scaled evenly), which a software rasterizer sets up
// and fills at about two thirds of the cost of two triangles.
// Mirrors `VertexLayout.particlePoint` in Sources/GLRender/Encoding/VertexLayouts.swift.

#include "common/placement.glsl"

in vec4 a_position;            // the particle's centre, homogeneous target pixels (X, Y, Z, W)
in float a_size;               // the square's side, in target pixels
in vec4 a_texRect;             // the image's part it shows: (u0, v0, width, height), from the top-left
in vec4 a_tint;                // premultiplied particle color, the layer's opacity applied

flat out vec4 v_texRect;
flat out vec4 v_tint;

void main() {
    gl_Position = clipPosition(a_position);
    gl_PointSize = a_size;
    v_texRect = a_texRect;
    v_tint = a_tint;
}
