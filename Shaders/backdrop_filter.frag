// `backgroundFilters` (frosted glass): the backdrop under the layer drawn again, blurred (the
// vertical half, over `backdrop_blur`'s horizontal one) and mapped by a colour matrix, faded by
// the layer's opacity and clipped to its rounded bounds. Drawn source-over onto the backdrop it
// was made from, so an opaque backdrop becomes mix(backdrop, filtered, opacity · coverage).
#include "common/rounded_rect.glsl"

uniform sampler2D u_backdrop;     // the horizontally blurred copy (or the copy, without a blur)
uniform ivec2 u_backdropOrigin;   // the copy's first pixel, in window coordinates
uniform ivec2 u_backdropSize;     // the copy's size in pixels
uniform float u_sigma;            // σ in pixels; 0 for no blur
uniform mat4 u_matrix;            // the colour filters, on straight RGBA
uniform vec4 u_bias;

in vec2 v_texCoord;
flat in float v_opacity;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

void main() {
    ivec2 p = clamp(ivec2(gl_FragCoord.xy) - u_backdropOrigin, ivec2(0), u_backdropSize - 1);
    vec4 color = vec4(0.0);
    if (u_sigma > 0.0) {
        int taps = int(ceil(3.0 * u_sigma));
        float total = 0.0;
        for (int i = -taps; i <= taps; i++) {
            float y = float(i);
            float w = exp(-0.5 * y * y / (u_sigma * u_sigma));
            color += w * texelFetch(u_backdrop, ivec2(p.x, clamp(p.y + i, 0, u_backdropSize.y - 1)), 0);
            total += w;
        }
        color /= total;
    } else {
        color = texelFetch(u_backdrop, p, 0);
    }
    vec4 straight = color.a > 0.0 ? vec4(color.rgb / color.a, color.a) : vec4(0.0);
    vec4 mapped = clamp(u_matrix * straight + u_bias, 0.0, 1.0);
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = vec4(mapped.rgb * mapped.a, mapped.a) * (v_opacity * coverage);
}
