// One axis of a separable Gaussian blur of a texture's alpha, tinted, faded and clipped.
// Uniforms mirror `GaussianBlurUniforms` in Sources/GLRender/Planning/ShadowPrimitives.swift.
#include "common/rounded_rect.glsl"

uniform sampler2D u_texture;
uniform vec2 u_step;           // one texel along the blur's direction, in texture coordinates
uniform float u_sigma;         // σ in texels; 0 samples once (a mask that is already blurred)
// The taps each side (⌈3σ⌉) and their normalised weights by distance, worked out once a draw
// (`GaussianBlurWeights`): an `exp` per tap at every pixel was most of a blur's cost on llvmpipe.
#define MAX_BLUR_TAPS 32
// A variant built with BLUR_TAPS (`GaussianBlurVariant`) has its count of taps as a constant: its
// loop is unrolled, the weights read at constant indices and the σ-0 case (one sample) built
// alone; the full program loops to `u_taps`, each trip reading its weight at a varying index.
uniform int u_taps;
uniform float u_weights[MAX_BLUR_TAPS + 1];
uniform vec4 u_tint;           // premultiplied colour that multiplies the blurred alpha

in vec2 v_texCoord;
flat in float v_opacity;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

#if defined(BLUR_TAPS) && BLUR_TAPS > 0
// The texel `offset` taps along the blur's axis from the one under this pixel, clamped to the
// edge as the texture is. A blur (σ > 0) reads a pass on its own grid, texel for texel
// (`Planner.shadowSubtree`, `Planner+Filters`), so each pixel's texture coordinate is a texel's
// centre, where bilinear filtering gives that texel alone: `texelFetch` gets it without the
// filter's four reads and weights.
ivec2 blurTexel(int offset) {
    ivec2 size = textureSize(u_texture, 0);
    ivec2 axis = u_step.x != 0.0 ? ivec2(1, 0) : ivec2(0, 1);
    return clamp(ivec2(v_texCoord * vec2(size)) + offset * axis, ivec2(0), size - 1);
}
#endif

#ifdef BLUR_COLOR
// `gaussian_blur_color`: every premultiplied channel blurred, untinted (a layer's `filters`).
void main() {
    vec4 color = vec4(0.0);
#if defined(BLUR_TAPS) && BLUR_TAPS == 0
    color = texture(u_texture, v_texCoord);
#elif defined(BLUR_TAPS)
    for (int i = -BLUR_TAPS; i <= BLUR_TAPS; i++) {
        color += u_weights[abs(i)] * texelFetch(u_texture, blurTexel(i), 0);
    }
#else
    if (u_sigma <= 0.0) {
        color = texture(u_texture, v_texCoord);
    } else {
        for (int i = -u_taps; i <= u_taps; i++) {
            color += u_weights[abs(i)] * texture(u_texture, v_texCoord + float(i) * u_step);
        }
    }
#endif
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = color * (v_opacity * coverage);
}
#else
void main() {
    float alpha = 0.0;
#if defined(BLUR_TAPS) && BLUR_TAPS == 0
    alpha = texture(u_texture, v_texCoord).a;
#elif defined(BLUR_TAPS)
    // Discrete weights, normalised, cut at 3σ.
    for (int i = -BLUR_TAPS; i <= BLUR_TAPS; i++) {
        alpha += u_weights[abs(i)] * texelFetch(u_texture, blurTexel(i), 0).a;
    }
#else
    if (u_sigma <= 0.0) {
        alpha = texture(u_texture, v_texCoord).a;
    } else {
        for (int i = -u_taps; i <= u_taps; i++) {
            alpha += u_weights[abs(i)] * texture(u_texture, v_texCoord + float(i) * u_step).a;
        }
    }
#endif
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = u_tint * (alpha * v_opacity * coverage);
}
#endif
