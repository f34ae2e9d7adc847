import Foundation
import XCTest

@testable import LayerTree

/// `shouldRasterize` and `rasterizationScale`: defaults, copies, animation, snapshots, scene files and dumps.
final class RasterizationPropertyTests: XCTestCase {
    func testDefaultsAreCoreAnimations() {
        let layer = CALayer()
        XCTAssertFalse(layer.shouldRasterize)
        XCTAssertEqual(layer.rasterizationScale, 1)
        let node = layer.makeRenderTree(at: 0).nodes[0]
        XCTAssertFalse(node.shouldRasterize)
        XCTAssertEqual(node.rasterizationScale, 1)
    }

    func testPresentationCopiesAndSnapshotsCarryBoth() {
        let layer = CALayer()
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        let copy = CALayer(layer: layer)
        XCTAssertTrue(copy.shouldRasterize)
        XCTAssertEqual(copy.rasterizationScale, 3)
        let node = layer.makeRenderTree(at: 0).nodes[0]
        XCTAssertTrue(node.shouldRasterize)
        XCTAssertEqual(node.rasterizationScale, 3)
    }

    func testRasterizationScaleIsAnimatableAndShouldRasterizeIsNot() throws {
        XCTAssertTrue(CALayer.animatableKeys.contains("rasterizationScale"))
        XCTAssertFalse(CALayer.animatableKeys.contains("shouldRasterize"))
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "rasterizationScale")
        animation.fromValue = 1.0
        animation.toValue = 3.0
        animation.duration = 1
        animation.beginTime = 100  // 0 would mean "now"
        layer.add(animation, forKey: "scale")
        let node = layer.makeRenderTree(at: 100.5).nodes[0]
        XCTAssertEqual(Double(node.rasterizationScale), 2, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "rasterizationScale") as? CGFloat, 1, "the model keeps its value")
    }

    func testSceneFilesDecodeBoth() throws {
        let json = #"{"size": [10, 10], "root": {"shouldRasterize": true, "rasterizationScale": 2}}"#
        let root = try SceneDecoder().decode(Data(json.utf8)).root
        XCTAssertTrue(root.shouldRasterize)
        XCTAssertEqual(root.rasterizationScale, 2)
        XCTAssertFalse(SceneLayerKeys.unsupportedCommon.contains("shouldRasterize"))

        let bad = #"{"size": [10, 10], "root": {"rasterizationScale": 0}}"#
        XCTAssertThrowsError(try SceneDecoder().decode(Data(bad.utf8))) { error in
            XCTAssertEqual("\(error)", "root.rasterizationScale: expected a number from 0.01 to 100, got 0")
        }
    }

    func testPresentationDumpListsBoth() throws {
        let layer = CALayer()
        layer.shouldRasterize = true
        layer.rasterizationScale = 2.5
        let dump = PresentationDump(root: layer, at: 0)
        XCTAssertEqual(dump.root["shouldRasterize"], .bool(true))
        XCTAssertEqual(dump.root["rasterizationScale"], .number(2.5))
    }
}
