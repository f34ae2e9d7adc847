// A triangle that covers the whole target, made from the vertex's number: the horizontal half of
// a backdrop blur (`backdrop_blur.frag`) shades every pixel of its scratch target once.
void main() {
    vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
