import Foundation
import GLRender
import LayerTree
import XCTest

@testable import App

/// Demo 6's three shadow modes cost what the book says, measured by the renderer's statistics.
final class ContactsListDemoTests: XCTestCase {
    private let size = CGSize(width: 480, height: 320)

    private func frames(_ mode: String, count: Int, scrollBetween: Bool = false) throws -> [FrameStatistics] {
        let demo = ContactsListDemo()
        let host = CALayer()
        host.anchorPoint = .zero
        host.bounds = CGRect(origin: .zero, size: size)
        host.addSublayer(demo.root)
        demo.layout(in: size)
        demo.handle(.key(mode))
        let renderer = try Renderer(context: HeadlessContext())
        var statistics: [FrameStatistics] = []
        for frame in 0..<count {
            if scrollBetween, frame > 0 { demo.handle(.key("down")) }
            CATransaction.flush()
            _ = try renderer.render(host.makeRenderTree(at: 0), size: size, scale: 1, background: demo.background)
            statistics.append(renderer.lastFrameStatistics)
        }
        return statistics
    }

    func testNeitherPlainShadowsNorShadowPathsCostAPass() throws {
        // The labels' text is rasterized on the CPU: its alpha is blurred once into a mask; the
        // round avatars' shadows are analytic.
        let plain = try frames("s", count: 3, scrollBetween: true)
        XCTAssertEqual(plain.map(\.offscreenPasses), [0, 0, 0])
        let withPaths = try frames("p", count: 1)[0]
        XCTAssertEqual(withPaths.offscreenPasses, 0)
    }

    func testAutoScrollMovesTheListByItsSpeedAndTurnsAtTheTop() throws {
        let demo = ContactsListDemo()
        demo.layout(in: size)
        XCTAssertFalse(demo.needsDisplayLink, "a still list needs no frames")
        demo.handle(.key("a"))
        XCTAssertTrue(demo.needsDisplayLink)
        let link = CADisplayLink(target: demo, callback: { _ in })
        let list = try XCTUnwrap(demo.root.sublayers?.first)
        for time in [0.0, 0.5] {
            _ = link.displayDidRefresh(at: time, refreshPeriod: 1.0 / 60)
            demo.tick(link)
        }
        XCTAssertEqual(list.bounds.origin.y, 128, accuracy: 1e-6, "4 rows of 64 points a second, for half a second")
        demo.handle(.key("a"))
        XCTAssertFalse(demo.needsDisplayLink)
    }

    func testRasterizedRowsMissOnceThenHitWhileScrolling() throws {
        let stats = try frames("r", count: 3, scrollBetween: true)
        XCTAssertGreaterThan(stats[0].rasterCacheMisses, 0)
        XCTAssertEqual(stats[0].rasterCacheHits, 0)
        // Scrolling by one row brings one new row in (a miss); every row already drawn hits.
        XCTAssertGreaterThan(stats[1].rasterCacheHits, stats[0].rasterCacheMisses - 2)
        XCTAssertLessThanOrEqual(stats[1].rasterCacheMisses, 1)
        XCTAssertLessThanOrEqual(stats[2].rasterCacheMisses, 1)
    }
}
