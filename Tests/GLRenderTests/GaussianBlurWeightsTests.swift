import Foundation
import LayerTree
import Shaders
import XCTest

@testable import GLRender

/// A blur's weights are worked out once a draw on the CPU (`GaussianBlurWeights`), not with an
/// `exp` per tap at every pixel.
final class GaussianBlurWeightsTests: XCTestCase {
    /// ⌈3σ⌉ taps each side, exp(−x²/2σ²) normalised over all of them, nothing past them.
    func testWeights() {
        for sigma: Float in [0.4, 1, 2.5, 8] {
            let blur = GaussianBlurWeights(sigma: sigma)
            XCTAssertEqual(blur.taps, Int((3 * sigma).rounded(.up)), "σ \(sigma)")
            XCTAssertEqual(blur.weights.count, GaussianBlurWeights.maxTaps + 1)
            let total = blur.weights[0] + 2 * blur.weights[1...].reduce(0, +)
            XCTAssertEqual(total, 1, accuracy: 1e-6, "σ \(sigma): the taps add up to 1")
            XCTAssertEqual(Array(blur.weights[(blur.taps + 1)...]), Array(repeating: 0, count: 32 - blur.taps))
            let ratio = Double(blur.weights[1] / blur.weights[0])
            XCTAssertEqual(ratio, exp(-0.5 / Double(sigma * sigma)), accuracy: 1e-6)
        }
        XCTAssertEqual(GaussianBlurWeights(sigma: 8).taps, 24, "the largest σ the planner asks for")
        XCTAssertEqual(GaussianBlurWeights(sigma: 0).taps, 0)
        XCTAssertEqual(GaussianBlurWeights(sigma: 0).weights[0], 1)
    }

    /// Neither variant of the blur program evaluates a transcendental function per pixel: on
    /// llvmpipe each `exp` is dozens of instructions for each 8 pixels, 49 of them a pixel for σ 8
    /// (callgrind: Issues-issue_1169_shadow_effect_animated's raster thread ran 3,935 M
    /// instructions a frame with them, 1,611 M without).
    func testTheBlurProgramWorksOutNoWeightPerPixel() throws {
        for defines in [[], ["BLUR_COLOR"]] {
            let source = try ShaderLibrary.expandedSource(
                of: "gaussian_blur.frag", defines: defines, files: ShaderSources.files)
            XCTAssertFalse(source.contains("exp("), "\(defines): the weights are uniforms")
            XCTAssertTrue(source.contains("u_weights[abs(i)]"), "\(defines)")
        }
    }

    /// A blur is drawn by the variant with its taps as a constant (`GaussianBlurVariant`): σ 8
    /// texels by `gaussian_blur[24]`, a tinted copy (σ 0) by `gaussian_blur[0]`, a filter's blur by
    /// the colour program's; each links, and a variant is linked once.
    func testABlurIsDrawnByTheVariantForItsTaps() throws {
        _ = try RenderHarness.renderer()  // the shared context, current
        var library = try ShaderLibrary()
        defer { library.deleteAll() }
        let tint = PremultipliedColor(CGColor(gray: 1, alpha: 1), opacity: 1)
        func program(sigma: Float, color: Bool = false) throws -> ShaderProgram {
            var uniforms = GaussianBlurUniforms(u_step: (1, 0), u_sigma: sigma, u_tint: tint)
            uniforms.blursColor = color
            return try library.program(for: .gaussianBlur(.pass(0), uniforms))
        }
        XCTAssertEqual(try program(sigma: 8).name, "gaussian_blur[24]")
        XCTAssertEqual(try program(sigma: 0).name, "gaussian_blur[0]")
        XCTAssertEqual(try program(sigma: 0.5).name, "gaussian_blur[2]")
        XCTAssertEqual(try program(sigma: 8, color: true).name, "gaussian_blur_color[24]")
        XCTAssertEqual(try program(sigma: 0, color: true).name, "gaussian_blur_color[0]")
        var blur = GaussianBlurUniforms(u_step: (1, 0), u_sigma: 8, u_tint: tint)
        XCTAssertEqual(try program(sigma: 8).defines, GaussianBlurVariant(blur).defines)
        blur.blursColor = true
        XCTAssertEqual(try program(sigma: 8, color: true).defines, GaussianBlurVariant(blur).defines)
        XCTAssertEqual(try program(sigma: 8).id, try program(sigma: 8).id)
        XCTAssertNotEqual(try program(sigma: 8).id, library[.gaussianBlur].id)
    }

    /// A shadow's blurred composite says whether a rounded clip covers it, and without one it is
    /// drawn by the variant that leaves the clip's coverage out.
    func testAShadowUnderNoRoundedClipIsDrawnUnclipped() throws {
        func blurClips(roundedClip: Bool) throws -> [Bool] {
            let (root, holder) = roundedClipScene(holderSide: 180, radius: 20, roundedClip: roundedClip)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 40, y: 40, width: 100, height: 100)
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 60), transform: nil)
            shape.fillColor = .black
            shape.shadowOpacity = 1
            shape.shadowRadius = 12
            holder.addSublayer(shape)
            return try RecordingRenderer().draw(root).compactMap {
                if case .gaussianBlur(_, let uniforms) = $0.program { return uniforms.roundedClip } else { return nil }
            }
        }
        let unclipped = try blurClips(roundedClip: false)
        XCTAssertFalse(unclipped.isEmpty)
        XCTAssertEqual(Set(unclipped), [false])
        XCTAssertEqual(Set(try blurClips(roundedClip: true)), [true])
        var uniforms = GaussianBlurUniforms(
            u_step: (0, 0), u_sigma: 0, u_tint: PremultipliedColor(CGColor(gray: 1, alpha: 1), opacity: 1))
        uniforms.roundedClip = false
        XCTAssertEqual(GaussianBlurVariant(uniforms).programName, "gaussian_blur[0,unclipped]")
        XCTAssertEqual(GaussianBlurVariant(uniforms).defines, ["BLUR_TAPS 0", "NO_ROUNDED_CLIP"])
    }
}
