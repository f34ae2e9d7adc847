// A pass's image through a colour filter (`ColorMatrix`: CIColorMatrix, CIColorControls,
// CIColorMonochrome): each texel's straight RGBA times a 4 × 4 matrix plus a bias, clamped,
// premultiplied again, then faded and clipped as `textured_quad` does.
#include "common/rounded_rect.glsl"

uniform sampler2D u_texture;
uniform mat4 u_matrix;
uniform vec4 u_bias;

in vec2 v_texCoord;
flat in float v_opacity;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

void main() {
    vec4 texel = texture(u_texture, v_texCoord);
    vec4 straight = texel.a > 0.0 ? vec4(texel.rgb / texel.a, texel.a) : vec4(0.0);
    vec4 mapped = clamp(u_matrix * straight + u_bias, 0.0, 1.0);
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = vec4(mapped.rgb * mapped.a, mapped.a) * (v_opacity * coverage);
}
