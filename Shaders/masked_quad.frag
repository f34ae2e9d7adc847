// A layer's flattened appearance times its mask's alpha, faded by opacity and a rounded clip.
// The two textures are passes over one grid (FramePlanner+Mask.swift), so one coordinate reads both.
#include "common/rounded_rect.glsl"

uniform sampler2D u_texture;
uniform sampler2D u_mask;

in vec2 v_texCoord;
flat in float v_opacity;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

void main() {
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    float mask = texture(u_mask, v_texCoord).a;
    fragColor = texture(u_texture, v_texCoord) * (mask * v_opacity * coverage);
}
