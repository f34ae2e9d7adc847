// Premultiplied texels faded by opacity and a rounded clip.
#include "common/rounded_rect.glsl"

uniform sampler2D u_texture;
// Added to the level of detail (`minificationFilterBias`, trilinear images only; 0 otherwise).
uniform float u_lodBias;

in vec2 v_texCoord;
flat in float v_opacity;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

void main() {
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    fragColor = texture(u_texture, v_texCoord, u_lodBias) * (v_opacity * coverage);
}
