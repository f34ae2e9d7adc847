// One axis of a separable Gaussian blur of a texture's alpha, tinted, faded and clipped.
// Uniforms mirror `GaussianBlurUniforms` in Sources/GLRender/Planning/ShadowPrimitives.swift.
#include "common/rounded_rect.glsl"

uniform sampler2D u_texture;
uniform vec2 u_step;           // one texel along the blur's direction, in texture coordinates
uniform float u_sigma;         // σ in texels; 0 samples once (a mask that is already blurred)
// The taps each side (⌈3σ⌉) and their normalised weights by distance, worked out once a draw
// (`GaussianBlurWeights`): an `exp` per tap at every pixel was most of a blur's cost on llvmpipe.
#define MAX_BLUR_TAPS 32
uniform int u_taps;
uniform float u_weights[MAX_BLUR_TAPS + 1];
uniform vec4 u_tint;           // premultiplied colour that multiplies the blurred alpha

in vec2 v_texCoord;
flat in float v_opacity;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

#ifdef BLUR_COLOR
// `gaussian_blur_color`: every premultiplied channel blurred, untinted (a layer's `filters`).
void main() {
    vec4 color = vec4(0.0);
    if (u_sigma <= 0.0) {
        color = texture(u_texture, v_texCoord);
    } else {
        for (int i = -u_taps; i <= u_taps; i++) {
            color += u_weights[abs(i)] * texture(u_texture, v_texCoord + float(i) * u_step);
        }
    }
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = color * (v_opacity * coverage);
}
#else
void main() {
    float alpha = 0.0;
    if (u_sigma <= 0.0) {
        alpha = texture(u_texture, v_texCoord).a;
    } else {
        // Discrete weights, normalised, cut at 3σ.
        for (int i = -u_taps; i <= u_taps; i++) {
            alpha += u_weights[abs(i)] * texture(u_texture, v_texCoord + float(i) * u_step).a;
        }
    }
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = u_tint * (alpha * v_opacity * coverage);
}
#endif
