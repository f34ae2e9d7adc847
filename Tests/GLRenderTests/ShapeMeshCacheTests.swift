import Foundation
import XCTest

@testable import GLRender
@testable import LayerTree

/// The mesh cache keeps what was asked for lately: when it is full, entries not asked for in the
/// last `capacity` look-ups go, and one asked for again (a hit) counts as asked for then.
final class ShapeMeshCacheTests: XCTestCase {
    /// A filled square of side `side`: each side a different path, so a different key.
    private func square(_ side: CGFloat) -> (ShapeMeshCache.Key, ShapeContent) {
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: side, height: side), transform: nil)
        layer.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let content = layer.shapeContent!
        return (.fill(path: content.path, rule: content.fillRule, level: 0), content)
    }

    func testAHitKeepsAnEntryWhenTheCacheMakesRoom() {
        let cache = ShapeMeshCache(capacity: 3)
        let (a, b, c, d) = (square(10), square(20), square(30), square(40))
        let first = cache.mesh(for: a.0, content: a.1)
        _ = cache.mesh(for: b.0, content: b.1)
        _ = cache.mesh(for: c.0, content: c.1)
        XCTAssertTrue(cache.mesh(for: a.0, content: a.1) === first, "a hit returns the kept mesh")
        XCTAssertEqual(cache.tessellations, 3)
        // Full: the fourth square makes room by dropping what was not asked for in the last three
        // look-ups (b); a, asked for again, stays.
        _ = cache.mesh(for: d.0, content: d.1)
        XCTAssertEqual(cache.count, 3)
        XCTAssertTrue(cache.mesh(for: a.0, content: a.1) === first, "a, asked for lately, was kept")
        XCTAssertEqual(cache.tessellations, 4)
        _ = cache.mesh(for: b.0, content: b.1)
        XCTAssertEqual(cache.tessellations, 5, "b, not asked for lately, was dropped and built again")
    }
}
