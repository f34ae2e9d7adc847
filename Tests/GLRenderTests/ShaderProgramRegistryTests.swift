import Shaders
import XCTest

@testable import GLRender

/// What the compiler cannot check about the program registry (`ShaderProgramID`): that each
/// program's GLSL exists and declares the very attributes its material buffer's layout binds.
/// Everything else about a program (its files, defines, buffer, each material's program) is an
/// exhaustive switch, checked when the package builds. No GL context needed.
final class ShaderProgramRegistryTests: XCTestCase {
    func testEveryProgramHasBothStages() {
        for program in ShaderProgramID.allCases {
            for stage in ["vert", "frag"] {
                XCTAssertNotNil(
                    ShaderSources.files["\(program.source.file).\(stage)"],
                    "\(program.name): Shaders/\(program.source.file).\(stage) is not embedded (ShaderSources.files)")
            }
        }
    }

    /// The vertex stage, as its variant's defines select it, declares each attribute of the layout
    /// the program binds (`Batcher.BufferKind.layout`), with as many components, and no other.
    func testEveryProgramDeclaresItsBuffersAttributes() throws {
        for program in ShaderProgramID.allCases {
            let source = try ShaderLibrary.expandedSource(
                of: "\(program.source.file).vert", defines: program.source.defines, files: ShaderSources.files)
            let declared = Self.attributes(in: source, defines: Set(program.source.defines))
            let bound = Dictionary(uniqueKeysWithValues: program.attributes.map { ($0.name, $0.components) })
            XCTAssertEqual(declared, bound, "\(program.name): GLSL attributes against its buffer's layout")
        }
    }

    /// Each coverage variant draws the full program's buffer: its defines leave the attributes alone.
    func testCoverageVariantsDeclareTheFullLayout() throws {
        let full = ShaderProgramID.layerQuad
        let bound = Dictionary(uniqueKeysWithValues: full.attributes.map { ($0.name, $0.components) })
        for features in CoverageFeatures.everyVariant {
            let source = try ShaderLibrary.expandedSource(
                of: "\(full.source.file).vert", defines: features.defines, files: ShaderSources.files)
            XCTAssertEqual(Self.attributes(in: source, defines: Set(features.defines)), bound, features.programName)
        }
    }

    /// Only the programs that draw no material make their vertices themselves.
    func testOnlyTheBackdropBlurHasNoVertexBuffer() {
        XCTAssertEqual(ShaderProgramID.allCases.filter { $0.vertexBuffer == nil }, [.backdropBlur])
    }

    /// The `in` declarations of a vertex stage, by name and component count, after `#ifdef`,
    /// `#ifndef`, `#else` and `#endif` on the given defines (all this package's GLSL uses).
    static func attributes(in source: String, defines: Set<String>) -> [String: Int] {
        let components = ["float": 1, "vec2": 2, "vec3": 3, "vec4": 4]
        var active: [Bool] = []
        var found: [String: Int] = [:]
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            switch first {
            case "#ifdef": active.append(defines.contains(words[1]))
            case "#ifndef": active.append(!defines.contains(words[1]))
            case "#else": active[active.count - 1].toggle()
            case "#endif": active.removeLast()
            case "in" where active.allSatisfy { $0 } && words.count >= 3:
                found[words[2]] = components[words[1]] ?? -1
            default: break
            }
        }
        return found
    }
}
