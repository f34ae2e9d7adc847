// Solid fill or border ring of a rounded rectangle, times a rounded clip.
// FLAT_COLOR (the `flat_color` material): the polygon covers its pixels, so the colour is written as it is.
// COVERAGE_VARIANT with COVERAGE_… defines: a variant with only some features (common/rounded_rect.glsl).

flat in vec4 v_color;
out vec4 fragColor;

#ifdef FLAT_COLOR
void main() {
    fragColor = v_color;
}
#else
#include "common/rounded_rect.glsl"

in vec2 v_local;
flat in vec4 v_shape;
flat in vec4 v_radii;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

void main() {
#if defined(COVERAGE_PATH) && !defined(COVERAGE_ROUNDED_RECT)
    // Only tessellated paths in the batch (CoverageFeatures.roundedRect left out): nothing reads
    // v_shape or v_radii, so the linker drops them and the attributes that feed them.
    float coverage = pathCoverage(v_local);
#ifdef COVERAGE_CLIP
    coverage *= clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
#endif
    fragColor = v_color * coverage;
#else
#ifdef COVERAGE_PATH
    if (v_shape.w < -0.5) {
        // A tessellated path (CAShapeLayer): v_local holds its two edge distances (`pathCoverage`).
        float coverage = pathCoverage(v_local);
#ifdef COVERAGE_CLIP
        coverage *= clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
#endif
        fragColor = v_color * coverage;
        return;
    }
#endif
    vec2 halfSize = v_shape.xy;
    float borderWidth = v_shape.z;
    float smoothEdges = v_shape.w;   // CAEdgeAntialiasingMask's bits
    float coverage = roundedRectCoverage(v_local, halfSize, v_radii, smoothEdges);
#ifdef COVERAGE_BORDER
    if (borderWidth > 0.0) {
        // Borders sit inside the bounds; the inner radius is max(0, r - borderWidth).
        vec2 innerHalf = max(halfSize - borderWidth, vec2(0.0));
        // A continuous corner's span comes negated: the inner one keeps the curve.
        vec4 innerRadii = sign(v_radii) * max(abs(v_radii) - borderWidth, vec4(0.0));
        float inner = innerHalf.x > 0.0 && innerHalf.y > 0.0
            ? roundedRectCoverage(v_local, innerHalf, innerRadii, smoothEdges) : 0.0;
        coverage *= 1.0 - inner;
    }
#endif
#ifdef COVERAGE_CLIP
    coverage *= clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
#endif
    fragColor = v_color * coverage;
#endif
}
#endif
