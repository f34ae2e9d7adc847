import Foundation
import XCTest

@testable import LayerTree

/// `CAScrollLayer` and `CALayer`'s scrolling methods: scrolling moves the scroll layer's
/// `bounds.origin` along the axes its `scrollMode` allows, as Core Animation documents.
final class ScrollLayerTests: XCTestCase {
    /// A 100×80 scroll layer at (10, 20) in a root, holding a 400×300 content layer at its
    /// origin with a 20×20 item at (150, 200)…(170, 220) in the content's coordinates.
    private func makeTree() -> (root: CALayer, scroller: CAScrollLayer, content: CALayer, item: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let item = CALayer()
        item.frame = CGRect(x: 150, y: 200, width: 20, height: 20)
        root.addSublayer(scroller)
        scroller.addSublayer(content)
        content.addSublayer(item)
        return (root, scroller, content, item)
    }

    // MARK: Defaults

    func testDefaultsAreCoreAnimations() {
        let scroller = CAScrollLayer()
        XCTAssertEqual(scroller.scrollMode, .both)
        XCTAssertTrue(scroller.masksToBounds, "a scroll layer clips to its bounds")
        XCTAssertEqual(CAScrollLayer.defaultValue(forKey: "masksToBounds") as? Bool, true)
        XCTAssertEqual(CALayer.defaultValue(forKey: "masksToBounds") as? Bool, false)
        XCTAssertEqual(scroller.value(forKey: "scrollMode") as? CAScrollLayerScrollMode, .both)
        XCTAssertEqual(CAScrollLayerScrollMode.all.map(\.rawValue), ["none", "vertically", "horizontally", "both"])
        XCTAssertFalse(CAScrollLayer.animatableKeys.contains("scrollMode"), "scrollMode does not animate")
    }

    func testPresentationCopiesKeepTheModeAndTheOrigin() throws {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 7, y: 9))
        scroller.masksToBounds = false
        let copy = try XCTUnwrap(scroller.presentation(at: 0))
        XCTAssertEqual(copy.scrollMode, .vertically)
        XCTAssertEqual(copy.bounds.origin, CGPoint(x: 0, y: 9))
        XCTAssertFalse(copy.masksToBounds)
    }

    // MARK: scroll(to:) with a point

    func testScrollToAPointMovesTheBoundsOriginAlongTheAllowedAxes() {
        let expected: [(CAScrollLayerScrollMode, CGPoint)] = [
            (.both, CGPoint(x: 30, y: 40)), (.horizontally, CGPoint(x: 30, y: 5)),
            (.vertically, CGPoint(x: 5, y: 40)), (.none, CGPoint(x: 5, y: 5)),
        ]
        for (mode, origin) in expected {
            let scroller = CAScrollLayer()
            scroller.bounds = CGRect(x: 5, y: 5, width: 100, height: 80)
            scroller.scrollMode = mode
            scroller.scroll(to: CGPoint(x: 30, y: 40))
            XCTAssertEqual(
                scroller.bounds, CGRect(origin: origin, size: CGSize(width: 100, height: 80)), "\(mode.rawValue)")
        }
    }

    // MARK: scroll(to:) with a rectangle

    func testScrollToARectMovesTheLeastThatShowsIt() {
        func origin(after r: CGRect, from start: CGPoint = .zero, mode: CAScrollLayerScrollMode = .both) -> CGPoint {
            let scroller = CAScrollLayer()
            scroller.bounds = CGRect(origin: start, size: CGSize(width: 100, height: 80))
            scroller.scrollMode = mode
            scroller.scroll(to: r)
            return scroller.bounds.origin
        }
        // Already inside: nothing moves.
        XCTAssertEqual(origin(after: CGRect(x: 10, y: 10, width: 50, height: 50)), .zero)
        // Past the far edges: the rectangle's far edges come to the bounds' far edges.
        XCTAssertEqual(origin(after: CGRect(x: 150, y: 200, width: 20, height: 20)), CGPoint(x: 70, y: 140))
        // Before the near edges: its near edges come to the bounds' near edges.
        XCTAssertEqual(
            origin(after: CGRect(x: 20, y: 30, width: 10, height: 10), from: CGPoint(x: 200, y: 200)),
            CGPoint(x: 20, y: 30))
        // Partly out on one axis only: the other axis stays.
        XCTAssertEqual(origin(after: CGRect(x: 90, y: 10, width: 30, height: 10)), CGPoint(x: 20, y: 0))
        // Larger than the bounds: its minimum edges show.
        XCTAssertEqual(origin(after: CGRect(x: 50, y: 60, width: 300, height: 300)), CGPoint(x: 50, y: 60))
        // The mode limits the axes.
        let r = CGRect(x: 150, y: 200, width: 20, height: 20)
        XCTAssertEqual(origin(after: r, mode: .horizontally), CGPoint(x: 70, y: 0))
        XCTAssertEqual(origin(after: r, mode: .vertically), CGPoint(x: 0, y: 140))
        XCTAssertEqual(origin(after: r, mode: .none), .zero)
    }

    // MARK: CALayer's scrolling methods

    func testScrollFromASublayerPutsItsPointAtTheScrollLayersOrigin() {
        let (_, scroller, content, item) = makeTree()
        item.scroll(CGPoint(x: 5, y: 6))  // (155, 206) in the scroll layer
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 155, y: 206))
        content.scroll(CGPoint(x: 40, y: 30))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 40, y: 30))
        scroller.scroll(CGPoint(x: 1, y: 2))  // a scroll layer scrolls itself
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 1, y: 2))
        XCTAssertEqual(scroller.bounds.size, CGSize(width: 100, height: 80))
    }

    func testScrollingWithoutAScrollLayerDoesNothing() {
        let (root, scroller, _, _) = makeTree()
        let loose = CALayer()
        loose.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.addSublayer(loose)
        loose.scroll(CGPoint(x: 10, y: 10))
        loose.scrollRectToVisible(CGRect(x: 100, y: 100, width: 10, height: 10))
        root.scroll(CGPoint(x: 10, y: 10))
        XCTAssertEqual(loose.bounds.origin, .zero)
        XCTAssertEqual(root.bounds.origin, .zero)
        XCTAssertEqual(scroller.bounds.origin, .zero, "a scroll layer below is no ancestor")
    }

    func testScrollRectToVisibleConvertsToTheScrollLayer() {
        let (_, scroller, _, item) = makeTree()
        item.scrollRectToVisible(item.bounds)  // (150, 200)…(170, 220) in the scroll layer
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 70, y: 140))
        item.scrollRectToVisible(item.bounds)  // now visible: nothing moves
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 70, y: 140))
    }

    func testTheNearestScrollLayerScrolls() {
        let (_, outer, content, _) = makeTree()
        let inner = CAScrollLayer()
        inner.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let leaf = CALayer()
        leaf.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        content.addSublayer(inner)
        inner.addSublayer(leaf)
        leaf.scroll(CGPoint(x: 30, y: 40))
        XCTAssertEqual(inner.bounds.origin, CGPoint(x: 30, y: 40))
        XCTAssertEqual(outer.bounds.origin, .zero)
    }

    func testVisibleRectIsTheBoundsInsideTheScrollLayer() {
        let (root, scroller, content, item) = makeTree()
        XCTAssertEqual(content.visibleRect, CGRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertTrue(item.visibleRect.isEmpty, "scrolled out of sight")
        scroller.scroll(to: CGPoint(x: 160, y: 150))
        XCTAssertEqual(content.visibleRect, CGRect(x: 160, y: 150, width: 100, height: 80))
        XCTAssertEqual(
            item.visibleRect, CGRect(x: 10, y: 0, width: 10, height: 20), "its right half, all of its height")
        XCTAssertEqual(scroller.visibleRect, scroller.bounds)
        XCTAssertEqual(root.visibleRect, root.bounds, "no scroll layer: the whole bounds")
    }

    // MARK: Scene files

    private func decodeRoot(_ layer: String) throws -> CALayer {
        try SceneDecoder().decode(Data((#"{"size": [100, 100], "root": "# + layer + "}").utf8)).root
    }

    func testSceneScrollLayersScrollAfterTheirGeometry() throws {
        let layer = try decodeRoot(
            #"{"type": "scroll", "scrollOffset": [30, 40], "frame": [0, 0, 60, 50], "scrollMode": "vertically"}"#)
        let scroller = try XCTUnwrap(layer as? CAScrollLayer)
        XCTAssertEqual(scroller.scrollMode, .vertically)
        XCTAssertEqual(scroller.bounds, CGRect(x: 0, y: 40, width: 60, height: 50), "only y scrolls")
        XCTAssertTrue(scroller.masksToBounds)
        let unclipped = try decodeRoot(#"{"type": "scroll", "masksToBounds": false, "scrollOffset": [5, 6]}"#)
        XCTAssertFalse(unclipped.masksToBounds)
        XCTAssertEqual(unclipped.bounds.origin, CGPoint(x: 5, y: 6))
    }

    func testDumpNamesTheType() throws {
        let scroller = CAScrollLayer()
        scroller.scroll(to: CGPoint(x: 3, y: 4))
        let dump = PresentationDump(root: scroller, at: 0)
        XCTAssertEqual(dump.root.type, "scroll")
        XCTAssertEqual(dump.root["bounds"]?.numbers, [3, 4, 0, 0])
        XCTAssertEqual(dump.root["masksToBounds"], .bool(true))
    }
}
