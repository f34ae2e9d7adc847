// CAGradientLayer: axial, radial or conic gradient over its rounded bounds, times a rounded clip;
// or, built with GRADIENT_PATH (`gradient_path`), through a tessellated path's coverage: a
// gradient layer masked by a filled path (`GradientPath`), whose vertices carry the path's edge
// distances in v_local and the gradient's coordinates in the rounded clip's slot (it has no
// rounded clip). A variant, not a branch: llvmpipe would run both sides at every pixel.
//
// The kind and the number of stops are variants too (`GradientVariant`): GRADIENT_AXIAL,
// GRADIENT_RADIAL or GRADIENT_CONIC, and GRADIENT_STOPS. Without a kind the program picks one by
// `u_type` (the full program, linked at start-up), paying for all three at every pixel (the conic
// one's two `atan`s most); without a count it evaluates all 16 stops.
// Uniforms mirror `GradientUniforms` in Sources/GLRender/Planning/VectorPrimitives.swift.
#include "common/rounded_rect.glsl"

#define MAX_STOPS 16
#ifndef GRADIENT_STOPS
#define GRADIENT_STOPS MAX_STOPS
#endif
#if !defined(GRADIENT_AXIAL) && !defined(GRADIENT_RADIAL) && !defined(GRADIENT_CONIC)
#define GRADIENT_ANY_KIND
#endif

uniform int u_type;                   // 0 axial, 1 radial, 2 conic (the full program's choice)
uniform vec2 u_start;                 // start and end points in points, relative to the bounds' centre
uniform vec2 u_end;
uniform vec4 u_colors[MAX_STOPS];     // straight (unpremultiplied) alpha
// Per stop i >= 1, the ramp into it from stop i - 1: (stop i - 1's location, 1 / the span
// between them), the span's inverse huge where two stops share a location, 0 past the last stop.
uniform vec2 u_ramps[MAX_STOPS];

in vec2 v_local;
flat in vec4 v_shape;
flat in vec4 v_radii;
flat in vec4 v_color;                 // premultiplied white times the opacity
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

// The color at t, interpolated in straight alpha as CoreGraphics does; the end colors
// extend past the first and last locations. Straight-line code, not a search: each stop's ramp
// is 0 before its segment and 1 after it, so mixing them in order leaves the segment's
// interpolation. A loop that stops at t's segment ran, on llvmpipe's 8-pixel vectors, until the
// farthest pixel's segment, with the stops read at varying indices (a gather for each).
vec4 colorAt(float t) {
    vec4 c = u_colors[0];
    for (int i = 1; i < GRADIENT_STOPS; i++) {
        c = mix(c, u_colors[i], clamp((t - u_ramps[i].x) * u_ramps[i].y, 0.0, 1.0));
    }
    return c;
}

void main() {
#ifdef GRADIENT_PATH
    vec2 p = v_clipLocal.xy / v_clipLocal.z;
#else
    vec2 p = v_local;
#endif
    float t;
#if defined(GRADIENT_RADIAL) || defined(GRADIENT_ANY_KIND)
    // An ellipse about the start point whose radii reach the end point's x and y.
    vec2 radii = max(abs(u_end - u_start), vec2(1e-6));
    float radial = length((p - u_start) / radii);
#endif
#if defined(GRADIENT_CONIC) || defined(GRADIENT_ANY_KIND)
    // A sweep about the start point, clockwise on screen (y down) from the end point's direction.
    vec2 toEnd = u_end - u_start;
    float angle = atan(p.y - u_start.y, p.x - u_start.x) - atan(toEnd.y, toEnd.x);
    float conic = fract(angle / 6.28318530718);
#endif
#if defined(GRADIENT_AXIAL) || defined(GRADIENT_ANY_KIND)
    // Isolines perpendicular to the start–end segment, measured in points.
    vec2 d = u_end - u_start;
    float length2 = dot(d, d);
    float axial = length2 > 0.0 ? dot(p - u_start, d) / length2 : 0.0;
#endif
#if defined(GRADIENT_RADIAL)
    t = radial;
#elif defined(GRADIENT_CONIC)
    t = conic;
#elif defined(GRADIENT_AXIAL)
    t = axial;
#else
    t = u_type == 1 ? radial : u_type == 2 ? conic : axial;
#endif
    vec4 c = colorAt(t);
#ifdef GRADIENT_PATH
    float coverage = pathCoverage(v_local);
#else
    float coverage = roundedRectCoverage(v_local, v_shape.xy, v_radii, v_shape.w);
    coverage *= clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
#endif
    fragColor = vec4(c.rgb * c.a, c.a) * v_color.a * coverage;
}
