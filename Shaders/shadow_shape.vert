// An analytic shadow: a blurred rounded rectangle placed like any solid primitive
// (homogeneous target pixels, local coordinates interpolated perspective-correctly).
// Mirrors `VertexLayout.shadowShape` in Sources/GLRender/Encoding/VertexLayouts.swift.

#include "common/placement.glsl"

in vec4 a_position;            // homogeneous target pixels (X, Y, Z, W); pixel = XY / W
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
    gl_Position = clipPosition(a_position);
    v_local = a_local;
    v_shape = a_shape;
    v_radii = a_radii;
    v_color = a_color;
    v_clipLocal = a_clipLocal;
    v_clipHalfSize = a_clipHalfSize;
    v_clipRadii = a_clipRadii;
}
