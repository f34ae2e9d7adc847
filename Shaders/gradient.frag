// CAGradientLayer: axial, radial or conic gradient over its rounded bounds, times a rounded clip;
// or, built with GRADIENT_PATH (`gradient_path`), through a tessellated path's coverage: a
// gradient layer masked by a filled path (`GradientPath`), whose vertices carry the path's edge
// distances in v_local and the gradient's coordinates in the rounded clip's slot (it has no
// rounded clip). A variant, not a branch: llvmpipe would run both sides at every pixel.
// Uniforms mirror `GradientUniforms` in Sources/GLRender/Planning/VectorPrimitives.swift.
#include "common/rounded_rect.glsl"

#define MAX_STOPS 16

uniform int u_type;                   // 0 axial, 1 radial, 2 conic
uniform vec2 u_start;                 // start and end points in points, relative to the bounds' centre
uniform vec2 u_end;
uniform int u_stopCount;
uniform vec4 u_colors[MAX_STOPS];     // straight (unpremultiplied) alpha
uniform float u_locations[MAX_STOPS];

in vec2 v_local;
flat in vec4 v_shape;
flat in vec4 v_radii;
flat in vec4 v_color;                 // premultiplied white times the opacity
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

// The color at t, interpolated in straight alpha as CoreGraphics does; the end colors
// extend past the first and last locations.
vec4 colorAt(float t) {
    if (t <= u_locations[0]) return u_colors[0];
    for (int i = 1; i < MAX_STOPS; i++) {
        if (i >= u_stopCount) break;
        if (t <= u_locations[i]) {
            float span = u_locations[i] - u_locations[i - 1];
            float f = span > 0.0 ? (t - u_locations[i - 1]) / span : 1.0;
            return mix(u_colors[i - 1], u_colors[i], f);
        }
    }
    return u_colors[u_stopCount - 1];
}

void main() {
#ifdef GRADIENT_PATH
    vec2 p = v_clipLocal.xy / v_clipLocal.z;
#else
    vec2 p = v_local;
#endif
    float t;
    if (u_type == 1) {
        // An ellipse about the start point whose radii reach the end point's x and y.
        vec2 radii = max(abs(u_end - u_start), vec2(1e-6));
        t = length((p - u_start) / radii);
    } else if (u_type == 2) {
        // A sweep about the start point, clockwise on screen (y down) from the end point's direction.
        vec2 d = u_end - u_start;
        float angle = atan(p.y - u_start.y, p.x - u_start.x) - atan(d.y, d.x);
        t = fract(angle / 6.28318530718);
    } else {
        // Isolines perpendicular to the start–end segment, measured in points.
        vec2 d = u_end - u_start;
        float length2 = dot(d, d);
        t = length2 > 0.0 ? dot(p - u_start, d) / length2 : 0.0;
    }
    vec4 c = u_stopCount > 0 ? colorAt(t) : vec4(0.0);
#ifdef GRADIENT_PATH
    float coverage = pathCoverage(v_local);
#else
    float coverage = roundedRectCoverage(v_local, v_shape.xy, v_radii, v_shape.w);
    coverage *= clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
#endif
    fragColor = vec4(c.rgb * c.a, c.a) * v_color.a * coverage;
}
