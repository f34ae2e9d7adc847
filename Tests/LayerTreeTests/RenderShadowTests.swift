import Foundation
import XCTest

@testable import LayerTree

/// What of a layer's shadow reaches the render snapshot.
final class RenderShadowTests: XCTestCase {
    private func node(_ configure: (CALayer) -> Void) -> RenderNode {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        configure(layer)
        return layer.makeRenderTree(at: 0).nodes[0]
    }

    func testDefaultsDrawNoShadow() {
        XCTAssertNil(node { _ in }.shadow, "shadowOpacity is 0 by default")
        XCTAssertNil(
            node {
                $0.shadowOpacity = 1; $0.shadowColor = nil
            }.shadow)
        XCTAssertNil(
            node {
                $0.shadowOpacity = 1; $0.shadowColor = .clear
            }.shadow)
    }

    func testSnapshotCarriesTheShadowsValues() {
        let shadow = node {
            $0.shadowOpacity = 0.5
            $0.shadowRadius = 6
            $0.shadowOffset = CGSize(width: 2, height: 4)
        }.shadow
        XCTAssertEqual(
            shadow,
            RenderShadow(
                color: .black, opacity: 0.5, offset: CGSize(width: 2, height: 4),
                radius: 6, shape: nil))
    }

    func testRecognisesTheCommonShadowPaths() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 20)
        func shape(_ path: CGPath) -> RenderShadow.Shape? {
            node {
                $0.shadowOpacity = 1; $0.shadowPath = path
            }.shadow?.shape
        }
        XCTAssertEqual(shape(CGPath(rect: rect)), .roundedRect(rect, radius: 0))
        XCTAssertEqual(shape(CGPath(ellipseIn: rect)), .ellipse(rect))
        XCTAssertEqual(shape(CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5)), .roundedRect(rect, radius: 5))
        let uneven = CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 3)
        XCTAssertEqual(shape(uneven), .path(uneven.elements))
        let triangle = try! CGPath(svgPathData: "M 0 0 L 10 0 L 5 8 Z")
        XCTAssertEqual(shape(triangle), .path(triangle.elements))
    }

    func testChangingAShadowPropertyRefreshesTheCachedNode() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertNil(layer.makeRenderTree(at: 0).nodes[0].shadow)
        layer.shadowOpacity = 1
        XCTAssertEqual(layer.makeRenderTree(at: 0).nodes[0].shadow?.opacity, 1)
        layer.shadowPath = CGPath(rect: layer.bounds)
        XCTAssertEqual(layer.makeRenderTree(at: 0).nodes[0].shadow?.shape, .roundedRect(layer.bounds, radius: 0))
    }
}
