import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// 3D placement with perspective, checked against projections computed by hand in each test.
final class PerspectiveTests: XCTestCase {
    /// The book's card: 200×200 at the centre of a 400×400 canvas, `m34 = −1/500`, rotated 45° about Y.
    func testBookCardCornersLandWhereTheProjectionPutsThem() throws {
        let root = solidLayer(400, 400, at: 200, 200, nil)
        let card = solidLayer(200, 200, at: 200, 200, blue)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSublayer(card)
        let image = try RenderHarness.render(root, size: CGSize(width: 400, height: 400))

        // Rotation about y by θ (row-vector): x' = x·cosθ, z' = −x·sinθ; then w = 1 − z'/500.
        func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
            let w = 1 + x * s / 500
            return (200 + x * c / w, 200 + y / w)
        }
        let topLeft = project(-100, -100), bottomLeft = project(-100, 100)
        let topRight = project(100, -100), bottomRight = project(100, 100)
        // The far (right) edge is shorter than the near one: perspective, not an affine squeeze.
        XCTAssertLessThan(bottomRight.y - topRight.y, bottomLeft.y - topLeft.y - 20)

        let columns = try XCTUnwrap(image.coveredColumns(background: .white))
        XCTAssertEqual(Double(columns.lowerBound), topLeft.x, accuracy: 1)
        XCTAssertEqual(Double(columns.upperBound + 1), topRight.x, accuracy: 1)
        // Along the top and bottom edges the covered rows follow the projected lines within 1 px.
        for column in stride(from: columns.lowerBound + 2, through: columns.upperBound - 2, by: 7) {
            let x = Double(column) + 0.5
            let u = (x - topLeft.x) / (topRight.x - topLeft.x)
            let topY = topLeft.y + u * (topRight.y - topLeft.y)
            let bottomY = bottomLeft.y + u * (bottomRight.y - bottomLeft.y)
            let first = try XCTUnwrap(image.firstCoveredRow(column: column, background: .white))
            let last = try XCTUnwrap(image.lastCoveredRow(column: column, background: .white))
            XCTAssertEqual(Double(first), topY, accuracy: 1, "top edge at column \(column)")
            XCTAssertEqual(Double(last + 1), bottomY, accuracy: 1, "bottom edge at column \(column)")
        }
    }

    /// Two cards rotated alike under one perspective `sublayerTransform`: their receding edges
    /// meet at the one vanishing point of the superlayer, `(anchor.x + d·cot θ, anchor.y)`.
    func testSiblingsUnderSublayerTransformShareAVanishingPoint() throws {
        func render(shared: Bool) throws -> RGBAImage {
            let root = solidLayer(600, 300, at: 300, 150, nil)
            let space = solidLayer(600, 300, at: 300, 150, nil)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            if shared { space.sublayerTransform = perspective }
            root.addSublayer(space)
            for x in [150.0, 330.0] {
                let card = solidLayer(100, 140, at: x, 150, blue)
                let rotation = CATransform3DMakeRotation(0.6, 0, 1, 0)
                card.transform = shared ? rotation : rotation.concatenating(perspective)
                space.addSublayer(card)
            }
            return try RenderHarness.render(root, size: CGSize(width: 600, height: 300))
        }
        // Under the shared perspective (eye 500 pt in front of the superlayer's anchor (300, 150)),
        // a card at x0 rotated by θ about y maps its corner offset (u, v) to
        // x = 300 + (x0 − 300 + u·cosθ)/w, y = 150 + v/w with w = 1 + u·sinθ/500: every receding
        // edge then heads for the one vanishing point (300 + 500·cotθ, 150).
        func expectedTop(column: Int, cardX x0: Double) -> Double {
            let (c, s, X) = (cos(0.6), sin(0.6), Double(column) + 0.5)
            let u = (X - x0) / (c - (X - 300) * s / 500)
            return 150 - 70 / (1 + u * s / 500)
        }
        func worstError(_ image: RGBAImage) throws -> Double {
            var worst = 0.0
            for (range, x0) in [(60...240, 150.0), (240...420, 330.0)] {
                let covered = range.filter { image.firstCoveredRow(column: $0, background: .white) != nil }
                XCTAssertGreaterThan(covered.count, 40)
                // The side edges (u = ∓50) land where the shared eye puts them.
                let (c, sn) = (cos(0.6), sin(0.6))
                let left = 300 + (x0 - 300 - 50 * c) / (1 - 50 * sn / 500)
                let right = 300 + (x0 - 300 + 50 * c) / (1 + 50 * sn / 500)
                worst = max(worst, abs(Double(covered.first!) - left), abs(Double(covered.last! + 1) - right))
                for column in covered.dropFirst(2).dropLast(2) {
                    let top = Double(try XCTUnwrap(image.firstCoveredRow(column: column, background: .white)))
                    worst = max(worst, abs(top - expectedTop(column: column, cardX: x0)))
                }
            }
            return worst
        }
        XCTAssertLessThanOrEqual(try worstError(try render(shared: true)), 1)
        // Each card with its own perspective has its own vanishing point: the edges leave the shared lines.
        XCTAssertGreaterThan(try worstError(try render(shared: false)), 3)
    }
}
