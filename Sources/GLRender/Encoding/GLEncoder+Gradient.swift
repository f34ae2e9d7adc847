import CSDL

extension GLEncoder {
    /// Sets the `gradient` program's uniforms (`Shaders/gradient.frag`) for one draw.
    static func setGradientUniforms(_ u: GradientUniforms, program: ShaderProgram) {
        glUniform1i(program.uniform("u_type"), GLint(u.type))
        glUniform2f(program.uniform("u_start"), u.start.0, u.start.1)
        glUniform2f(program.uniform("u_end"), u.end.0, u.end.1)
        u.colors.withUnsafeBufferPointer {
            glUniform4fv(program.uniform("u_colors[0]"), GLsizei(GradientUniforms.maxStops), $0.baseAddress)
        }
        u.ramps.withUnsafeBufferPointer {
            glUniform2fv(program.uniform("u_ramps[0]"), GLsizei(GradientUniforms.maxStops), $0.baseAddress)
        }
    }
}
