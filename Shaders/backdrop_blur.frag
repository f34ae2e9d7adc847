// The horizontal half of a `backgroundFilters` blur: each pixel of the scratch target is the
// discrete Gaussian (cut at 3σ, normalised) of the backdrop copy's row, edges extended.
uniform sampler2D u_backdrop;   // the copy of the target under the layer, grown by the blur's reach
uniform ivec2 u_size;           // the copy's size in pixels
uniform float u_sigma;          // σ in pixels (> 0)

out vec4 fragColor;

void main() {
    ivec2 p = ivec2(gl_FragCoord.xy);
    int taps = int(ceil(3.0 * u_sigma));
    vec4 sum = vec4(0.0);
    float total = 0.0;
    for (int i = -taps; i <= taps; i++) {
        float x = float(i);
        float w = exp(-0.5 * x * x / (u_sigma * u_sigma));
        sum += w * texelFetch(u_backdrop, ivec2(clamp(p.x + i, 0, u_size.x - 1), p.y), 0);
        total += w;
    }
    fragColor = sum / total;
}
