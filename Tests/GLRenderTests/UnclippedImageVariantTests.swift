import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// An image under no rounded clip is drawn by `textured_quad`'s variant without the clip's
/// coverage (`NO_ROUNDED_CLIP`); under one, by the full program.
final class UnclippedImageVariantTests: XCTestCase {
    private func scene(roundedClip: Bool) -> CALayer {
        let (root, holder) = roundedClipScene(holderSide: 160, radius: 24, roundedClip: roundedClip)
        let image = CALayer()
        image.frame = CGRect(x: 0, y: 0, width: 160, height: 160)
        image.contents = ContentImages.make(32, 32) { x, y in (UInt8(x * 8), UInt8(y * 8), 128, 255) }
        holder.addSublayer(image)
        return root
    }

    private func imageDraws(roundedClip: Bool) throws -> [Bool] {
        try RecordingRenderer().draw(scene(roundedClip: roundedClip)).compactMap {
            if case .image(_, _, _, let clipped) = $0.program { return clipped } else { return nil }
        }
    }

    /// The command says whether a rounded clip covers the quad.
    func testTheCommandNamesARoundedClip() throws {
        XCTAssertEqual(try imageDraws(roundedClip: false), [false])
        XCTAssertEqual(try imageDraws(roundedClip: true), [true])
    }

    /// The unclipped command gets the variant (linked once); the clipped one the full program.
    func testTheUnclippedVariantDrawsIt() throws {
        _ = try RenderHarness.renderer()  // the shared context, current
        var library = try ShaderLibrary()
        defer { library.deleteAll() }
        let key = ImageTextureKey(imageID: 1, tile: 0)
        let filters = ImageFilters(minification: .linear, magnification: .linear)
        let unclipped = try library.program(for: .image(key, filters, lodBias: 0, roundedClip: false))
        XCTAssertEqual(unclipped.name, "textured_quad[unclipped]")
        XCTAssertEqual(unclipped.defines, ["NO_ROUNDED_CLIP"])
        XCTAssertEqual(try library.program(for: .image(key, filters, lodBias: 0, roundedClip: false)).id, unclipped.id)
        let clipped = try library.program(for: .image(key, filters, lodBias: 0, roundedClip: true))
        XCTAssertEqual(clipped.id, library[.texturedQuad].id)
    }

    /// Either way the picture is right: unclipped, the corner pixel is the image's; clipped, the
    /// rounded corner leaves the white background.
    func testPictures() throws {
        let plain = try RenderHarness.render(scene(roundedClip: false), size: CGSize(width: 200, height: 200))
        let rounded = try RenderHarness.render(scene(roundedClip: true), size: CGSize(width: 200, height: 200))
        XCTAssertFalse(plain.matches(21, 21, .white, tolerance: 10), "the image's corner texel")
        XCTAssertTrue(rounded.matches(21, 21, .white), "outside the rounded corner")
        XCTAssertEqual(plain.rgb(100, 100), rounded.rgb(100, 100), "inside, the same texel")
    }
}
