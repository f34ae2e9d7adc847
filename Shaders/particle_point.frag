// A point sprite's texel times its particle's premultiplied color, as `particle_quad.frag`.
// gl_PointCoord runs from the sprite's top-left in window coordinates, where GL's rows grow
// upwards: in a window (u_flipY = 1) that is the image's top; in a target, whose row 0 is the
// image's top but GL's bottom row, it is the image's bottom.

uniform sampler2D u_texture;
uniform float u_flipY;

flat in vec4 v_texRect;
flat in vec4 v_tint;

out vec4 fragColor;

void main() {
    vec2 unit = vec2(gl_PointCoord.x, u_flipY > 0.0 ? gl_PointCoord.y : 1.0 - gl_PointCoord.y);
    fragColor = texture(u_texture, v_texRect.xy + unit * v_texRect.zw) * v_tint;
}
