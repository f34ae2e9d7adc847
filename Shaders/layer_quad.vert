// Every solid primitive: a convex polygon in a layer's plane, already mapped to
// homogeneous target pixels on the CPU so a whole tree draws in one call.
// Mirrors `VertexLayout.layerQuad` (and, with FLAT_COLOR, `VertexLayout.flatColor`)
// in Sources/GLRender/Encoding/VertexLayouts.swift.
//
// FLAT_COLOR: the `flat_color` material, a polygon that covers its pixels fully (no
// rounded corners, antialiased edges, border or rounded clip): it reads only a
// position and a colour, and its fragment stage writes the colour.
// FLAT_POINT (with FLAT_COLOR, the `flat_point` material): such a polygon that is an
// axis-aligned square in target pixels, drawn as a point sprite of side `a_size` centred
// on its one vertex (`VertexLayout.flatPoint`): llvmpipe sets up and fills one point for
// about two thirds of the cost of the square's two triangles.
#include "common/placement.glsl"

in vec4 a_position;            // homogeneous target pixels (X, Y, Z, W); pixel = XY / W
in vec4 a_color;               // premultiplied color, opacity applied
#ifdef FLAT_POINT
in float a_size;               // the square's side, in target pixels
#endif
flat out vec4 v_color;
#ifndef FLAT_COLOR
in vec2 a_local;               // point in the shape's local space, relative to its centre
in vec4 a_shape;               // half width, half height, border width (0 = filled), antialiased edges (CAEdgeAntialiasingMask bits 0…15; −1 = tessellated path, a_local = two distances outside its edges)
in vec4 a_radii;               // corner radii: top-left, top-right, bottom-right, bottom-left
in vec3 a_clipLocal;           // homogeneous point in the rounded clip's local space
in vec2 a_clipHalfSize;
in vec4 a_clipRadii;

out vec2 v_local;
flat out vec4 v_shape;
flat out vec4 v_radii;
out vec3 v_clipLocal;
flat out vec2 v_clipHalfSize;
flat out vec4 v_clipRadii;
#endif

void main() {
    gl_Position = clipPosition(a_position);
    v_color = a_color;
#ifdef FLAT_POINT
    gl_PointSize = a_size;
#endif
#ifndef FLAT_COLOR
    v_local = a_local;
    v_shape = a_shape;
    v_radii = a_radii;
    v_clipLocal = a_clipLocal;
    v_clipHalfSize = a_clipHalfSize;
    v_clipRadii = a_clipRadii;
#endif
}
