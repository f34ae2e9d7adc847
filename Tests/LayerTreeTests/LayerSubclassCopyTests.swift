import Foundation
import XCTest

@testable import LayerTree

/// Presentation and committed copies of a layer subclass are made through `init(layer:)` as the
/// subclass overrides or inherits it (`init(presentationOf:)`), so they keep its class.
final class LayerSubclassCopyTests: XCTestCase {
    final class DialLayer: CALayer {
        var needleAngle: CGFloat = 0
        private(set) var copiedFromModel = false

        override init() { super.init() }

        override init(layer: Any) {
            super.init(layer: layer)
            needleAngle = (layer as? DialLayer)?.needleAngle ?? 0
            copiedFromModel = true
        }
    }

    final class PlainSubclass: CALayer {
        var tag = 1
    }

    /// The dynamic class, as LayerKit's copies see it.
    private func layerType(of layer: CALayer) -> CALayer.Type { type(of: layer) }

    func testCommittedCopiesRunTheSubclassesInitLayer() throws {
        let root = CALayer()
        let dial = DialLayer()
        dial.needleAngle = 1.25
        dial.opacity = 0.5
        root.addSublayer(dial)
        let copy = try XCTUnwrap(layerType(of: dial).init(presentationOf: dial) as? DialLayer)
        XCTAssertEqual(copy.needleAngle, 1.25)
        XCTAssertTrue(copy.copiedFromModel)
        XCTAssertEqual(copy.opacity, 0.5)
        XCTAssertTrue(copy.isPresentationCopy)
        XCTAssertEqual(copy.layerID, dial.layerID)
        let committed = CommittedTree(root)
        XCTAssertEqual(committed.layerCount, 2)
        XCTAssertEqual(committed.renderTree(at: 0).nodes[1].opacity, 0.5)
    }

    func testASubclassWithoutInitializersInheritsTheCopy() {
        let plain = PlainSubclass()
        plain.tag = 9
        plain.position = CGPoint(x: 3, y: 4)
        let copy = layerType(of: plain).init(presentationOf: plain)
        XCTAssertTrue(copy is PlainSubclass)
        XCTAssertEqual(copy.position, CGPoint(x: 3, y: 4))
        XCTAssertEqual((copy as? PlainSubclass)?.tag, 1, "its own stored properties start at their defaults")
    }
}
