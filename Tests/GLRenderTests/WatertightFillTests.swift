import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A filled path with a hole, turned: its inside is covered fully everywhere but within a pixel of
/// its boundary. The sweep's trapezoids met in T-junctions where a run split round the hole
/// (pinholes once transformed), and a shallow side faded along its line past the hole's flank,
/// across the fill (streaks of translucent pixels); lottie's gears.json showed both.
final class WatertightFillTests: XCTestCase {
    /// A square from 20 to 180 with a round hole of radius 45 at (100, 100), the hole a polygon of
    /// `sides` corners turned the other way (so non-zero leaves it out), all turned by `angle` about
    /// the centre.
    private func squareWithHole(angle: Double, sides: Int = 48) -> [[Point2]] {
        let (c, s) = (cos(angle), sin(angle))
        func turned(_ x: Double, _ y: Double) -> Point2 {
            Point2(100 + (x - 100) * c - (y - 100) * s, 100 + (x - 100) * s + (y - 100) * c)
        }
        let square = [(20.0, 20.0), (180, 20), (180, 180), (20, 180)].map { turned($0.0, $0.1) }
        let hole = (0..<sides).map { k -> Point2 in
            let t = -Double(k) * 2 * .pi / Double(sides)
            return turned(100 + 45 * cos(t), 100 + 45 * sin(t))
        }
        return [square, hole]
    }

    /// The distance from `p` to the nearest side of the contours.
    private func boundaryDistance(_ p: Point2, _ contours: [[Point2]]) -> Double {
        var best = Double.infinity
        for contour in contours {
            for i in contour.indices {
                let a = contour[i], b = contour[(i + 1) % contour.count]
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
                best = min(best, hypot(p.x - a.x - t * dx, p.y - a.y - t * dy))
            }
        }
        return best
    }

    /// Turns of all sorts, and turns that leave a side of the hole's top within a few tenths of a
    /// degree of horizontal (its sides turn 7.5° from one to the next, the top one centred on 3.75°):
    /// its line runs on across the fill, under half a pixel from it all the way to the square's side.
    private let angles: [Double] = [0.05, 0.17, 0.3, 0.45, 0.61, 0.77] + [3.95, 4.1, 3.45, 3.6].map { $0 * .pi / 180 }

    /// No interior vertex lies inside another interior triangle's horizontal side.
    func testInteriorPiecesMeetWithoutTJunctions() {
        for angle in angles {
            let mesh = ShapeMesh()
            XCTAssertTrue(PathFillTessellator.fill(squareWithHole(angle: angle), rule: .nonZero, into: mesh))
            var rows: [Double: [Double]] = [:]
            for v in mesh.vertices where v.feather < 0 { rows[v.y, default: []].append(v.x) }
            var junctions = 0
            for t in stride(from: 0, to: mesh.indices.count, by: 3) {
                let corners = (0..<3).map { mesh.vertices[Int(mesh.indices[t + $0])] }
                guard corners[0].feather < 0 else { continue }
                for k in 0..<3 {
                    let (a, b) = (corners[k], corners[(k + 1) % 3])
                    guard a.y == b.y else { continue }
                    let (lo, hi) = (min(a.x, b.x), max(a.x, b.x))
                    junctions += rows[a.y, default: []].filter { $0 > lo + 1e-9 && $0 < hi - 1e-9 }.count
                }
            }
            XCTAssertEqual(junctions, 0, "vertices inside a horizontal side, turned \(angle)")
        }
    }

    /// A point of an interior triangle that fades (its distances, interpolated as the shader does,
    /// put it within half a unit of one of its lines) lies within a unit of the boundary.
    func testOnlyPointsNearTheBoundaryFade() {
        for angle in angles {
            let contours = squareWithHole(angle: angle)
            let mesh = ShapeMesh()
            PathFillTessellator.fill(contours, rule: .nonZero, into: mesh)
            var wrong = 0
            for t in stride(from: 0, to: mesh.indices.count, by: 3) {
                let corners = (0..<3).map { mesh.vertices[Int(mesh.indices[t + $0])] }
                guard corners[0].feather < 0 else { continue }
                // Barycentric samples in quarters: corners, points along the sides, and inside.
                for i in 0...4 {
                    for j in 0...(4 - i) {
                        let w = [Double(i) / 4, Double(j) / 4, Double(4 - i - j) / 4]
                        func mix(_ f: (ShapeMesh.Vertex) -> Double) -> Double {
                            (0..<3).reduce(0) { $0 + w[$1] * f(corners[$1]) }
                        }
                        let nearest = min(-mix(\.edgeDistances.first), -mix(\.edgeDistances.second))
                        if nearest < 0.5, boundaryDistance(Point2(mix(\.x), mix(\.y)), contours) > 1 { wrong += 1 }
                    }
                }
            }
            XCTAssertEqual(wrong, 0, "points fading far from the boundary, turned \(angle)")
        }
    }

    /// Drawn turned, every pixel more than 1.5 pixels inside the fill is the fill's colour, at every
    /// half degree of a quarter turn: opaque black, and half-transparent black over white (where a
    /// crack shows lighter and an overlap darker).
    func testATurnedFillWithAHoleCoversItsInsideFully() throws {
        var failedTurns = 0
        for (alpha, expected) in [(1.0, [0, 0, 0]), (0.5, [128, 128, 128])] {
            for step in 0..<180 {
                let degrees = Double(step) * 0.5
                let wrong = try wronglyCoveredPixels(turnedBy: degrees * .pi / 180, alpha: alpha, expected: expected)
                if !wrong.isEmpty {
                    failedTurns += 1
                    XCTFail("alpha \(alpha), turned \(degrees)°: \(wrong.count) pixels wrong, \(wrong.prefix(4))")
                }
            }
        }
        XCTAssertEqual(failedTurns, 0)
    }

    /// The pixels more than 1.5 pixels inside the square with a round hole, black at `alpha` over
    /// white and turned by `angle`, that are not `expected`.
    private func wronglyCoveredPixels(turnedBy angle: Double, alpha: Double, expected: [Int]) throws -> [String] {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 20, y: 20, width: 160, height: 160))
        path.addEllipse(in: CGRect(x: 55, y: 55, width: 90, height: 90))
        shape.path = path
        shape.fillRule = .evenOdd
        shape.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: CGFloat(alpha))
        shape.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
        root.addSublayer(shape)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        var wrong: [String] = []
        let (c, s) = (cos(-angle), sin(-angle))
        for y in 0..<200 {
            for x in 0..<200 {
                // The pixel centre in the shape's own (unturned) coordinates.
                let (px, py) = (Double(x) + 0.5 - 100, Double(y) + 0.5 - 100)
                let (u, v) = (px * c - py * s, px * s + py * c)
                let inside = min(80 - abs(u), 80 - abs(v), hypot(u, v) - 45)
                let rgb = image.rgb(x, y)
                if inside > 1.5 && zip(rgb, expected).contains(where: { abs($0 - $1) > 1 }) {
                    wrong.append("(\(x), \(y)) \(rgb)")
                }
            }
        }
        return wrong
    }
}
