import Foundation
import XCTest

@testable import LayerTree

/// A still layer's render node is cached; every property change must show in the next snapshot.
final class RenderNodeCacheTests: XCTestCase {
    func testEveryRenderedPropertyChangeReachesTheNextSnapshot() {
        let layer = CALayer()
        let changes: [(String, (CALayer) -> Void)] = [
            ("bounds", { $0.bounds = CGRect(x: 1, y: 2, width: 3, height: 4) }),
            ("position", { $0.position = CGPoint(x: 5, y: 6) }),
            ("anchorPoint", { $0.anchorPoint = CGPoint(x: 0, y: 1) }),
            ("anchorPointZ", { $0.anchorPointZ = 3 }),
            ("zPosition", { $0.zPosition = 2 }),
            ("transform", { $0.transform = CATransform3DMakeScale(2, 2, 1) }),
            ("sublayerTransform", { $0.sublayerTransform = CATransform3DMakeScale(3, 1, 1) }),
            ("geometryFlipped", { $0.isGeometryFlipped = true }),
            ("doubleSided", { $0.isDoubleSided = false }),
            ("opacity", { $0.opacity = 0.5 }),
            ("backgroundColor", { $0.backgroundColor = .white }),
            ("borderWidth", { $0.borderWidth = 2 }),
            ("borderColor", { $0.borderColor = .white }),
            ("cornerRadius", { $0.cornerRadius = 4 }),
            ("maskedCorners", { $0.maskedCorners = [] }),
            ("masksToBounds", { $0.masksToBounds = true }),
            ("opaque", { $0.isOpaque = true }),
            ("allowsGroupOpacity", { $0.allowsGroupOpacity = false }),
            ("allowsEdgeAntialiasing", { $0.allowsEdgeAntialiasing = true }),
            ("name", { $0.name = "renamed" }),
            ("shouldRasterize", { $0.shouldRasterize = true }),
            ("rasterizationScale", { $0.rasterizationScale = 2 }),
        ]
        for (name, change) in changes {
            let before = layer.makeRenderTree(at: 0).nodes[0]
            change(layer)
            let after = layer.makeRenderTree(at: 0).nodes[0]
            XCTAssertNotEqual(before, after, "changing \(name) must change the snapshot")
            XCTAssertEqual(after, layer.makeRenderTree(at: 0).nodes[0], "and the cached node is the new one")
        }
    }
}
