import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// An inverted mask's passes cover only the box its mask can draw in; around it the layer is drawn
/// directly (`Planner+InvertedMask.swift`), with the same picture.
final class InvertedMaskTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    /// A green 180×180 layer at (100, 100) whose inverted mask is a holder layer (as a Lottie track
    /// matte's) holding a large square cut by its own alpha mask to a 30×30 square at (120…150, 120…150).
    private func scene(opacity: Float = 1) -> CALayer {
        let root = solidLayer(200, 200, at: 100, 100, .white)
        let layer = solidLayer(180, 180, at: 100, 100, green)
        layer.opacity = opacity
        let holder = CALayer()
        holder.bounds = CGRect(x: 0, y: 0, width: 180, height: 180)
        holder.anchorPoint = .zero
        let square = solidLayer(180, 180, at: 90, 90, .black)
        let cut = CAShapeLayer()
        cut.path = CGPath(rect: CGRect(x: 110, y: 110, width: 30, height: 30), transform: nil)
        square.mask = cut
        holder.addSublayer(square)
        layer.mask = holder
        layer.maskMode = .invertedAlpha
        root.addSublayer(layer)
        return root
    }

    func testThePassesCoverWhatTheMatteShows() throws {
        let list = RenderHarness.plan(scene(), size: size)
        let outer = list.passes.dropLast().filter { $0.width > 40 }
        // The matte's own passes (the square cut to the 30-point square) and the inverted mask's, cut
        // to that square and its margins: none covers the 180-point layer.
        let sizes = list.passes.map { "\($0.reason) \($0.width)×\($0.height)" }
        XCTAssertEqual(outer.map(\.width), [], sizes.joined(separator: ", "))
        let image = try RenderHarness.render(scene(), size: size)
        XCTAssertTrue(image.matches(135, 135, .white), "the matte's square is cut out")
        XCTAssertTrue(image.matches(115, 135, green), "left of it")
        XCTAssertTrue(image.matches(135, 155, green), "below it")
        XCTAssertTrue(image.matches(20, 20, green), "far from it")
        XCTAssertTrue(image.matches(5, 5, .white), "outside the layer")
    }

    /// Faded, the layer is one image: drawn directly around the box it would fade part by part.
    func testATranslucentLayerKeepsItsWholePasses() {
        let list = RenderHarness.plan(scene(opacity: 0.5), size: size)
        XCTAssertEqual(list.passes.dropLast().map(\.width).max(), 180)
    }
}
