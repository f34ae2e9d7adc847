import Foundation
import GLRender
import ImageIO
import Lottie
import QuartzCore
import XCTest

/// Image layers (`ty: 2`): their asset's picture, embedded as a base64 `data:` URI or a file
/// beside the JSON, stretched over the asset's `w` × `h`.
final class ImageLayerTests: XCTestCase {
    /// A 2×2 PNG: red, green on top; blue, white below.
    private static let quadrantsPNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwHwyBNBgAAEnICff5q7YNAAAAAElFTkSuQmCC"

    /// The same 2×2 picture as a lossless WebP (cwebp -lossless -exact).
    private static let quadrantsWebP = "UklGRiwAAABXRUJQVlA4TB8AAAAvAUAAAB8gEEjeHzqN+RcQFPwf3fxHZA/gBgwR/Q8BAA=="

    private let imageLayer = #"{"ty": 2, "refId": "picture", "ip": 0, "op": 40, "st": 0, "ks": {}}"#

    private func composition(asset: String) -> String {
        LottieTestFiles.composition(layers: "[\(imageLayer)]", assets: "[\(asset)]")
    }

    private var embedded: String {
        #"{"id": "picture", "w": 100, "h": 100, "u": "", "e": 1, "p": "data:image/png;base64,\#(Self.quadrantsPNG)"}"#
    }

    func testEmbeddedImageIsDecodedAndBuiltAsContents() throws {
        let animation = try LottieTestFiles.decode(composition(asset: embedded))
        XCTAssertEqual(animation.warnings, [])
        let asset = try XCTUnwrap(animation.images["picture"])
        XCTAssertEqual(asset.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(asset.image?.width, 2)
        XCTAssertEqual(asset.image?.height, 2)
        guard case .image(let id) = animation.layers[0].content else {
            return XCTFail("not an image layer: \(animation.layers[0].content)")
        }
        XCTAssertEqual(id, "picture")

        // Player → composition → its frames → the layer's transform layers (outer, inner) → the picture.
        let player = LottieAnimationLayer(animation: animation)
        let picture = try XCTUnwrap(player.sublayers?[0].sublayers?[0].sublayers?[0].sublayers?[0].sublayers?[0])
        XCTAssertTrue(picture.contents is CGImage)
        XCTAssertEqual(picture.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(picture.contentsGravity, .resize)
    }

    func testEmbeddedImageIsDrawnStretchedOverItsSize() throws {
        let animation = try LottieTestFiles.decode(composition(asset: embedded))
        let image = try LottieRendering.render(animation, progress: 0.5, pixels: (200, 200))
        let expected: [(Int, Int, (UInt8, UInt8, UInt8))] = [
            (50, 50, (255, 0, 0)), (150, 50, (0, 255, 0)), (50, 150, (0, 0, 255)), (150, 150, (255, 255, 255)),
        ]
        for (x, y, rgb) in expected {
            assertPixel(image.pixel(x: x, y: y), is: rgb, "at \(x), \(y)")
        }
    }

    /// An image provider's gravity (lottie-ios's snapshots of dog and dog_landscape fill their
    /// assets' boxes, keeping the picture's shape): a square picture in a 50 × 100 box, filled,
    /// reaches 25 points past each side; stretched, it stays inside.
    func testImageContentsGravityFitsThePicture() throws {
        let tall = #"{"id": "picture", "w": 50, "h": 100, "e": 1, "p": "data:image/png;base64,\#(Self.quadrantsPNG)"}"#
        var animation = try LottieTestFiles.decode(composition(asset: tall))
        let stretched = try LottieRendering.render(animation, progress: 0.5, pixels: (200, 200))
        XCTAssertEqual(stretched.pixel(x: 140, y: 40).a, 0, "nothing right of the box")
        animation.imageContentsGravity = .resizeAspectFill
        let player = LottieAnimationLayer(animation: animation)
        let picture = try XCTUnwrap(player.sublayers?[0].sublayers?[0].sublayers?[0].sublayers?[0].sublayers?[0])
        XCTAssertEqual(picture.contentsGravity, .resizeAspectFill)
        let filled = try LottieRendering.render(animation, progress: 0.5, pixels: (200, 200))
        // The green texel's far side (texture filtering blends the quarters nearer the middle).
        assertPixel(filled.pixel(x: 140, y: 40), is: (0, 255, 0), "the green quarter, past the box")
        assertPixel(filled.pixel(x: 140, y: 160), is: (255, 255, 255), "the white quarter, past the box")
    }

    /// lottie-ios decodes assets with UIImage, which reads WebP; so does ImageIO here.
    func testEmbeddedWebPIsDrawnStretchedOverItsSize() throws {
        let asset =
            #"{"id": "picture", "w": 100, "h": 100, "e": 1, "p": "data:image/webp;base64,\#(Self.quadrantsWebP)"}"#
        let animation = try LottieTestFiles.decode(composition(asset: asset))
        XCTAssertEqual(animation.warnings, [])
        XCTAssertEqual(animation.images["picture"]?.image?.width, 2)
        let image = try LottieRendering.render(animation, progress: 0.5, pixels: (200, 200))
        let expected: [(Int, Int, (UInt8, UInt8, UInt8))] = [
            (50, 50, (255, 0, 0)), (150, 50, (0, 255, 0)), (50, 150, (0, 0, 255)), (150, 150, (255, 255, 255)),
        ]
        for (x, y, rgb) in expected {
            assertPixel(image.pixel(x: x, y: y), is: rgb, "at \(x), \(y)")
        }
    }

    /// A broken WebP is named by its asset in one warning, and the layer shows nothing.
    func testBadWebPNamesItsAsset() throws {
        let truncated = String(Self.quadrantsWebP.prefix(24))
        let asset = #"{"id": "picture", "w": 100, "h": 100, "e": 1, "p": "data:image/webp;base64,\#(truncated)"}"#
        let animation = try LottieTestFiles.decode(composition(asset: asset))
        XCTAssertEqual(
            animation.warnings,
            ["image 'picture': image data: truncated or corrupt WebP: the file ends early (not shown)"])
        XCTAssertNil(animation.images["picture"]?.image)
    }

    func testImageFileBesideTheJSON() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-image-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(base64Encoded: Self.quadrantsPNG)!.write(to: folder.appendingPathComponent("images/img_0.png"))
        let asset = #"{"id": "picture", "w": 100, "h": 100, "u": "images/", "p": "img_0.png", "e": 0}"#
        let file = folder.appendingPathComponent("animation.json")
        try Data(composition(asset: asset).utf8).write(to: file)
        let animation = try LottieAnimation(contentsOf: file)
        XCTAssertEqual(animation.images["picture"]?.image?.width, 2)
        XCTAssertEqual(animation.warnings, [])

        // The same document without its folder, or with the file gone, shows nothing and says why.
        let unplaced = try LottieTestFiles.decode(composition(asset: asset))
        XCTAssertNil(unplaced.images["picture"]?.image)
        XCTAssertEqual(unplaced.warnings, ["image 'picture': an image file without the animation's folder (not shown)"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("images/img_0.png"))
        let missing = try LottieAnimation(contentsOf: file)
        XCTAssertEqual(missing.warnings, ["image 'picture': no file images/img_0.png beside the animation (not shown)"])
        _ = LottieAnimationLayer(animation: missing)
    }

    func testBadImagesWarnAndShowNothing() throws {
        let notBase64 = #"{"id": "picture", "w": 10, "h": 10, "e": 1, "p": "data:image/png,abc"}"#
        XCTAssertEqual(
            try LottieTestFiles.decode(composition(asset: notBase64)).warnings,
            ["image 'picture': its data URI is not base64 (not shown)"])
        let notAnImage = #"{"id": "picture", "w": 10, "h": 10, "e": 1, "p": "data:image/png;base64,aGVsbG8="}"#
        let decoded = try LottieTestFiles.decode(composition(asset: notAnImage))
        XCTAssertEqual(decoded.warnings.count, 1)
        XCTAssertTrue(decoded.warnings[0].hasPrefix("image 'picture': "), decoded.warnings[0])
        XCTAssertNil(decoded.images["picture"]?.image)
        let huge = #"{"id": "picture", "w": 1e9, "h": 10, "e": 1, "p": ""}"#
        XCTAssertThrowsError(try LottieTestFiles.decode(composition(asset: huge))) { error in
            XCTAssertEqual("\(error)", "assets[0].w: expected a size from 0 to 16384 points, got 1000000000.0")
        }
    }
    /// lottie-ios's image providers on a player: a picture for an asset the file's folder lacks,
    /// read from another folder (`FilepathImageProvider`) or given by id (`DictionaryImageProvider`),
    /// with the provider's gravity.
    func testAnImageProviderGivesThePictures() throws {
        let file = #"{"id": "picture", "w": 100, "h": 100, "u": "images/", "p": "quadrants.png"}"#
        let animation = try LottieTestFiles.decode(composition(asset: file))
        let player = LottieAnimationLayer(animation: animation)
        func picture() throws -> CALayer {
            try XCTUnwrap(player.sublayers?[0].sublayers?[0].sublayers?[0].sublayers?[0].sublayers?[0])
        }
        XCTAssertNil(try picture().contents, "no file beside the animation")
        XCTAssertEqual(animation.images["picture"]?.directory, "images/")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-images-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try XCTUnwrap(Data(base64Encoded: Self.quadrantsPNG))
        try png.write(to: folder.appendingPathComponent("quadrants.png"))
        player.imageProvider = FilepathImageProvider(filepath: folder.path, contentsGravity: .resizeAspect)
        let read = try XCTUnwrap(try picture().contents as! CGImage?)
        XCTAssertEqual([read.width, read.height], [2, 2])
        XCTAssertEqual(try picture().contentsGravity, .resizeAspect)

        let source = try XCTUnwrap(CGImageSourceCreateWithData(png as CFData, nil))
        let given = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil))
        player.imageProvider = DictionaryImageProvider(["picture": given])
        XCTAssertTrue(try picture().contents as! CGImage? === given)
        XCTAssertEqual(try picture().contentsGravity, .resize)
        player.imageProvider = nil
        XCTAssertNil(try picture().contents)

        // A provider written as for lottie-ios, whose assets are `ImageAsset`s.
        struct Fixed: AnimationImageProvider {
            let image: CGImage
            func imageForAsset(asset _: ImageAsset) -> CGImage? { image }
            func contentsGravity(for _: ImageAsset) -> CALayerContentsGravity { .resizeAspectFill }
        }
        player.imageProvider = Fixed(image: given)
        XCTAssertTrue(try picture().contents as! CGImage? === given)
        XCTAssertEqual(try picture().contentsGravity, .resizeAspectFill)
    }
}

/// `pixel` is opaque `rgb`, each channel within 3 of it (texture sampling rounds).
func assertPixel(
    _ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), is rgb: (UInt8, UInt8, UInt8), _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let pairs = [(pixel.r, rgb.0), (pixel.g, rgb.1), (pixel.b, rgb.2), (pixel.a, 255)]
    XCTAssertTrue(
        pairs.allSatisfy { abs(Int($0) - Int($1)) <= 3 }, "\(pixel) is not \(rgb) \(message)", file: file, line: line)

}
