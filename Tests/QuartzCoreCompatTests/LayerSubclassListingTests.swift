import Foundation
import QuartzCore
import XCTest

/// Layer subclasses written as Apple's documentation shows them: `override init(layer: Any)`
/// copies the subclass's own properties into presentation copies.
final class LayerSubclassListingTests: ListingTestCase {
    final class PieSliceLayer: CALayer {
        var startAngle: CGFloat = 0
        var endAngle: CGFloat = 0
        var fillColor: CGColor?

        override init() {
            super.init()
            fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        }

        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? PieSliceLayer {
                startAngle = other.startAngle
                endAngle = other.endAngle
                fillColor = other.fillColor
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A subclass that writes no initializer: it inherits `init(layer:)`.
    final class BadgeLayer: CALayer {
        var count = 3
    }

    func testOverrideInitLayerCopiesTheSubclassesProperties() {
        let root = makeRootLayer()
        let slice = PieSliceLayer()
        slice.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        slice.startAngle = 0.5
        slice.endAngle = 2
        root.addSublayer(slice)
        wait(0)

        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        slice.add(move, forKey: "move")
        wait(0.5)
        let presented = slice.presentation()
        XCTAssertNotNil(presented, "a PieSliceLayer")
        XCTAssertEqual(presented?.startAngle, 0.5)
        XCTAssertEqual(presented?.endAngle, 2)
        XCTAssertEqual(presented?.fillColor?.red, 1)
        XCTAssertEqual(presented?.position.x ?? -1, 50, accuracy: 1e-9)
        XCTAssertTrue(presented?.model() === slice)
    }

    func testASubclassWithoutInitializersKeepsItsClassAndDeclaredProperties() {
        let root = makeRootLayer()
        let badge = BadgeLayer()
        badge.count = 7
        badge.position = CGPoint(x: 12, y: 34)
        badge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(badge)
        wait(0)
        let presented = root.presentation()?.sublayers?.first
        XCTAssertTrue(presented is BadgeLayer)
        XCTAssertEqual(presented?.position, CGPoint(x: 12, y: 34))
        XCTAssertEqual(presented?.backgroundColor?.blue, 1)
        XCTAssertEqual((presented as? BadgeLayer)?.count, 3, "its own properties start at their defaults")
    }
}
