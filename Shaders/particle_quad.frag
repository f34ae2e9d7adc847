// Premultiplied texels times the particle's premultiplied color: a straight-alpha color
// multiplies the image's colors and its alpha, as CAEmitterCell.color does.

uniform sampler2D u_texture;

in vec2 v_texCoord;
flat in vec4 v_tint;

out vec4 fragColor;

void main() {
    fragColor = texture(u_texture, v_texCoord) * v_tint;
}
