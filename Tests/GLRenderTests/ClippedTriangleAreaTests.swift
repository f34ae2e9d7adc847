import Foundation
import XCTest

@testable import GLRender

/// The shaded-pixel count of triangles that cross a damage rectangle's (or the target's) edge:
/// clipped on the stack, with the same arithmetic as the array-built clipping it replaced.
final class ClippedTriangleAreaTests: XCTestCase {
    /// Thin triangles across a damage rectangle's left and bottom edges, as an antialiased
    /// fringe's are.
    private func fringe(count: Int) -> GeometryBuffer {
        var buffer = GeometryBuffer(floatsPerVertex: 4)
        for k in 0..<count {
            let y = 5 + Double(k) * 0.7
            for (x, dy) in [(12.0, 0.0), (31.0, 0.3), (12.5, 1.1)] {
                buffer.vertices += [Float(x), Float(y + dy), 0, 1]
            }
            buffer.indices += [UInt32(3 * k), UInt32(3 * k + 1), UInt32(3 * k + 2)]
        }
        return buffer
    }

    func testTrianglesAcrossADamageEdgeAreCountedWithoutAllocating() throws {
        let buffer = fringe(count: 100)
        let target = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let damage = [PixelRect(x: 20, y: 0, width: 40, height: 50), PixelRect(x: 70, y: 70, width: 10, height: 10)]
        var area = 0.0
        let made = try XCTUnwrap(
            AllocationCounter.count {
                area = buffer.projectedArea(ofIndices: 0..<buffer.indices.count, target: target, scissors: damage)
            })
        XCTAssertEqual(made, 0, "heap objects made counting 100 clipped triangles")
        XCTAssertEqual(area, reference(buffer, scissors: damage, target: target))
        XCTAssertGreaterThan(area, 0)
        // Past the target's edge, in a whole frame, too.
        let wide = PixelRect(x: 0, y: 0, width: 25, height: 100)
        let madeWhole = try XCTUnwrap(
            AllocationCounter.count { area = buffer.projectedArea(ofIndices: 0..<buffer.indices.count, target: wide) })
        XCTAssertEqual(madeWhole, 0)
        XCTAssertEqual(area, reference(buffer, scissors: [wide], target: wide))
    }

    /// The same count, to the bit, as the array-built clipping, for triangles cut by 0 to 4 edges.
    func testTheClippedAreaIsTheArrayBuiltOnesToTheBit() {
        var random = SystemRandomNumberGenerator()
        let rect = PixelRect(x: 10, y: 20, width: 30, height: 15)
        for _ in 0..<2000 {
            let p = (0..<3).map { _ in
                (x: Double.random(in: 0...50, using: &random), y: Double.random(in: 0...50, using: &random))
            }
            XCTAssertEqual(
                GeometryBuffer.area(ofTriangle: p[0], p[1], p[2], inside: rect), Self.arrayArea(of: p, inside: rect))
        }
        // The whole rectangle inside a large triangle: every edge cuts.
        let big = [(x: -100.0, y: -100.0), (x: 300.0, y: -100.0), (x: -100.0, y: 300.0)]
        XCTAssertEqual(GeometryBuffer.area(ofTriangle: big[0], big[1], big[2], inside: rect), 450, accuracy: 1e-9)
        XCTAssertEqual(
            GeometryBuffer.area(ofTriangle: big[0], big[1], big[2], inside: rect), Self.arrayArea(of: big, inside: rect)
        )
    }

    /// Each triangle's area inside the rectangles, clipped the way the array-built version did.
    private func reference(_ buffer: GeometryBuffer, scissors: [PixelRect], target: PixelRect) -> Double {
        var total = 0.0
        for t in stride(from: 0, to: buffer.indices.count, by: 3) {
            let p = (0..<3).map { j in
                let k = Int(buffer.indices[t + j]) * 4
                return (x: Double(buffer.vertices[k]), y: Double(buffer.vertices[k + 1]))
            }
            for rect in scissors {
                let xs = p.map(\.x), ys = p.map(\.y)
                let (x0, y0, x1, y1) = (Double(rect.x), Double(rect.y), Double(rect.maxX), Double(rect.maxY))
                if xs.max()! <= x0 || xs.min()! >= x1 || ys.max()! <= y0 || ys.min()! >= y1 { continue }
                if xs.min()! >= x0, ys.min()! >= y0, xs.max()! <= x1, ys.max()! <= y1 {
                    total += abs((p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[2].x - p[0].x) * (p[1].y - p[0].y)) / 2
                } else {
                    total += Self.arrayArea(of: p, inside: rect)
                }
            }
        }
        return total
    }

    /// The clipping as it was written with arrays (Sutherland–Hodgman against the four edges).
    static func arrayArea(of polygon: [(x: Double, y: Double)], inside rect: PixelRect) -> Double {
        var points = polygon
        let edges: [((x: Double, y: Double)) -> Double] = [
            { $0.x - Double(rect.x) }, { Double(rect.maxX) - $0.x }, { $0.y - Double(rect.y) },
            { Double(rect.maxY) - $0.y },
        ]
        for edge in edges where !points.isEmpty {
            var kept: [(x: Double, y: Double)] = []
            for (k, p) in points.enumerated() {
                let q = points[(k + 1) % points.count]
                let (dp, dq) = (edge(p), edge(q))
                if dp >= 0 { kept.append(p) }
                if (dp >= 0) != (dq >= 0) {
                    let t = dp / (dp - dq)
                    kept.append((p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)))
                }
            }
            points = kept
        }
        guard points.count >= 3 else { return 0 }
        var twice = 0.0
        for (k, p) in points.enumerated() {
            let q = points[(k + 1) % points.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }
}
