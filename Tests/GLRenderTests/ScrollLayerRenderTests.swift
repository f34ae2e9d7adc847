import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `CAScrollLayer` on screen: scrolling moves the content by the bounds origin, and the
/// scroll layer clips it to its bounds (`masksToBounds`, true by default).
final class ScrollLayerRenderTests: XCTestCase {
    private let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)

    /// A 100×100 scroll layer at (50, 50)…(150, 150) on a 200×200 canvas, scrolling a 200×200
    /// picture of four 100×100 quadrants: red top-left, green top-right, blue bottom-left,
    /// yellow bottom-right.
    private func makeScene() -> (root: CALayer, scroller: CAScrollLayer, picture: CALayer) {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let picture = CALayer()
        picture.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        picture.addSublayer(solidLayer(100, 100, at: 50, 50, red))
        picture.addSublayer(solidLayer(100, 100, at: 150, 50, green))
        picture.addSublayer(solidLayer(100, 100, at: 50, 150, blue))
        picture.addSublayer(solidLayer(100, 100, at: 150, 150, yellow))
        scroller.addSublayer(picture)
        root.addSublayer(scroller)
        return (root, scroller, picture)
    }

    private func render(_ root: CALayer, _ name: String) throws -> RGBAImage {
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        try RenderHarness.keep(image, named: "scroll-\(name)")
        return image
    }

    /// The colour in the middle of each quarter of the scroll layer (75/125 on the canvas), and
    /// just outside its four edges.
    private func assertShows(
        _ image: RGBAImage, _ quarters: [CGColor], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let places = [(75, 75), (125, 75), (75, 125), (125, 125)]
        for ((x, y), color) in zip(places, quarters) {
            XCTAssertTrue(image.matches(x, y, color), "(\(x), \(y)) is \(image.rgb(x, y))", file: file, line: line)
        }
        for (x, y) in [(48, 100), (152, 100), (100, 48), (100, 152)] {
            XCTAssertTrue(
                image.matches(x, y, .white), "clipped at (\(x), \(y)): \(image.rgb(x, y))", file: file, line: line)
        }
    }

    func testScrollingShowsThePartAtTheBoundsOriginClippedToTheBounds() throws {
        let (root, scroller, _) = makeScene()
        assertShows(try render(root, "origin"), [red, red, red, red])
        scroller.scroll(to: CGPoint(x: 50, y: 50))  // the four quadrants meet in the middle
        assertShows(try render(root, "middle"), [red, green, blue, yellow])
        scroller.scroll(to: CGPoint(x: 100, y: 100))
        assertShows(try render(root, "corner"), [yellow, yellow, yellow, yellow])
    }

    func testScrollRectToVisibleFromTheContent() throws {
        let (root, scroller, picture) = makeScene()
        picture.scrollRectToVisible(CGRect(x: 120, y: 20, width: 60, height: 60))  // in the green quadrant
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 80, y: 0))
        // The scroll layer shows the picture's x 80…180, y 0…100: red left of canvas x 70.
        let image = try render(root, "rect")
        XCTAssertTrue(image.matches(65, 100, red), "\(image.rgb(65, 100))")
        XCTAssertTrue(image.matches(75, 100, green), "\(image.rgb(75, 100))")
        XCTAssertTrue(image.matches(148, 148, green))
        XCTAssertTrue(image.matches(152, 100, .white), "clipped")
    }

    func testTheScrollModeLimitsTheAxes() throws {
        let (root, scroller, _) = makeScene()
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 100, y: 100))  // only y moves: the blue quadrant
        assertShows(try render(root, "vertically"), [blue, blue, blue, blue])
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 100, y: 0))  // only x moves: yellow, y stays 100
        assertShows(try render(root, "horizontally"), [yellow, yellow, yellow, yellow])
    }

    func testWithoutMasksToBoundsTheContentShowsOutside() throws {
        let (root, scroller, _) = makeScene()
        scroller.masksToBounds = false
        scroller.scroll(to: CGPoint(x: 50, y: 50))
        // The picture sits at canvas (0, 0)…(200, 200): all of it shows.
        let image = try render(root, "unclipped")
        XCTAssertTrue(image.matches(10, 10, red))
        XCTAssertTrue(image.matches(190, 10, green))
        XCTAssertTrue(image.matches(10, 190, blue))
        XCTAssertTrue(image.matches(190, 190, yellow))
    }

    func testASceneFileScrollLayer() throws {
        let json = #"""
            {"size": [200, 200], "background": "#ffffff", "root": {"sublayers": [
              {"type": "scroll", "frame": [50, 50, 100, 100], "scrollOffset": [50, 50], "sublayers": [
                {"frame": [0, 0, 100, 100], "backgroundColor": "#ff0000"},
                {"frame": [100, 0, 100, 100], "backgroundColor": "#00ff00"},
                {"frame": [0, 100, 100, 100], "backgroundColor": "#0000ff"},
                {"frame": [100, 100, 100, 100], "backgroundColor": "#ffff00"}]}]}}
            """#
        let scene = try SceneDecoder().decode(Data(json.utf8))
        let image = try RenderHarness.renderer().render(scene)
        try RenderHarness.keep(image, named: "scroll-scene")
        assertShows(image, [red, green, blue, yellow])
    }
}
