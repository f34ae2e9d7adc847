import Foundation
import LayerTree
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

    // The lists the compiler cannot check against each other: the GLSL files in `Shaders/`, the
    // package manifest that embeds them, `ShaderSources.files` that names them, the programs that
    // use them, the materials that draw the programs and the buffers the programs draw from.

    /// The package's root, from this file's place in it.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The stage files in `Shaders/` (`NAME.vert`, `NAME.frag`).
    private static func stageFilesOnDisk() throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Shaders").path)
        return Set(names.filter { $0.hasSuffix(".vert") || $0.hasSuffix(".frag") })
    }

    /// Each stage file on disk is the source of some program, and every program's file is on disk.
    /// (Variants share their program's file: `layer_quad` is three programs' source.)
    func testEveryShaderFileBelongsToAProgram() throws {
        let used = Set(ShaderProgramID.allCases.flatMap { ["\($0.source.file).vert", "\($0.source.file).frag"] })
        let onDisk = try Self.stageFilesOnDisk()
        XCTAssertEqual(onDisk.subtracting(used).sorted(), [], "Shaders/ files no program uses (ShaderProgramID.source)")
        XCTAssertEqual(used.subtracting(onDisk).sorted(), [], "program sources missing from Shaders/")
    }

    /// `ShaderSources.files` and `Package.swift`'s `.embedInCode` resources name the same files,
    /// which are exactly the GLSL files in `Shaders/`.
    func testShaderListsNameTheSameFiles() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let embedded = Set(
            manifest.split(separator: "\n").compactMap { line -> String? in
                guard let start = line.range(of: ".embedInCode(\""),
                    let end = line.range(of: "\")", range: start.upperBound..<line.endIndex)
                else { return nil }
                return String(line[start.upperBound..<end.lowerBound])
            })
        let shaders = Self.packageRoot.appendingPathComponent("Shaders")
        let common = try FileManager.default.contentsOfDirectory(atPath: shaders.appendingPathComponent("common").path)
        let onDisk = try Self.stageFilesOnDisk().union(common.filter { $0.hasSuffix(".glsl") }.map { "common/\($0)" })
        for (list, named) in [
            ("Package.swift's .embedInCode resources", embedded),
            ("ShaderSources.files", Set(ShaderSources.files.keys)),
        ] {
            XCTAssertEqual(onDisk.subtracting(named).sorted(), [], "GLSL files in Shaders/ missing from \(list)")
            XCTAssertEqual(named.subtracting(onDisk).sorted(), [], "\(list) name files not in Shaders/")
        }
    }

    /// A material drawn by each program: the switch gives every program one, so a new program does
    /// not compile here until it names a material, and that material must name the program back
    /// (`DrawCommand.Program.shaderProgram`): a program that no material reaches fails.
    private static func material(drawnBy program: ShaderProgramID) -> DrawCommand.Program {
        let key = ImageTextureKey(imageID: 1, tile: 0)
        let filters = ImageFilters(minification: .linear, magnification: .linear)
        let box = PixelRect(x: 0, y: 0, width: 1, height: 1)
        let blur = GaussianBlurUniforms(
            u_step: (1, 0), u_sigma: 1, u_tint: PremultipliedColor(CGColor(gray: 1, alpha: 1), opacity: 1))
        var colorBlur = blur
        colorBlur.blursColor = true
        switch program {
        case .flatColor: return .flatColor
        case .flatPoint: return .flatPoints
        case .layerQuad: return .layerQuad(CoverageFeatures())
        case .texturedQuad: return .texturedQuad(sourcePass: 0)
        case .gradient: return .gradient(index: 0, variant: .full(path: false))
        case .gradientPath: return .gradient(index: 0, variant: .full(path: true))
        case .shadowShape: return .shadowShape
        case .gaussianBlur: return .gaussianBlur(.pass(0), blur)
        case .gaussianBlurColor: return .gaussianBlur(.pass(0), colorBlur)
        case .maskedQuad: return .maskedQuad(sourcePass: 0, maskPass: 1, mode: .alpha)
        case .particleQuad: return .particles(key, filters, blending: .sourceOver)
        case .particlePoint: return .particlePoints(key, filters, blending: .sourceOver)
        case .blendQuad: return .blendedQuad(sourcePass: 0, mode: .multiply, backdrop: box)
        case .colorMatrix: return .colorMatrixQuad(sourcePass: 0, matrix: .identity)
        case .backdropBlur, .backdropFilter:
            return .backdropFilterQuad(filter: BackdropFilter(sigmaPixels: 4, matrix: nil), backdrop: box)
        }
    }

    /// Every program is some material's, but the backdrop blur, which the backdrop filter's
    /// material runs first (`GLEncoder.draw`), into a scratch target, from no vertex buffer.
    func testEveryProgramIsDrawnBySomeMaterial() {
        for program in ShaderProgramID.allCases {
            let drawn = Self.material(drawnBy: program).shaderProgram
            XCTAssertEqual(
                drawn, program == .backdropBlur ? .backdropFilter : program,
                "\(program.name): no material draws it (DrawCommand.Program.shaderProgram)")
        }
    }

    /// Every material buffer is some program's: a buffer no program binds would be filled and uploaded for nothing.
    func testEveryBufferIsSomeProgramsBuffer() {
        let bound = Set(ShaderProgramID.allCases.compactMap(\.vertexBuffer))
        XCTAssertEqual(
            Batcher.BufferKind.allCases.filter { !bound.contains($0) }, [],
            "buffers no program draws from (ShaderProgramID.vertexBuffer)")
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
