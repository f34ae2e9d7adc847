import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A shape cut by straight clip edges (a `masksToBounds` layer's sides) shares the vertices of
/// its triangles inside them, as an uncut shape does; only the triangles that cross an edge are
/// cut and written on their own.
final class ClippedShapeVerticesTests: XCTestCase {
    private let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    /// A disc of radius 40 centred at (80, 100) on a 200 × 200 root, inside a holder that covers
    /// y 0…125 and, with `clipped`, cuts the disc's bottom at y = 125. (The fill's interior is
    /// horizontal strips, so an edge across them cuts only the strips it crosses.)
    private func scene(clipped: Bool) -> CALayer {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let holder = solidLayer(200, 125, at: 100, 62.5, nil)
        holder.masksToBounds = clipped
        let disc = CAShapeLayer()
        disc.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        disc.path = CGPath(ellipseIn: CGRect(x: 40, y: 60, width: 80, height: 80), transform: nil)
        disc.fillColor = orange
        holder.addSublayer(disc)
        root.addSublayer(holder)
        return root
    }

    func testTrianglesInsideTheEdgesShareTheirVertices() throws {
        let whole = RecordingRenderer()
        try whole.draw(scene(clipped: false))
        let cut = RecordingRenderer()
        try cut.draw(scene(clipped: true))
        let (wholeVertices, cutVertices) = (whole.statistics.vertices, cut.statistics.vertices)
        XCTAssertGreaterThan(wholeVertices, 100, "a disc of many chords")
        XCTAssertGreaterThan(cut.statistics.triangles, whole.statistics.triangles / 2, "most of the disc is inside")
        // Cut on its own, every triangle wrote three vertices: 219 of them for 75 triangles, more than
        // the whole disc's 192. Shared, 153.
        XCTAssertLessThan(cutVertices, wholeVertices, "shared inside, written once; the part outside dropped")
        XCTAssertLessThan(Double(cutVertices), Double(cut.statistics.triangles) * 2.5)
    }

    /// The pixels inside the edge are the uncut disc's; past it, nothing.
    func testTheCutDiscMatchesTheWholeOneInsideTheEdge() throws {
        let size = CGSize(width: 200, height: 200)
        let whole = try RenderHarness.render(scene(clipped: false), size: size)
        let cut = try RenderHarness.render(scene(clipped: true), size: size)
        for x in 35..<125 {
            for y in 55..<125 {
                assertPixel(cut, x, y, whole.rgb(x, y), "(the uncut disc's)")
            }
            for y in 125..<145 {
                XCTAssertEqual(cut.rgb(x, y), [255, 255, 255], "pixel (\(x), \(y)) past the edge")
            }
        }
        assertPixel(cut, 80, 100, [255, 128, 0], "the disc's centre")
        assertPixel(whole, 80, 130, [255, 128, 0], "uncut, the disc goes on past y = 125")
    }
}
