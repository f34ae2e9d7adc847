// A layer's flattened appearance times its mask, faded by opacity and a rounded clip.
// The two textures are passes over one grid (FramePlanner+Mask.swift), so one coordinate reads both.
// u_maskMode is CALayerMaskMode's shaderIndex: 0 the mask's alpha (Core Animation's mask),
// 1 its inverse, 2 the Rec. 709 luminance of its premultiplied colour (transparent reads as
// black), 3 that luminance's inverse: After Effects' four track mattes.
#include "common/rounded_rect.glsl"

uniform sampler2D u_texture;
uniform sampler2D u_mask;
uniform int u_maskMode;

in vec2 v_texCoord;
flat in float v_opacity;
in vec3 v_clipLocal;
flat in vec2 v_clipHalfSize;
flat in vec4 v_clipRadii;

out vec4 fragColor;

void main() {
    float coverage = clipCoverage(v_clipLocal, v_clipHalfSize, v_clipRadii);
    vec4 maskColor = texture(u_mask, v_texCoord);
    float mask = u_maskMode >= 2 ? clamp(dot(maskColor.rgb, vec3(0.2126, 0.7152, 0.0722)), 0.0, 1.0) : maskColor.a;
    if (u_maskMode == 1 || u_maskMode == 3) mask = 1.0 - mask;
    fragColor = texture(u_texture, v_texCoord) * (mask * v_opacity * coverage);
}
