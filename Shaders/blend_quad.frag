// A pass's image (premultiplied, faded by opacity and a rounded clip) blended onto the backdrop
// under it with a W3C Compositing and Blending Level 1 mode (rendering-semantics.md, "Blend
// modes"), in sRGB values. The pass is drawn with source-over blending, R = S + D·(1 − Sa): this
// writes the source's share, αs·((1 − αb)·Cs + αb·B(Cb, Cs)), and the blend adds (1 − αs)·cb.
// The backdrop is a copy of the target's pixels under the quad, made just before the draw.
#include "common/rounded_rect.glsl"

uniform sampler2D u_texture;
uniform sampler2D u_backdrop;
uniform ivec2 u_backdropOrigin;   // the copy's first pixel, in window coordinates
uniform int u_blendMode;          // CompositingBlendMode's shader index (GLEncoder)

in vec2 v_texCoord;
flat in float v_opacity;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

// Separable modes, per channel.
vec3 screen(vec3 cb, vec3 cs) { return cb + cs - cb * cs; }

vec3 hardLight(vec3 cb, vec3 cs) {
    return mix(screen(cb, 2.0 * cs - 1.0), cb * 2.0 * cs, vec3(lessThanEqual(cs, vec3(0.5))));
}

vec3 colorDodge(vec3 cb, vec3 cs) {
    vec3 r = min(vec3(1.0), cb / max(1.0 - cs, 1e-6));
    r = mix(r, vec3(1.0), vec3(greaterThanEqual(cs, vec3(1.0))));
    return mix(r, vec3(0.0), vec3(lessThanEqual(cb, vec3(0.0))));
}

vec3 colorBurn(vec3 cb, vec3 cs) {
    vec3 r = 1.0 - min(vec3(1.0), (1.0 - cb) / max(cs, 1e-6));
    r = mix(r, vec3(0.0), vec3(lessThanEqual(cs, vec3(0.0))));
    return mix(r, vec3(1.0), vec3(greaterThanEqual(cb, vec3(1.0))));
}

vec3 softLight(vec3 cb, vec3 cs) {
    vec3 d = mix(sqrt(cb), ((16.0 * cb - 12.0) * cb + 4.0) * cb, vec3(lessThanEqual(cb, vec3(0.25))));
    vec3 dark = cb - (1.0 - 2.0 * cs) * cb * (1.0 - cb);
    vec3 light = cb + (2.0 * cs - 1.0) * (d - cb);
    return mix(light, dark, vec3(lessThanEqual(cs, vec3(0.5))));
}

// Non-separable modes: the W3C's Lum, ClipColor, SetLum, Sat and SetSat.
float lum(vec3 c) { return dot(c, vec3(0.3, 0.59, 0.11)); }

vec3 clipColor(vec3 c) {
    float l = lum(c);
    float n = min(min(c.r, c.g), c.b);
    float x = max(max(c.r, c.g), c.b);
    if (n < 0.0) c = l + (c - l) * l / (l - n);
    if (x > 1.0) c = l + (c - l) * (1.0 - l) / (x - l);
    return c;
}

vec3 setLum(vec3 c, float l) { return clipColor(c + (l - lum(c))); }

float sat(vec3 c) { return max(max(c.r, c.g), c.b) - min(min(c.r, c.g), c.b); }

// Scales the middle component and puts the largest at `s`, the smallest at 0 (all 0 when grey).
vec3 setSat(vec3 c, float s) {
    float low = min(min(c.r, c.g), c.b);
    float high = max(max(c.r, c.g), c.b);
    return high > low ? (c - low) * s / (high - low) : vec3(0.0);
}

vec3 blendColors(vec3 cb, vec3 cs) {
    switch (u_blendMode) {
    case 1: return cb * cs;                                            // multiply
    case 2: return screen(cb, cs);                                     // screen
    case 3: return hardLight(cs, cb);                                  // overlay
    case 4: return min(cb, cs);                                        // darken
    case 5: return max(cb, cs);                                        // lighten
    case 6: return colorDodge(cb, cs);                                 // color-dodge
    case 7: return colorBurn(cb, cs);                                  // color-burn
    case 8: return softLight(cb, cs);                                  // soft-light
    case 9: return hardLight(cb, cs);                                  // hard-light
    case 10: return abs(cb - cs);                                      // difference
    case 11: return cb + cs - 2.0 * cb * cs;                           // exclusion
    case 12: return setLum(setSat(cs, sat(cb)), lum(cb));              // hue
    case 13: return setLum(setSat(cb, sat(cs)), lum(cb));              // saturation
    case 14: return setLum(cs, lum(cb));                               // color
    case 15: return setLum(cb, lum(cs));                               // luminosity
    default: return cs;                                                // normal
    }
}

void main() {
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    vec4 source = texture(u_texture, v_texCoord) * (v_opacity * coverage);
    vec4 backdrop = texelFetch(u_backdrop, ivec2(gl_FragCoord.xy) - u_backdropOrigin, 0);
    // Straight colours for the formulas; a transparent pixel's colour does not matter.
    vec3 cs = source.a > 0.0 ? source.rgb / source.a : vec3(0.0);
    vec3 cb = backdrop.a > 0.0 ? backdrop.rgb / backdrop.a : vec3(0.0);
    vec3 mixed = (1.0 - backdrop.a) * cs + backdrop.a * clamp(blendColors(cb, cs), 0.0, 1.0);
    fragColor = vec4(source.a * mixed, source.a);
}
