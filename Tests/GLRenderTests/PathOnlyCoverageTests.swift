import CSDL
import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A batch of only tessellated paths runs `layer_quad`'s variant without a rounded rectangle's
/// coverage (`CoverageFeatures.roundedRect` left out), which reads fewer attributes; a batch that
/// also holds a rounded rectangle runs the variant with both.
final class PathOnlyCoverageTests: XCTestCase {
    private let purple = CGColor(red: 0.5, green: 0.1, blue: 0.7, alpha: 1)

    /// A star and a ring, both paths, on a transparent 200 × 200 root; `withChip` adds a rounded
    /// 20 × 20 chip in the corner, away from both.
    private func scene(withChip: Bool) -> CALayer {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let star = CAShapeLayer()
        star.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let path = CGMutablePath()
        for k in 0..<10 {
            let angle = Double(k) * .pi / 5 - .pi / 2
            let radius: Double = k % 2 == 0 ? 80 : 35
            let point = CGPoint(x: 100 + radius * cos(angle), y: 100 + radius * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        star.path = path
        star.fillColor = purple
        root.addSublayer(star)
        let ring = CAShapeLayer()
        ring.frame = star.frame
        ring.path = CGPath(ellipseIn: CGRect(x: 130, y: 130, width: 50, height: 50), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0, green: 0.6, blue: 0.3, alpha: 0.8)
        ring.lineWidth = 5
        root.addSublayer(ring)
        if withChip {
            let chip = solidLayer(20, 20, at: 15, 185, CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            chip.cornerRadius = 6
            root.addSublayer(chip)
        }
        return root
    }

    func testOnlyPathsRunThePathOnlyVariant() throws {
        let programs = try RecordingRenderer().draw(scene(withChip: false)).map(\.program)
        XCTAssertEqual(programs, [.layerQuad(.path)])
        XCTAssertEqual(CoverageFeatures.path.defines, ["COVERAGE_VARIANT", "COVERAGE_PATH"])
        let mixed = try RecordingRenderer().draw(scene(withChip: true)).map(\.program)
        XCTAssertEqual(mixed, [.layerQuad([.path, .roundedRect])], "one batch, the variant of both")
    }

    /// The path-only variant links without the rectangle's attributes: they are not active in it.
    func testThePathOnlyVariantReadsNoRectangle() throws {
        _ = try RenderHarness.renderer()  // the shared context, current
        var library = try ShaderLibrary()
        defer { library.deleteAll() }
        let pathOnly = try library.program(for: .layerQuad(.path))
        let both = try library.program(for: .layerQuad([.path, .roundedRect]))
        XCTAssertEqual(glGetAttribLocation(pathOnly.id, "a_shape"), -1, "a_shape inactive")
        XCTAssertEqual(glGetAttribLocation(pathOnly.id, "a_radii"), -1, "a_radii inactive")
        XCTAssertGreaterThanOrEqual(glGetAttribLocation(pathOnly.id, "a_local"), 0, "the edge distances")
        XCTAssertGreaterThanOrEqual(glGetAttribLocation(both.id, "a_shape"), 0)
    }

    /// The paths' pixels are the same from either variant: the chip only changes its own corner.
    func testBothVariantsDrawThePathsAlike() throws {
        let size = CGSize(width: 200, height: 200)
        let pathsOnly = try RenderHarness.render(scene(withChip: false), size: size, scale: 2)
        let withChip = try RenderHarness.render(scene(withChip: true), size: size, scale: 2)
        var compared = 0
        var inked = 0
        for y in 0..<pathsOnly.height {
            for x in 0..<pathsOnly.width where !(x < 60 && y > 340) {
                assertPixel(withChip, x, y, pathsOnly.rgb(x, y), "(the paths-only render's)")
                compared += 1
                if pathsOnly.rgb(x, y) != [255, 255, 255] { inked += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 150_000)
        XCTAssertGreaterThan(inked, 20_000, "the star and the ring are drawn")
        assertPixel(pathsOnly, 200, 200, [128, 26, 178], "the star's centre")
        XCTAssertFalse(withChip.matches(30, 370, .white, tolerance: 10), "the chip")
    }
}
