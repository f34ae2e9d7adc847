import CSDL
import Foundation
import Shaders

/// A linked GL program and the locations of its uniforms.
final class ShaderProgram {
    let name: String
    let id: GLuint
    /// The `#define`s its stages were compiled with (a variant's; none for a full program).
    let defines: [String]
    private var uniformLocations: [String: GLint] = [:]

    init(name: String, id: GLuint, defines: [String] = []) {
        self.name = name
        self.id = id
        self.defines = defines
    }

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
    /// Every `ShaderProgramID`, linked at start-up.
    private var programs: [ShaderProgramID: ShaderProgram] = [:]
    /// The coverage program's cheaper variants, linked when a frame first needs one.
    private var coverageVariants: [CoverageFeatures: ShaderProgram] = [:]
    /// The gradient program's variants by kind and stops, likewise linked on first use.
    private var gradientVariants: [GradientVariant: ShaderProgram] = [:]
    /// The blur program's variants by channels and taps, likewise.
    private var blurVariants: [GaussianBlurVariant: ShaderProgram] = [:]
    /// `textured_quad` built with `NO_ROUNDED_CLIP`, for images under no rounded clip, likewise
    /// (keyed by the image's `roundedClip`: only `false` has a variant).
    private var imageVariants: [Bool: ShaderProgram] = [:]

    init(files: [String: String] = ShaderSources.files) throws {
        self.files = files
        for id in ShaderProgramID.allCases {
            programs[id] = try link(name: id.name, id.source, attributes: id.attributes)
        }
    }

    subscript(id: ShaderProgramID) -> ShaderProgram { programs[id]! }

    /// The name of `textured_quad`'s variant for images under no rounded clip.
    static let unclippedTexturedQuadName = "textured_quad[unclipped]"

    /// The program that draws `material`. The coverage program's variants (`CoverageFeatures`) are
    /// linked on first use, not at start-up: 31 of them would add seconds to every start on a
    /// software driver, and a frame uses a few. The full program, linked at start-up, holds all of
    /// their code, so a broken shader still fails at start-up (and a test links every variant).
    /// The gradient program's variants (`GradientVariant`: kind and stops) and the blur program's
    /// (`GaussianBlurVariant`: taps) are linked the same way, as is `textured_quad`'s for images
    /// under no rounded clip.
    mutating func program(for material: DrawCommand.Program) throws -> ShaderProgram {
        switch material {
        case .gradient(_, let variant) where !variant.isFull:
            return try linkedVariant(
                variant, in: \.gradientVariants, of: material.shaderProgram, name: variant.programName,
                defines: variant.defines)
        case .image(_, _, _, roundedClip: false):
            return try linkedVariant(
                false, in: \.imageVariants, of: .texturedQuad, name: Self.unclippedTexturedQuadName,
                defines: ["NO_ROUNDED_CLIP"])
        case .gaussianBlur(_, let uniforms):
            let variant = GaussianBlurVariant(uniforms)
            return try linkedVariant(
                variant, in: \.blurVariants, of: material.shaderProgram, name: variant.programName,
                defines: variant.defines)
        case .layerQuad(let features) where features != .all:
            return try linkedVariant(
                features, in: \.coverageVariants, of: .layerQuad, name: features.programName,
                defines: features.defines)
        default:
            return self[material.shaderProgram]
        }
    }

    /// `base`'s source built with `defines`, linked the first time a frame asks for it and kept in
    /// `cache` under `key`. The name and defines are only worked out for that first link.
    private mutating func linkedVariant<Key: Hashable>(
        _ key: Key, in cache: WritableKeyPath<Self, [Key: ShaderProgram]>, of base: ShaderProgramID,
        name: @autoclosure () -> String, defines: @autoclosure () -> [String]
    ) throws -> ShaderProgram {
        if let linked = self[keyPath: cache][key] { return linked }
        let linked = try link(name: name(), (base.source.file, defines()), attributes: base.attributes)
        self[keyPath: cache][key] = linked
        return linked
    }

    /// The final source of a stage: header, defines, then the body with includes inlined.
    /// (Static so that tests read the GLSL the library would compile without a GL context.)
    static func expandedSource(of file: String, defines: [String] = [], files: [String: String]) throws -> String {
        var header = "#version 300 es\nprecision highp float;\n"
        for define in defines { header += "#define \(define)\n" }
        return header + (try inlineIncludes(in: file, seen: [], files: files))
    }

    private static func inlineIncludes(in file: String, seen: Set<String>, files: [String: String]) throws -> String {
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
            lines.append(try inlineIncludes(in: included, seen: seen.union([file]), files: files))
        }
        return lines.joined(separator: "\n")
    }

    private func compile(file: String, defines: [String], stage: GLenum) throws -> GLuint {
        let source = try Self.expandedSource(of: file, defines: defines, files: files)
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

    private func link(
        name: String, _ source: (file: String, defines: [String]), attributes: [VertexAttribute]
    ) throws -> ShaderProgram {
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
            glBindAttribLocation(program, GLuint(index), attribute.name)
        }
        glLinkProgram(program)
        var status: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status == GL_TRUE else {
            let log = Self.infoLog(program, getLength: glGetProgramiv, getLog: glGetProgramInfoLog)
            glDeleteProgram(program)
            throw GLError.shaderLink(program: name, log: log)
        }
        return ShaderProgram(name: name, id: program, defines: source.defines)
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
        for program in coverageVariants.values { glDeleteProgram(program.id) }
        for program in gradientVariants.values { glDeleteProgram(program.id) }
        for program in blurVariants.values { glDeleteProgram(program.id) }
        for program in imageVariants.values { glDeleteProgram(program.id) }
    }
}
