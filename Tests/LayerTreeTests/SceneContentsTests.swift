import Foundation
import XCTest

@testable import LayerTree

/// The content keys of scene files, `CALayer`'s content properties, and their render nodes.
final class SceneContentsTests: XCTestCase {
    private static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/images")

    private func decode(_ root: String, loader: StubImageLoader = StubImageLoader()) throws -> Scene {
        try SceneDecoder(imageLoader: loader).decode(
            Data(#"{"size": [100, 100], "root": \#(root)}"#.utf8), baseURL: Self.images)
    }

    private func message(_ root: String) -> String? {
        do {
            _ = try decode(root)
            return nil
        } catch {
            return (error as? SceneError)?.description
        }
    }

    func testContentsResolveAgainstTheSceneFolder() throws {
        let loader = StubImageLoader()
        let scene = try decode(
            #"{"contents": "arrow.png", "sublayers": [{"contents": "./arrow.png"}]}"#, loader: loader)
        XCTAssertEqual(scene.root.contentsImage?.sourceName, "arrow.png")
        XCTAssertEqual(
            loader.requested, [Self.images.appendingPathComponent("arrow.png").standardizedFileURL],
            "one load for both layers, before any layer is built")
        XCTAssertTrue(scene.root.contentsImage === scene.root.sublayers?[0].contentsImage)
    }

    /// A file that cannot be decoded leaves its layer empty and is reported at the key's path.
    func testUnloadableImageIsAnErrorAndAnEmptyLayer() throws {
        let scene = try decode(#"{"sublayers": [{"name": "a"}, {"contents": "missing.png"}]}"#)
        XCTAssertNil(scene.root.sublayers?[1].contents)
        XCTAssertEqual(
            scene.contentErrors.map(\.description),
            [
                "root.sublayers[1].contents: \(Self.images.appendingPathComponent("missing.png").path): cannot read image file: no such file"
            ])
    }

    func testMalformedContentValues() {
        XCTAssertEqual(message(#"{"contents": 3}"#), "root.contents: expected a string, got a number")
        XCTAssertEqual(
            message(#"{"contents": ""}"#), "root.contents: expected an image file path (PNG or JPEG), got \"\"")
        XCTAssertEqual(
            message(#"{"contentsGravity": "middle"}"#),
            "root.contentsGravity: unknown gravity 'middle'; expected one of center, top, bottom, left, right, topLeft,"
                + " topRight, bottomLeft, bottomRight, resize, resizeAspect, resizeAspectFill")
        XCTAssertEqual(
            message(#"{"minificationFilter": "cubic"}"#),
            "root.minificationFilter: unknown filter 'cubic'; expected one of linear, nearest, trilinear")
        XCTAssertEqual(message(#"{"contentsRect": [0, 0, 1]}"#)?.hasPrefix("root.contentsRect: "), true)
    }

    func testContentsWithoutALoaderIsAnError() {
        XCTAssertThrowsError(try SceneDecoder().decode(Data(#"{"size": [1, 1], "root": {"contents": "a.png"}}"#.utf8)))
        {
            XCTAssertEqual(
                (($0 as? SceneError)?.description),
                "root.contents: this SceneDecoder cannot read images: create it with SceneDecoder(imageLoader:)")
        }
    }

    func testRenderNodeCarriesTheContents() throws {
        let image = try XCTUnwrap(CGImage(width: 1, height: 1, pixels: [1, 2, 3, 255]))
        let layer = CALayer()
        layer.contents = image
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        layer.contentsGravity = .topLeft
        layer.contentsScale = 3
        layer.magnificationFilter = .nearest
        let node = try XCTUnwrap(layer.makeRenderTree(at: 0).root)
        XCTAssertEqual(
            node.contents,
            RenderContents(
                image: image, contentsRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5), gravity: .topLeft,
                contentsScale: 3, magnificationFilter: .nearest))
        layer.contents = nil
        XCTAssertNil(layer.makeRenderTree(at: 0).root?.contents, "a changed property refreshes the cached node")
    }

    /// Presentation copies (animated layers) keep the contents.
    func testPresentationCopiesKeepContents() throws {
        let layer = CALayer()
        layer.contents = CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        layer.contentsGravity = .center
        let copy = CALayer(layer: layer)
        XCTAssertTrue(copy.contentsImage === layer.contentsImage)
        XCTAssertEqual(copy.contentsGravity, .center)
    }

    func testDumpListsContents() throws {
        let scene = try decode(#"{"contents": "arrow.png", "contentsGravity": "top"}"#)
        let object = try JSONSerialization.jsonObject(with: PresentationDump(root: scene.root, at: 0).jsonData())
        let root = try XCTUnwrap((object as? [String: Any])?["root"] as? [String: Any])
        let contents = try XCTUnwrap(root["contents"] as? [String: Any])
        XCTAssertEqual(contents["source"] as? String, "arrow.png")
        XCTAssertEqual(contents["width"] as? Int, 4)
        XCTAssertEqual(root["contentsGravity"] as? String, "top")
    }

    func testImagePremultipliesStraightPixels() throws {
        let straight = try XCTUnwrap(
            CGImage(width: 2, height: 1, pixels: [255, 128, 0, 128, 10, 20, 30, 0], alphaInfo: .last))
        XCTAssertEqual(straight.premultipliedPixels(), [128, 64, 0, 128, 0, 0, 0, 0])
        XCTAssertNil(CGImage(width: 2, height: 2, pixels: [0, 0, 0, 0]), "wrong byte count")
    }
}
