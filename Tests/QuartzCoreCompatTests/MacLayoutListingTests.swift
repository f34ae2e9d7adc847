import QuartzCore
import XCTest

// macOS's desktop layout as Apple code writes it: a constraint layout manager placing two
// layers around each other, and autoresizing layers following a window's size.

final class MacLayoutListingTests: ListingTestCase {
    // The programming guide's constraint layout: layer A centred in its parent, layer B as wide as
    // A, centred under it (by frame coordinates: B's maxY 10 points before A's minY) and
    // 10 points from the parent's minY edge.
    func testConstraintLayoutOfTwoLayers() {
        let theLayer = makeRootLayer()
        theLayer.layoutManager = CAConstraintLayoutManager()

        let layerA = CALayer()
        layerA.name = "layerA"
        layerA.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        layerA.borderWidth = 2.0
        layerA.addConstraint(CAConstraint(attribute: .midY, relativeTo: "superlayer", attribute: .midY))
        layerA.addConstraint(CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX))
        theLayer.addSublayer(layerA)

        let layerB = CALayer()
        layerB.name = "layerB"
        layerB.borderWidth = 2.0
        layerB.addConstraint(CAConstraint(attribute: .width, relativeTo: "layerA", attribute: .width))
        layerB.addConstraint(CAConstraint(attribute: .midX, relativeTo: "layerA", attribute: .midX))
        layerB.addConstraint(CAConstraint(attribute: .maxY, relativeTo: "layerA", attribute: .minY, offset: -10.0))
        layerB.addConstraint(CAConstraint(attribute: .minY, relativeTo: "superlayer", attribute: .minY, offset: 10.0))
        theLayer.addSublayer(layerB)
        wait(0)

        XCTAssertEqual(layerA.frame, CGRect(x: 110, y: 230, width: 100, height: 20))
        XCTAssertEqual(layerB.frame, CGRect(x: 110, y: 10, width: 100, height: 210))
        XCTAssertEqual(layerA.constraints?.count, 2)
        XCTAssertEqual(layerB.constraints?.map(\.sourceName), ["layerA", "layerA", "layerA", "superlayer"])
    }

    // A window's content inset by 20 points on every side, a status bar stretched along its
    // maxY edge, and a badge pinned to the maxX-minY corner, as an AppKit app autoresizes them.
    func testAutoresizingFollowsTheWindow() {
        let window = CALayer()
        window.bounds = CGRect(x: 0, y: 0, width: 640, height: 480)

        let content = CALayer()
        content.frame = window.bounds.insetBy(dx: 20, dy: 20)
        content.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
        window.addSublayer(content)

        let statusBar = CALayer()
        statusBar.frame = CGRect(x: 0, y: 456, width: 640, height: 24)
        statusBar.autoresizingMask = [.layerWidthSizable, .layerMinYMargin]
        window.addSublayer(statusBar)

        let badge = CALayer()
        badge.frame = CGRect(x: 600, y: 8, width: 32, height: 16)
        badge.autoresizingMask = [.layerMinXMargin, .layerMaxYMargin]
        window.addSublayer(badge)

        window.bounds.size = CGSize(width: 800, height: 600)
        XCTAssertEqual(content.frame, CGRect(x: 20, y: 20, width: 760, height: 560))
        XCTAssertEqual(statusBar.frame, CGRect(x: 0, y: 576, width: 800, height: 24))
        XCTAssertEqual(badge.frame, CGRect(x: 760, y: 8, width: 32, height: 16))
    }

    // A layout manager of the app's own: a row of equal cells.
    func testACustomLayoutManager() {
        final class RowLayout: NSObject, CALayoutManager {
            func layoutSublayers(of layer: CALayer) {
                let cells = layer.sublayers ?? []
                let width = layer.bounds.width / CGFloat(max(cells.count, 1))
                for (index, cell) in cells.enumerated() {
                    cell.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: layer.bounds.height)
                }
            }
        }
        let strip = CALayer()
        strip.bounds = CGRect(x: 0, y: 0, width: 300, height: 40)
        strip.layoutManager = RowLayout()
        for _ in 0..<3 { strip.addSublayer(CALayer()) }
        strip.layoutIfNeeded()
        XCTAssertEqual(strip.sublayers?.map(\.frame.minX), [0, 100, 200])
        XCTAssertEqual(strip.preferredFrameSize(), CGSize(width: 300, height: 40), "the manager's default")
    }
}
