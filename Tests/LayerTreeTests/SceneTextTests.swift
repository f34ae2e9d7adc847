import Foundation
import XCTest

@testable import LayerTree

/// `"type": "text"` layers in scene files (`CATextLayer`).
final class SceneTextTests: XCTestCase {
    private func decode(_ root: String) throws -> Scene {
        try SceneDecoder().decode(Data(#"{"size": [100, 100], "root": \#(root)}"#.utf8))
    }

    private func message(_ root: String) -> String? {
        do {
            _ = try decode(root)
            return nil
        } catch {
            return (error as? SceneError)?.description
        }
    }

    func testTextKeys() throws {
        let scene = try decode(
            #"""
            {"type": "text", "bounds": [0, 0, 80, 20], "string": "Hi", "font": "DejaVu Sans", "fontSize": 12,
             "foregroundColor": "#ff0000", "alignmentMode": "center", "isWrapped": true, "truncationMode": "middle"}
            """#)
        let layer = try XCTUnwrap(scene.root as? CATextLayer)
        XCTAssertEqual(layer.string as? String, "Hi")
        XCTAssertEqual(layer.font as? String, "DejaVu Sans")
        XCTAssertEqual(layer.fontSize, 12)
        XCTAssertEqual(layer.foregroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(layer.alignmentMode, .center)
        XCTAssertTrue(layer.isWrapped)
        XCTAssertEqual(layer.truncationMode, .middle)
        XCTAssertEqual(layer.makeRenderTree(at: 0).root?.text?.string, "Hi")
        XCTAssertEqual(PresentationDump(root: layer, at: 0).root.type, "text")
    }

    func testDefaultsAreCoreAnimations() {
        let layer = CATextLayer()
        XCTAssertEqual(layer.fontSize, 36)
        XCTAssertEqual(layer.foregroundColor, .white)
        XCTAssertEqual(layer.alignmentMode, .natural)
        XCTAssertFalse(layer.isWrapped)
        XCTAssertEqual(layer.truncationMode, CATextLayerTruncationMode.none)
        XCTAssertNil(layer.makeRenderTree(at: 0).root?.text, "no string, nothing to draw")
    }

    func testTextKeysErrors() {
        XCTAssertEqual(message(#"{"string": "x"}"#), #"root: 'string' is a key of text layers ("type": "text")"#)
        XCTAssertEqual(
            message(#"{"type": "text", "alignmentMode": "middle"}"#),
            "root.alignmentMode: unknown alignment mode 'middle'; expected one of natural, left, right, center, justified"
        )
        XCTAssertEqual(message(#"{"type": "text", "fontSize": 0}"#), "root.fontSize: expected a positive number, got 0")
    }

    func testPresentationCopyKeepsText() {
        let layer = CATextLayer()
        layer.string = "copy me"
        layer.isWrapped = true
        let copy = CATextLayer(layer: layer)
        XCTAssertEqual(copy.string as? String, "copy me")
        XCTAssertTrue(copy.isWrapped)
    }
}
