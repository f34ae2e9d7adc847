import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `ContentsLayout` and the planner's image pieces, without GL.
final class ContentsLayoutTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 100, height: 60)

    private func contents(_ w: Int, _ h: Int, gravity: CALayerContentsGravity = .resize, scale: CGFloat = 1)
        -> RenderContents
    {
        RenderContents(
            image: CGImage(width: w, height: h, pixels: [UInt8](repeating: 255, count: w * h * 4))!,
            gravity: gravity, contentsScale: scale)
    }

    /// Every gravity's rectangle for a 20 × 10 image in 100 × 60 bounds (y down; names y-up).
    func testGravityRectangles() {
        let expected: [CALayerContentsGravity: CGRect] = [
            .center: CGRect(x: 40, y: 25, width: 20, height: 10),
            .top: CGRect(x: 40, y: 50, width: 20, height: 10),
            .bottom: CGRect(x: 40, y: 0, width: 20, height: 10),
            .left: CGRect(x: 0, y: 25, width: 20, height: 10),
            .right: CGRect(x: 80, y: 25, width: 20, height: 10),
            .topLeft: CGRect(x: 0, y: 50, width: 20, height: 10),
            .topRight: CGRect(x: 80, y: 50, width: 20, height: 10),
            .bottomLeft: CGRect(x: 0, y: 0, width: 20, height: 10),
            .bottomRight: CGRect(x: 80, y: 0, width: 20, height: 10),
            .resize: CGRect(x: 0, y: 0, width: 100, height: 60),
            .resizeAspect: CGRect(x: 0, y: 5, width: 100, height: 50),
            .resizeAspectFill: CGRect(x: -10, y: 0, width: 120, height: 60),
        ]
        for gravity in CALayerContentsGravity.all {
            let slices = ContentsLayout.slices(of: contents(20, 10, gravity: gravity), in: bounds)
            XCTAssertEqual(slices.map(\.destination), [expected[gravity]!], gravity.rawValue)
        }
    }

    func testContentsRectAndScaleSetTheNaturalSize() {
        var c = contents(40, 20, gravity: .center, scale: 2)
        c.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        let slices = ContentsLayout.slices(of: c, in: bounds)
        XCTAssertEqual(
            slices,
            [
                ContentsSlice(
                    destination: CGRect(x: 45, y: 27.5, width: 10, height: 5),
                    source: CGRect(x: 20, y: 0, width: 20, height: 10))
            ])
    }

    func testNineSliceKeepsMarginsAndShrinksThemWhenTooSmall() {
        var c = contents(30, 30, scale: 1)
        c.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let slices = ContentsLayout.slices(of: c, in: bounds)
        XCTAssertEqual(slices.count, 9)
        XCTAssertEqual(slices[0].destination.width, 10, accuracy: 1e-9)
        XCTAssertEqual(slices[4].destination.width, 80, accuracy: 1e-9)
        XCTAssertEqual(slices[4].destination.height, 40, accuracy: 1e-9)
        XCTAssertEqual(slices[8].source.minX, 20, accuracy: 1e-9)

        let small = ContentsLayout.slices(of: c, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(small.count, 4, "margins shrink together; the middle row and column vanish")
        XCTAssertEqual(small[0].destination.width, 5, accuracy: 1e-9)
    }

    /// With a 64-pixel texture limit, a 150 × 10 image is three tiles, each drawing its interior.
    func testPlannerTilesImagesPastTheTextureLimit() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 10)
        root.contents = CGImage(width: 150, height: 10, pixels: [UInt8](repeating: 255, count: 150 * 10 * 4))
        var planner = Planner(tree: root.makeRenderTree(at: 0), maxTextureSize: 64)
        let list = planner.plan(size: CGSize(width: 150, height: 10), scale: 1, background: nil)
        let pieces = list.passes.last!.items.compactMap { item -> ImagePrimitive? in
            if case .image(let p) = item { return p } else { return nil }
        }
        XCTAssertEqual(pieces.map(\.tile.index), [0, 1, 2])
        XCTAssertEqual(pieces.map(\.tile.column.texture), [0..<63, 61..<125, 123..<150])
        XCTAssertEqual(pieces.map { $0.polygon.points.map(\.x).min()! }, [0, 62, 124])
        // Texture coordinates at a piece's left edge point at its first interior pixel.
        let second = pieces[1]
        XCTAssertEqual(second.uScale * 62 + second.uOffset, 1.0 / 64, accuracy: 1e-9)
        XCTAssertEqual(Batcher.batch(list).passes.last!.blended.count, 3, "one draw per tile texture")
    }
}
