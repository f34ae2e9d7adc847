import Foundation
import XCTest

@testable import LayerTree

/// `CAConstraintLayoutManager`: each axis solved from its constraints, sources by name, in
/// dependency order, at the superlayer's layout pass.
final class ConstraintLayoutTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CATransaction.flush()
    }

    private func makeContainer() -> CALayer {
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        container.layoutManager = CAConstraintLayoutManager()
        return container
    }

    private func makeSublayer(_ name: String, size: CGSize, in container: CALayer) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.bounds = CGRect(origin: .zero, size: size)
        container.addSublayer(layer)
        return layer
    }

    func testOneEdgeKeepsTheSizeTwoEdgesSetIt() {
        let container = makeContainer()
        let badge = makeSublayer("badge", size: CGSize(width: 40, height: 20), in: container)
        badge.addConstraint(CAConstraint(attribute: .maxX, relativeTo: "superlayer", attribute: .maxX, offset: -10))
        badge.addConstraint(CAConstraint(attribute: .minY, relativeTo: "superlayer", attribute: .minY, offset: 10))
        let bar = makeSublayer("bar", size: CGSize(width: 10, height: 10), in: container)
        bar.addConstraint(CAConstraint(attribute: .minX, relativeTo: "superlayer", attribute: .minX, offset: 20))
        bar.addConstraint(CAConstraint(attribute: .maxX, relativeTo: "superlayer", attribute: .maxX, offset: -20))
        bar.addConstraint(CAConstraint(attribute: .midY, relativeTo: "superlayer", attribute: .midY))
        container.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 350, y: 10, width: 40, height: 20))
        XCTAssertEqual(bar.frame, CGRect(x: 20, y: 145, width: 360, height: 10))
    }

    func testScaleSizeAndCentre() {
        let container = makeContainer()
        let half = makeSublayer("half", size: CGSize(width: 10, height: 10), in: container)
        half.addConstraint(
            CAConstraint(attribute: .width, relativeTo: "superlayer", attribute: .width, scale: 0.5, offset: 0))
        half.addConstraint(CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX))
        half.addConstraint(CAConstraint(attribute: .height, relativeTo: "superlayer", attribute: .height, offset: -100))
        half.addConstraint(CAConstraint(attribute: .maxY, relativeTo: "superlayer", attribute: .maxY))
        container.layoutIfNeeded()
        XCTAssertEqual(half.frame, CGRect(x: 100, y: 100, width: 200, height: 200))
    }

    /// A layer placed relative to a sibling listed after it: the sibling is solved first.
    func testSiblingsAreSolvedBeforeTheLayersThatReadThem() {
        let container = makeContainer()
        let detail = makeSublayer("detail", size: CGSize(width: 100, height: 20), in: container)
        let title = makeSublayer("title", size: CGSize(width: 120, height: 30), in: container)
        detail.addConstraint(CAConstraint(attribute: .minX, relativeTo: "title", attribute: .minX))
        detail.addConstraint(CAConstraint(attribute: .minY, relativeTo: "title", attribute: .maxY, offset: 4))
        title.addConstraint(CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX))
        title.addConstraint(CAConstraint(attribute: .minY, relativeTo: "superlayer", attribute: .minY, offset: 10))
        container.layoutIfNeeded()
        XCTAssertEqual(title.frame, CGRect(x: 140, y: 10, width: 120, height: 30))
        XCTAssertEqual(detail.frame, CGRect(x: 140, y: 44, width: 100, height: 20))
    }

    func testANewSuperlayerSizeLaysOutAgainAtTheCommit() {
        let container = makeContainer()
        let footer = makeSublayer("footer", size: CGSize(width: 10, height: 30), in: container)
        footer.constraints = [
            CAConstraint(attribute: .minX, relativeTo: "superlayer", attribute: .minX),
            CAConstraint(attribute: .width, relativeTo: "superlayer", attribute: .width),
            CAConstraint(attribute: .maxY, relativeTo: "superlayer", attribute: .maxY),
        ]
        CATransaction.flush()
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 270, width: 400, height: 30))
        container.bounds.size = CGSize(width: 500, height: 200)
        CATransaction.flush()
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 170, width: 500, height: 30))
    }

    func testUnknownSourcesCyclesAndUnconstrainedLayers() {
        let container = makeContainer()
        let loose = makeSublayer("loose", size: CGSize(width: 10, height: 10), in: container)
        loose.position = CGPoint(x: 77, y: 66)
        let orphan = makeSublayer("orphan", size: CGSize(width: 10, height: 10), in: container)
        orphan.addConstraint(CAConstraint(attribute: .minX, relativeTo: "nobody", attribute: .minX))
        let a = makeSublayer("a", size: CGSize(width: 10, height: 10), in: container)
        let b = makeSublayer("b", size: CGSize(width: 10, height: 10), in: container)
        a.addConstraint(CAConstraint(attribute: .minX, relativeTo: "b", attribute: .maxX))
        b.addConstraint(CAConstraint(attribute: .minX, relativeTo: "a", attribute: .maxX))
        container.layoutIfNeeded()
        XCTAssertEqual(loose.position, CGPoint(x: 77, y: 66), "no constraints: not moved")
        XCTAssertEqual(orphan.frame, CGRect(x: -5, y: -5, width: 10, height: 10), "unknown source: unchanged")
        XCTAssertEqual(a.frame.minX, b.frame.maxX, "a cycle ends, reading the current frame")
    }

    /// The layout manager is asked when the delegate does not lay out, and told of invalidations.
    func testTheLayerAsksItsManagerAndTellsItOfInvalidation() {
        final class Recorder: CALayoutManager {
            var events: [String] = []
            func invalidateLayout(of layer: CALayer) { events.append("invalidate") }
            func layoutSublayers(of layer: CALayer) { events.append("layout") }
            func preferredSize(of layer: CALayer) -> CGSize { CGSize(width: 7, height: 9) }
        }
        final class Delegate: CALayerDelegate {}
        let manager = Recorder()
        let layer = CALayer()
        layer.layoutManager = manager
        XCTAssertEqual(manager.events, ["invalidate"], "setting the manager marks the layer")
        layer.setNeedsLayout()
        XCTAssertEqual(manager.events, ["invalidate"], "already marked: told once")
        layer.layoutIfNeeded()
        XCTAssertEqual(manager.events, ["invalidate", "layout"])
        let delegate = Delegate()
        layer.delegate = delegate
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        XCTAssertEqual(manager.events.suffix(2), ["invalidate", "layout"], "a delegate's default asks the manager")
        XCTAssertEqual(layer.preferredFrameSize(), CGSize(width: 7, height: 9))
    }
}
