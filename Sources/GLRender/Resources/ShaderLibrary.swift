import CSDL
import Foundation
import Shaders

/// A linked GL program and the locations of its uniforms.
final class ShaderProgram {
    let name: String
    let id: GLuint
    private var uniformLocations: [String: GLint] = [:]

    init(name: String, id: GLuint) { self.name = name; self.id = id }

    func uniform(_ uniformName: String) -> GLint {
        if let cached = uniformLocations[uniformName] { return cached }
        let location = glGetUniformLocation(id, uniformName)
        uniformLocations[uniformName] = location
        return location
    }
}

/// Builds the GLSL ES 3.00 programs from the sources in `Shaders/`.
///
/// Each file is a body with no `#version` line; the library prepends
/// `#version 300 es`, precision statements and variant `#define`s, and inlines
/// `#include "common/…"` lines (the femtovg/nanovg approach), so common code
/// lives in one place. Every program is compiled and linked when the library
/// is created, so a broken shader fails at start-up with the file's name and
/// the driver's log rather than at the first draw.
struct ShaderLibrary {
    /// The sources, by path relative to `Shaders/` (injectable for tests).
    let files: [String: String]
    private(set) var programs: [String: ShaderProgram] = [:]
    private let attributeBindings: [String: [String]]

    /// A program: its name, the source pair it is built from (`FILE.vert` + `FILE.frag`) and the
    /// variant `#define`s, so a material's cheaper variant shares its program's GLSL.
    struct ProgramSource {
        let name: String
        let file: String
        let defines: [String]
        init(_ name: String, file: String? = nil, defines: [String] = []) {
            self.name = name; self.file = file ?? name; self.defines = defines
        }
    }

    /// The programs LayerKit draws with.
    static let programSources = [
        ProgramSource("flat_color", file: "layer_quad", defines: ["FLAT_COLOR"]),
        ProgramSource("flat_point", file: "layer_quad", defines: ["FLAT_COLOR", "FLAT_POINT"]),
        ProgramSource("layer_quad"), ProgramSource("textured_quad"), ProgramSource("gradient"),
        ProgramSource("shadow_shape"), ProgramSource("gaussian_blur"), ProgramSource("masked_quad"),
        ProgramSource("particle_quad"),
        ProgramSource("particle_point"), ProgramSource("blend_quad"),
        ProgramSource("gaussian_blur_color", file: "gaussian_blur", defines: ["BLUR_COLOR"]),
        ProgramSource("color_matrix"), ProgramSource("backdrop_blur"), ProgramSource("backdrop_filter"),
    ]

    init(files: [String: String] = ShaderSources.files, attributeBindings: [String: [String]]) throws {
        self.files = files
        self.attributeBindings = attributeBindings
        for source in Self.programSources {
            programs[source.name] = try link(source, attributes: attributeBindings[source.name] ?? [])
        }
    }

    subscript(name: String) -> ShaderProgram { programs[name]! }

    /// The program that draws `material`. The coverage program's variants (`CoverageFeatures`) are
    /// linked on first use, not at start-up: 31 of them would add seconds to every start on a
    /// software driver, and a frame uses a few. The full program, linked at start-up, holds all of
    /// their code, so a broken shader still fails at start-up (and a test links every variant).
    mutating func program(for material: DrawCommand.Program) throws -> ShaderProgram {
        let name = material.programName
        if let linked = programs[name] { return linked }
        guard case .layerQuad(let features) = material else { return self[name] }
        let source = ProgramSource(name, file: "layer_quad", defines: features.defines)
        let linked = try link(source, attributes: attributeBindings["layer_quad"] ?? [])
        programs[name] = linked
        return linked
    }

    /// The final source of a stage: header, defines, then the body with includes inlined.
    func expandedSource(of file: String, defines: [String] = []) throws -> String {
        var header = "#version 300 es\nprecision highp float;\n"
        for define in defines { header += "#define \(define)\n" }
        return header + (try inlineIncludes(in: file, seen: []))
    }

    private func inlineIncludes(in file: String, seen: Set<String>) throws -> String {
        guard let body = files[file] else {
            throw GLError.shaderCompile(file: file, log: "no such shader file in Shaders/")
        }
        var lines: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#include") else { lines.append(String(line)); continue }
            let parts = trimmed.split(separator: "\"")
            guard parts.count >= 2 else {
                throw GLError.shaderCompile(file: file, log: "malformed include: \(trimmed)")
            }
            let included = String(parts[1])
            guard !seen.contains(included) else {
                throw GLError.shaderCompile(file: file, log: "include cycle through \(included)")
            }
            lines.append(try inlineIncludes(in: included, seen: seen.union([file])))
        }
        return lines.joined(separator: "\n")
    }

    private func compile(file: String, defines: [String], stage: GLenum) throws -> GLuint {
        let source = try expandedSource(of: file, defines: defines)
        let shader = glCreateShader(stage)
        source.withCString { pointer in
            var p: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &p, nil)
        }
        glCompileShader(shader)
        var status: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
        guard status == GL_TRUE else {
            let log = Self.infoLog(shader, getLength: glGetShaderiv, getLog: glGetShaderInfoLog)
            glDeleteShader(shader)
            throw GLError.shaderCompile(file: file, log: log)
        }
        return shader
    }

    private func link(_ source: ProgramSource, attributes: [String]) throws -> ShaderProgram {
        let name = source.name
        let vertex = try compile(file: "\(source.file).vert", defines: source.defines, stage: GLenum(GL_VERTEX_SHADER))
        defer { glDeleteShader(vertex) }
        let fragment = try compile(
            file: "\(source.file).frag", defines: source.defines,
            stage: GLenum(GL_FRAGMENT_SHADER))
        defer { glDeleteShader(fragment) }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        // Bind attribute locations by declaration order so vertex layouts are fixed in Swift.
        for (index, attribute) in attributes.enumerated() {
            glBindAttribLocation(program, GLuint(index), attribute)
        }
        glLinkProgram(program)
        var status: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status == GL_TRUE else {
            let log = Self.infoLog(program, getLength: glGetProgramiv, getLog: glGetProgramInfoLog)
            glDeleteProgram(program)
            throw GLError.shaderLink(program: name, log: log)
        }
        return ShaderProgram(name: name, id: program)
    }

    private static func infoLog(
        _ object: GLuint,
        getLength: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        getLog: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void
    ) -> String {
        var length: GLint = 0
        getLength(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        guard length > 1 else { return "(the driver gave no log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        getLog(object, length, nil, &buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Deletes every program; call with the context current.
    func deleteAll() {
        for program in programs.values { glDeleteProgram(program.id) }
    }
}
