import Foundation
import XCTest

@testable import LayerTree

/// macOS's autoresizing: a new bounds size moves and stretches the sublayers as their
/// `autoresizingMask` says, sharing the change evenly among an axis's flexible parts.
final class AutoresizingTests: XCTestCase {
    /// A 200×100 superlayer with one sublayer at `frame` masked by `mask`.
    private func makePair(
        frame: CGRect, mask: CAAutoresizingMask
    ) -> (superlayer: CALayer, sublayer: CALayer) {
        let superlayer = CALayer()
        superlayer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let sublayer = CALayer()
        sublayer.frame = frame
        sublayer.autoresizingMask = mask
        superlayer.addSublayer(sublayer)
        return (superlayer, sublayer)
    }

    func testFlexibleSizeKeepsTheMargins() {
        let (superlayer, sublayer) = makePair(
            frame: CGRect(x: 10, y: 20, width: 180, height: 60), mask: [.layerWidthSizable, .layerHeightSizable])
        superlayer.bounds.size = CGSize(width: 300, height: 50)
        XCTAssertEqual(sublayer.frame, CGRect(x: 10, y: 20, width: 280, height: 10))
    }

    func testFlexibleMinMarginPinsTheMaxEdge() {
        let (superlayer, sublayer) = makePair(
            frame: CGRect(x: 150, y: 10, width: 40, height: 20), mask: [.layerMinXMargin, .layerMaxYMargin])
        superlayer.bounds.size = CGSize(width: 260, height: 140)
        XCTAssertEqual(sublayer.frame, CGRect(x: 210, y: 10, width: 40, height: 20), "10 from the right, top kept")
    }

    /// `NSView`'s documented example: width and right margin flexible, 10 points wider, 5 each.
    func testTheChangeIsSharedEvenlyAmongFlexibleParts() {
        let (superlayer, sublayer) = makePair(
            frame: CGRect(x: 10, y: 10, width: 100, height: 20), mask: [.layerWidthSizable, .layerMaxXMargin])
        superlayer.bounds.size.width = 210
        XCTAssertEqual(sublayer.frame, CGRect(x: 10, y: 10, width: 105, height: 20))
        let (wide, centred) = makePair(
            frame: CGRect(x: 50, y: 0, width: 100, height: 20), mask: [.layerMinXMargin, .layerMaxXMargin])
        wide.bounds.size.width = 260
        XCTAssertEqual(centred.frame.midX, 130, "both margins flexible: stays centred")
    }

    func testNotSizableAndOtherAxesAreLeftAlone() {
        let (superlayer, fixed) = makePair(frame: CGRect(x: 10, y: 10, width: 20, height: 20), mask: [])
        let heightOnly = CALayer()
        heightOnly.frame = CGRect(x: 40, y: 10, width: 20, height: 20)
        heightOnly.autoresizingMask = .layerHeightSizable
        superlayer.addSublayer(heightOnly)
        superlayer.bounds.size.width = 400
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(heightOnly.frame, CGRect(x: 40, y: 10, width: 20, height: 20), "the width change is not its")
        superlayer.bounds.origin = CGPoint(x: 5, y: 5)
        XCTAssertEqual(heightOnly.frame.height, 20, "a new origin is no new size")
    }

    func testResizingCascadesAndCanBeOverridden() {
        final class Counting: CALayer {
            var oldSizes: [CGSize] = []
            override func resizeSublayers(withOldSize oldSize: CGSize) {
                oldSizes.append(oldSize)
                super.resizeSublayers(withOldSize: oldSize)
            }
        }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let middle = Counting()
        middle.frame = root.bounds
        middle.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
        let leaf = CALayer()
        leaf.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        leaf.autoresizingMask = .layerWidthSizable
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        root.bounds.size = CGSize(width: 150, height: 120)
        XCTAssertEqual(middle.oldSizes, [CGSize(width: 100, height: 100)])
        XCTAssertEqual(leaf.frame, CGRect(x: 0, y: 0, width: 150, height: 10))
    }

    func testPresentationCopiesDoNotAutoresize() {
        let (superlayer, sublayer) = makePair(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), mask: .layerWidthSizable)
        let copy = CALayer(layer: superlayer)
        copy.bounds.size.width = 50
        XCTAssertEqual(sublayer.frame.width, 200)
    }
}
