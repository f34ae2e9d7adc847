// One axis of a separable Gaussian blur of a texture's alpha, tinted, faded and clipped.
// Uniforms mirror `GaussianBlurUniforms` in Sources/GLRender/Planning/ShadowPrimitives.swift.
#include "common/rounded_rect.glsl"

uniform sampler2D u_texture;
uniform vec2 u_step;           // one texel along the blur's direction, in texture coordinates
uniform float u_sigma;         // σ in texels; 0 samples once (a mask that is already blurred)
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
        int taps = int(ceil(3.0 * u_sigma));
        float total = 0.0;
        for (int i = -taps; i <= taps; i++) {
            float x = float(i);
            float w = exp(-0.5 * x * x / (u_sigma * u_sigma));
            color += w * texture(u_texture, v_texCoord + x * u_step);
            total += w;
        }
        color /= total;
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
        int taps = int(ceil(3.0 * u_sigma));
        float total = 0.0;
        for (int i = -taps; i <= taps; i++) {
            float x = float(i);
            float w = exp(-0.5 * x * x / (u_sigma * u_sigma));
            alpha += w * texture(u_texture, v_texCoord + x * u_step).a;
            total += w;
        }
        alpha /= total;
    }
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = u_tint * (alpha * v_opacity * coverage);
}
#endif
