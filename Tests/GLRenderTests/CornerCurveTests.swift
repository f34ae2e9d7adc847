import Foundation
import LayerTree
import Shaders
import XCTest

@testable import GLRender

/// `cornerCurve = .continuous` drawn against its analytic curve (`CALayerCornerCurve`): the
/// superellipse quadrant spanning 1.528665 · r along each edge.
final class CornerCurveTests: XCTestCase {
    private let radius: CGFloat = 20
    private let side: CGFloat = 100

    /// Each pixel of the top-left corner square covered as the analytic curve covers it (16 × 16
    /// samples a pixel), within the one-pixel ramp's error; the circular corner is not.
    func testContinuousCornerFollowsItsSuperellipse() throws {
        let continuous = try coverage(.continuous)
        let circular = try coverage(.circular)
        let span = Double(radius * CALayerCornerCurve.continuousExpansion)
        var worst = 0.0, total = 0.0, circularWorst = 0.0
        let pixels = Int(span.rounded(.up)) + 1
        for y in 0..<pixels {
            for x in 0..<pixels {
                let expected = analyticCoverage(x, y, span: span)
                worst = max(worst, abs(continuous[y][x] - expected))
                total += abs(continuous[y][x] - expected)
                circularWorst = max(circularWorst, abs(circular[y][x] - expected))
            }
        }
        XCTAssertLessThan(worst, 0.1, "no pixel of the corner is off by more than a tenth of its coverage")
        XCTAssertLessThan(total / Double(pixels * pixels), 0.005, "on average the coverage is the curve's")
        // Both cut the diagonal at the same depth, so they differ most near the edges: by about half a pixel's coverage.
        XCTAssertGreaterThan(circularWorst, 0.35, "a circular corner is another shape: the test tells them apart")
        print(
            "corner coverage error: continuous worst \(worst), mean \(total / Double(pixels * pixels)); circular worst \(circularWorst)"
        )
        // Along the edge the continuous corner starts 1.53 r from the corner, where the circle has long curved.
        XCTAssertGreaterThan(continuous[0][Int(radius)], 0.05)
        XCTAssertLessThan(continuous[0][Int(radius)], 0.9, "the top row is still curving away at x = r")
        XCTAssertEqual(circular[0][Int(radius) + 1], 1, accuracy: 0.01, "the circle is straight again past r")
    }

    /// The curve is the declared one: the shader's exponent is `continuousExponent`, and that cuts
    /// the diagonal where the circle of the same radius does.
    func testTheShaderUsesTheDeclaredExponent() throws {
        let n = CALayerCornerCurve.continuousExponent
        let k = Double(CALayerCornerCurve.continuousExpansion)
        XCTAssertEqual(k * (1 - pow(2, -1 / n)), 1 - 1 / 2.0.squareRoot(), accuracy: 1e-9)
        let source = try XCTUnwrap(ShaderSources.files["common/rounded_rect.glsl"])
        let line = try XCTUnwrap(
            source.split(separator: "\n").first { $0.hasPrefix("const float kContinuousExponent") })
        let value = try XCTUnwrap(
            Double(line.split(separator: "=")[1].trimmingCharacters(in: .init(charactersIn: " ;"))))
        XCTAssertEqual(value, n, accuracy: 1e-5)
    }

    /// The red coverage of each pixel of a `side`-point red square on white.
    private func coverage(_ curve: CALayerCornerCurve) throws -> [[Double]] {
        let root = solidLayer(side + 20, side + 20, at: (side + 20) / 2, (side + 20) / 2, nil)
        let card = solidLayer(side, side, at: side / 2, side / 2, red)
        card.cornerRadius = radius
        card.cornerCurve = curve
        root.addSublayer(card)
        let image = try RenderHarness.render(
            root, size: CGSize(width: side + 20, height: side + 20), background: .white)
        return (0..<Int(side)).map { y in (0..<Int(side)).map { x in 1 - Double(image.rgb(x, y)[1]) / 255 } }
    }

    /// The share of pixel (x, y) inside the top-left continuous corner of span `span`.
    private func analyticCoverage(_ x: Int, _ y: Int, span: Double) -> Double {
        let n = CALayerCornerCurve.continuousExponent
        let samples = 16
        var inside = 0
        for j in 0..<samples {
            for i in 0..<samples {
                let px = Double(x) + (Double(i) + 0.5) / Double(samples)
                let py = Double(y) + (Double(j) + 0.5) / Double(samples)
                let u = max(span - px, 0) / span, v = max(span - py, 0) / span
                if pow(u, n) + pow(v, n) <= 1 { inside += 1 }
            }
        }
        return Double(inside) / Double(samples * samples)
    }
}
