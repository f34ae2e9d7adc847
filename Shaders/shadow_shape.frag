// A rounded rectangle blurred by a Gaussian, in closed form along x and integrated
// along y (after Evan Wallace's "fast rounded rectangle shadows"), times a rounded clip.
// Uniforms: none beyond the vertex stage's. σ = shadowRadius / 2 (FramePlanner+Shadow.swift).
#include "common/rounded_rect.glsl"

in vec2 v_local;
flat in vec4 v_shape;
flat in vec4 v_radii;
flat in vec4 v_color;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

// erf with |error| < 5e-4 (Abramowitz and Stegun 7.1.27), far under one 8-bit level.
float erfApprox(float x) {
    float a = abs(x);
    float t = 1.0 + (0.278393 + (0.230389 + (0.000972 + 0.078108 * a) * a) * a) * a;
    t *= t;
    return sign(x) * (1.0 - 1.0 / (t * t));
}

// The shape's row at height y spans [-left, right]; corners follow circles of their radius.
float rowHalfWidth(float y, float halfW, float halfH, float r) {
    float d = min(halfH - r - abs(y), 0.0);
    return halfW - r + sqrt(max(0.0, r * r - d * d));
}

// The blurred coverage at p of the rounded rectangle centred at the origin.
float blurredRoundedRect(vec2 p, vec2 halfSize, vec4 radii, float sigma) {
    float k = 0.70710678 / sigma;
    float y0 = max(-halfSize.y, p.y - 3.0 * sigma);
    float y1 = min(halfSize.y, p.y + 3.0 * sigma);
    if (y1 <= y0) {
        return 0.0;
    }
    if (max(max(radii.x, radii.y), max(radii.z, radii.w)) <= 0.0) {
        // Separable: exact.
        float gx = erfApprox((p.x + halfSize.x) * k) - erfApprox((p.x - halfSize.x) * k);
        float gy = erfApprox((p.y + halfSize.y) * k) - erfApprox((p.y - halfSize.y) * k);
        return 0.25 * gx * gy;
    }
    // Rows of the shape in slices: each slice's row span is exact (erf in x), weighted by
    // the Gaussian's exact mass over the slice (erf in y).
    const int slices = 16;
    float step = (y1 - y0) / float(slices);
    float sum = 0.0;
    float lower = erfApprox((p.y - y0) * k);
    for (int i = 0; i < slices; i++) {
        float y = y0 + (float(i) + 0.5) * step;
        float upper = erfApprox((p.y - (y0 + float(i + 1) * step)) * k);
        bool top = y < 0.0;
        float left = rowHalfWidth(y, halfSize.x, halfSize.y, top ? radii.x : radii.w);
        float right = rowHalfWidth(y, halfSize.x, halfSize.y, top ? radii.y : radii.z);
        float row = 0.5 * (erfApprox((p.x + left) * k) - erfApprox((p.x - right) * k));
        sum += row * 0.5 * (lower - upper);
        lower = upper;
    }
    return sum;
}

void main() {
    // Widen σ by a fraction of a pixel so a sharp shadow (radius 0) is antialiased.
    float pixel = length(fwidth(v_local)) * 0.70710678;
    float sigma = sqrt(v_shape.z * v_shape.z + 0.16 * pixel * pixel);
    float coverage = blurredRoundedRect(v_local, v_shape.xy, v_radii, max(sigma, 1e-4));
    coverage *= clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = v_color * coverage;
}
