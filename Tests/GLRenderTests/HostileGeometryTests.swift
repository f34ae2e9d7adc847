@_spi(Rendering) import LayerTree
import XCTest

@_spi(Rendering) @testable import GLRender

/// Geometry no sane scene has (NaN, 1e308, thousands of overlapping dashes) reaching the
/// renderer's sizing and tessellation code: each answer is bounded, none traps or hangs.
final class HostileGeometryTests: XCTestCase {
    /// An offscreen image of a degenerate plane (a NaN or infinite scale, an infinite extent)
    /// still gets a grid of whole pixels within the largest side.
    func testDepthSortOfManyCrossingPlanesStopsCuttingAtItsBudget() {
        // 1,000 translucent cards turned about y at scattered angles and moved off the axis along
        // their normals: most pairs cross, and a full BSP would cut them into hundreds of thousands of
        // fragments.
        let members = (0..<1000).map { i in
            SpaceMember(
                index: i,
                toSpace: CATransform3DTranslate(
                    CATransform3DMakeRotation(CGFloat(i) * 2.39996, 0, 1, 0),
                    0, 0, CGFloat(i % 11) * 8 - 40),
                opacity: 1, parity: 1)
        }
        let polygons = members.map { _ in ConvexPolygon(rect: CGRect(x: -100, y: -100, width: 200, height: 200)) }
        let placements = DepthSorter.order(members, polygons: polygons)
        XCTAssertLessThanOrEqual(placements.count, members.count + DepthSorter.fragmentBudget)
        XCTAssertGreaterThan(
            placements.count, members.count + DepthSorter.fragmentBudget / 2,
            "cut up to the budget before the fallback")
        XCTAssertEqual(Set(placements.map(\.member)), Set(members.indices), "every card is still drawn")

        // Three crossing cards stay under the budget: ordered exactly, cut where they cross.
        let few = DepthSorter.order(Array(members.prefix(3)), polygons: Array(polygons.prefix(3)))
        XCTAssertGreaterThan(few.count, 3)
        XCTAssertTrue(few.contains { !$0.cuts.isEmpty })
    }

    /// Values no scene file can carry (the decoder refuses them) but code can set. A layer placed
    /// by a value that is not finite is left undrawn with its sublayers; a style value that is not
    /// finite draws as its nearest sane meaning; nothing traps.
    func testNonFiniteValuesFromCodeAreNotDrawn() throws {
        /// A 40-point red layer at (30, 50) with a blue 10-point sublayer in its top-left corner,
        /// edited, beside a green 20-point layer at (80, 50).
        func render(_ edit: (CALayer) -> Void) throws -> RGBAImage {
            let root = solidLayer(100, 100, at: 50, 50, nil)
            let hostile = solidLayer(40, 40, at: 30, 50, red)
            hostile.addSublayer(solidLayer(10, 10, at: 5, 5, blue))
            edit(hostile)
            root.addSublayer(hostile)
            root.addSublayer(solidLayer(20, 20, at: 80, 50, green))
            return try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        }
        let unplaced: [(String, (CALayer) -> Void)] = [
            ("position", { $0.position = CGPoint(x: CGFloat.nan, y: 10) }),
            ("bounds", { $0.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 40) }),
            ("bounds origin", { $0.bounds.origin = CGPoint(x: -CGFloat.infinity, y: 0) }),
            ("anchorPoint", { $0.anchorPoint = CGPoint(x: CGFloat.nan, y: 0.5) }),
            ("zPosition", { $0.zPosition = CGFloat.nan }),
            ("transform", { $0.transform = CATransform3DMakeScale(CGFloat.nan, 1, 1) }),
            ("transform m34", { $0.transform.m34 = .infinity }),
            ("opacity", { $0.opacity = .nan }),
        ]
        for (name, edit) in unplaced {
            let image = try render(edit)
            XCTAssertTrue(image.matches(80, 50, green), "\(name): the finite sibling is drawn")
            for (x, y) in [(30, 50), (12, 32), (5, 5), (95, 95)] {
                XCTAssertTrue(image.matches(x, y, .white), "\(name): nothing of the layer at (\(x), \(y))")
            }
        }
        // Its own drawing stays; the sublayers it would place are not drawn.
        let sublayerTransform = try render { $0.sublayerTransform = CATransform3DMakeTranslation(.infinity, 0, 0) }
        XCTAssertTrue(sublayerTransform.matches(30, 50, red))
        XCTAssertTrue(sublayerTransform.matches(12, 32, red), "no blue sublayer")
        // Style: a radius that is not a number is no radius, an infinite border fills the layer (a
        // border is clamped to the bounds), a shadow blurred or moved infinitely far is not drawn.
        let cornerRadius = try render { $0.cornerRadius = .nan }
        XCTAssertTrue(cornerRadius.matches(11, 69, red), "square corner")
        let border = try render {
            $0.borderWidth = .infinity; $0.borderColor = .black
        }
        XCTAssertTrue(border.matches(30, 50, .black))
        XCTAssertTrue(border.matches(55, 50, .white))
        let shadows: [(String, (CALayer) -> Void)] = [
            ("shadowRadius NaN", { $0.shadowRadius = .nan }),
            ("shadowRadius ∞", { $0.shadowRadius = .infinity }),
            ("shadowOffset ∞", { $0.shadowOffset = CGSize(width: CGFloat.infinity, height: 0) }),
            ("shadowOffset NaN", { $0.shadowOffset = CGSize(width: 0, height: CGFloat.nan) }),
        ]
        let plain = try render { $0.shadowOpacity = 1 }
        XCTAssertFalse(plain.matches(30, 26, .white), "the default shadow shows above the layer")
        for (name, edit) in shadows {
            let image = try render {
                $0.shadowOpacity = 1; edit($0)
            }
            XCTAssertTrue(image.matches(30, 50, red), name)
            for (x, y) in [(30, 26), (30, 74), (54, 50), (6, 50), (0, 0), (99, 99)] {
                XCTAssertTrue(image.matches(x, y, .white), "\(name): no shadow at (\(x), \(y))")
            }
        }
    }

    /// An offscreen image covers what can show on the canvas, not the whole layer: a group, a mask or
    /// a shadow 100 times the canvas's size costs about the canvas's pixels (the fuzzer's 5-billion-pixel
    /// frame), and draws the same pixels.
    func testOffscreenImagesCoverOnlyWhatCanShow() throws {
        func huge(_ style: (CALayer) -> Void) -> CALayer {
            let root = solidLayer(100, 100, at: 50, 50, nil)
            let layer = solidLayer(1000, 1000, at: 40, 40, nil)
            layer.addSublayer(solidLayer(1000, 1000, at: 500, 500, blue))
            layer.addSublayer(solidLayer(20, 20, at: 500, 500, red))
            style(layer)
            root.addSublayer(layer)
            return root
        }
        let styles: [(String, (CALayer) -> Void, Int)] = [
            ("group opacity", { $0.opacity = 0.5 }, 1),
            ("mask", { $0.mask = solidLayer(1000, 1000, at: 500, 500, CGColor(gray: 0, alpha: 0.5)) }, 2),
            (
                "shadow",
                {
                    $0.shadowOpacity = 1; $0.shadowRadius = 4; $0.sublayers?[0].backgroundColor = nil
                }, 3
            ),
        ]
        for (name, style, passes) in styles {
            _ = try RenderHarness.render(huge(style), size: CGSize(width: 100, height: 100))
            let statistics = try RenderHarness.renderer().lastFrameStatistics
            XCTAssertEqual(statistics.offscreenPasses, passes, name)
            // The canvas's 10,000 pixels, plus the 3σ a blur reads past them; far from 1,000,000 a pass.
            XCTAssertLessThanOrEqual(statistics.offscreenPixels, passes * 125 * 125, name)
        }
        // Same pixels as the part of an image of the whole layer: the red square in the middle of the
        // group, at half opacity over white, and the blue around it.
        let image = try RenderHarness.render(huge { $0.opacity = 0.5 }, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(image.matches(40, 40, CGColor(red: 1, green: 0.5, blue: 0.5, alpha: 1)))
        XCTAssertTrue(image.matches(90, 90, CGColor(red: 0.5, green: 0.5, blue: 1, alpha: 1)))
    }

    /// A frame's offscreen images share a budget of 16 canvases (at least 16 Mi pixels): 40 faded
    /// layers, each a whole 1,024-pixel canvas, would need 40 Mi; past the budget the images get
    /// coarser, and every layer still shows.
    func testAFramesOffscreenPixelsStayWithinItsBudget() throws {
        let root = solidLayer(1024, 1024, at: 512, 512, nil)
        for i in 0..<40 {
            let faded = solidLayer(1024, 1024, at: 512, 512, nil)
            faded.opacity = 0.999
            faded.addSublayer(solidLayer(1024, 1024, at: 512, 512, i == 39 ? red : blue))
            faded.addSublayer(solidLayer(10, 10, at: 5, 5, green))
            root.addSublayer(faded)
        }
        let image = try RenderHarness.render(root, size: CGSize(width: 1024, height: 1024))
        let statistics = try RenderHarness.renderer().lastFrameStatistics
        XCTAssertEqual(statistics.offscreenPasses, 40)
        XCTAssertLessThanOrEqual(statistics.offscreenPixels, (1 << 24) + 40 * Planner.smallestOffscreenImage)
        XCTAssertGreaterThan(statistics.offscreenPixels, 15 << 20, "the budget is used, not wasted")
        // The topmost layer, drawn past the budget at a coarse density, still covers the canvas.
        XCTAssertTrue(image.matches(512, 512, red, tolerance: 4))
        XCTAssertTrue(image.matches(1000, 1000, red, tolerance: 4))
    }

    func testOffscreenGridOfDegeneratePlanesIsBounded() {
        let nan = Homography(m11: .nan, m12: 0, m13: 0, m21: 0, m22: .nan, m23: 0, m31: 0, m32: 0, m33: 1)
        let cases: [(CGRect, Homography)] = [
            (CGRect(x: 0, y: 0, width: 100, height: 100), nan),
            (CGRect(x: 0, y: 0, width: 1e12, height: 1e12), .identity),
            (CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), .identity),
            (CGRect(x: 0, y: 0, width: 0, height: 0), .translateThenScale(tx: 0, ty: 0, scale: 1e308)),
        ]
        for (extent, toTarget) in cases {
            let grid = OffscreenGrid(extent: extent, toTarget: toTarget, maxTextureSize: 16384)
            XCTAssertTrue((1...OffscreenGrid.largestSide).contains(grid.width), "\(extent): \(grid.width)")
            XCTAssertTrue((1...OffscreenGrid.largestSide).contains(grid.height), "\(extent): \(grid.height)")
            XCTAssertTrue(grid.density > 0 && grid.density.isFinite, "\(extent): \(grid.density)")
        }
        // A sane plane keeps its exact grid.
        let sane = OffscreenGrid(
            extent: CGRect(x: 0, y: 0, width: 100, height: 50), toTarget: .identity,
            maxTextureSize: 16384)
        XCTAssertEqual([sane.width, sane.height], [100, 50])
    }

    /// Contents stretched over a layer whose bounds reach infinity (or NaN) have no pieces; a piece's
    /// destination range with NaN bounds used to trap.
    func testContentsPiecesOfNonFiniteBoundsAreEmpty() {
        let spans = [TileSpan(texture: 0..<10, interior: -Double.infinity...Double.infinity)]
        XCTAssertEqual(Planner.pieces(source: 0, 1, destination: 0, .infinity, spans: spans).count, 0)
        XCTAssertEqual(Planner.pieces(source: 0, 1, destination: .nan, 10, spans: spans).count, 0)
        XCTAssertEqual(Planner.pieces(source: .nan, .nan, destination: 0, 10, spans: spans).count, 0)
        // Finite ends whose span overflows (1e308 − −1e308) give no piece either.
        XCTAssertEqual(Planner.pieces(source: 0, 1, destination: -1e308, 1e308, spans: spans).count, 0)
        XCTAssertEqual(Planner.pieces(source: 0, 1, destination: 0, 10, spans: spans).first?.destination, 0...10)
    }

    /// `pixelSide` clamps before converting: NaN is one pixel, infinity the limit.
    func testPixelSideClampsNonFiniteLengths() {
        XCTAssertEqual(pixelSide(.nan, limit: 4096), 1)
        XCTAssertEqual(pixelSide(.infinity, limit: 4096), 4096)
        XCTAssertEqual(pixelSide(-.infinity, limit: 4096), 1)
        XCTAssertEqual(pixelSide(1e300, limit: 4096), 4096)
        XCTAssertEqual(pixelSide(99.2, limit: 4096), 100)
    }

    /// A shadow path's mask for a path out at 1e300 has a clamped size and a usable density.
    func testShadowMaskOfAFarAwayPathIsBounded() {
        let elements: [CGPathElement] = [
            .moveToPoint(CGPoint(x: -1e300, y: 0)), .addLineToPoint(CGPoint(x: 1e300, y: 1)),
            .addLineToPoint(CGPoint(x: 0, y: 1e300)), .closeSubpath,
        ]
        let box = CGPath.boundingBox(of: elements)
        for scale in [Double.nan, 1, 1e308] {
            let density = Planner.maskDensity(scale, sigma: 3, box: box)
            XCTAssertTrue(density > 0 && density.isFinite, "scale \(scale): \(density)")
            let key = ShadowMaskKey(silhouette: .path(elements), sigma: 3, density: density)
            XCTAssertTrue((1...4096).contains(key.pixelWidth), "\(key.pixelWidth)")
            XCTAssertTrue((1...4096).contains(key.pixelHeight), "\(key.pixelHeight)")
        }
    }

    /// In a partial frame a triangle counts its pixels inside each damage rectangle: all of it
    /// inside one, none outside one, the clipped part across one's edge.
    func testProjectedAreaInsideDamageRectangles() {
        var buffer = GeometryBuffer(floatsPerVertex: 4)
        for (x, y) in [(10.0, 10.0), (30.0, 10.0), (10.0, 30.0)] { buffer.vertices += [Float(x), Float(y), 0, 1] }
        buffer.indices = [0, 1, 2]
        let target = PixelRect(x: 0, y: 0, width: 100, height: 100)
        func area(_ scissors: [PixelRect]) -> Double {
            buffer.projectedArea(ofIndices: 0..<3, target: target, scissors: scissors)
        }
        XCTAssertEqual(area([PixelRect(x: 0, y: 0, width: 50, height: 50)]), 200, accuracy: 1e-9)
        XCTAssertEqual(area([PixelRect(x: 60, y: 60, width: 20, height: 20)]), 0)
        XCTAssertEqual(area([PixelRect(x: 30, y: 0, width: 10, height: 40)]), 0, "touching an edge")
        // Left of x = 20: the triangle less its 10 × 10 corner right of it, 200 − 50.
        XCTAssertEqual(area([PixelRect(x: 0, y: 0, width: 20, height: 100)]), 150, accuracy: 1e-9)
        XCTAssertEqual(
            area([PixelRect(x: 0, y: 0, width: 20, height: 100), PixelRect(x: 60, y: 60, width: 20, height: 20)]),
            150, accuracy: 1e-9)
    }

    /// A triangle reaching far past its pass counts only its pixels inside the pass.
    func testProjectedAreaCountsOnlyThePixelsInsideTheTarget() {
        var buffer = GeometryBuffer(floatsPerVertex: 4)
        for (x, y) in [(-1e12, -1e12), (3e12, -1e12), (-1e12, 3e12)] { buffer.vertices += [Float(x), Float(y), 0, 1] }
        buffer.indices = [0, 1, 2]
        let target = PixelRect(x: 0, y: 0, width: 100, height: 50)
        // The triangle covers the whole 100 × 50 target.
        XCTAssertEqual(buffer.projectedArea(ofIndices: 0..<3, target: target), 5000, accuracy: 0.1)
        // Inside the target, the plain formula is kept.
        var small = GeometryBuffer(floatsPerVertex: 4)
        for (x, y) in [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)] { small.vertices += [Float(x), Float(y), 0, 1] }
        small.indices = [0, 1, 2]
        XCTAssertEqual(small.projectedArea(ofIndices: 0..<3, target: target), 50, accuracy: 1e-9)
        // A vertex at infinity (a path out at 1e308, projected) counts nothing, rather than NaN.
        var infinite = GeometryBuffer(floatsPerVertex: 4)
        for (x, y) in [(0.0, 0.0), (Double.infinity, 10.0), (0.0, 10.0)] {
            infinite.vertices += [Float(x), Float(y), 0, 1]
        }
        infinite.indices = [0, 1, 2]
        XCTAssertEqual(infinite.projectedArea(ofIndices: 0..<3, target: target), 0)
        XCTAssertEqual(FrameStatistics.pixelCount(.nan), 0)
        XCTAssertEqual(FrameStatistics.pixelCount(1e300), 1_000_000_000_000_000)
    }

    /// Thousands of overlapping dashes would take the sweep minutes and gigabytes: past the work
    /// budget the fill gives up and leaves nothing, quickly.
    func testFillGivesUpPastItsWorkBudget() {
        let style = StrokeStyle(
            lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            dashPattern: [0.001, 0.001], dashPhase: 0, strokeStart: 0, strokeEnd: 1)
        let outline = PathStroker.outline(
            [(points: [Point2(0, 0), Point2(10_000, 10_000)], isClosed: false)],
            style: style, tolerance: 0.1)
        XCTAssertEqual(outline.count, PathStroker.mostDashes)
        let mesh = ShapeMesh()
        let start = Date()
        XCTAssertFalse(PathFillTessellator.fill(outline, rule: .nonZero, into: mesh))
        XCTAssertTrue(mesh.isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "gave up, but late")
        // An ordinary dashed line is well inside the budget.
        let plain = StrokeStyle(
            lineWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            dashPattern: [10, 5], dashPhase: 0, strokeStart: 0, strokeEnd: 1)
        let dashes = PathStroker.outline(
            [(points: [Point2(0, 0), Point2(300, 0)], isClosed: false)],
            style: plain, tolerance: 0.1)
        XCTAssertEqual(dashes.count, 20)
        let drawn = ShapeMesh()
        XCTAssertTrue(PathFillTessellator.fill(dashes, rule: .nonZero, into: drawn))
        XCTAssertFalse(drawn.isEmpty)
    }

    /// An arc of radius 1e308 flattens to points whose slab crossings are NaN: the sweep still
    /// moves on (it used to spin forever on the first NaN span).
    func testFillTerminatesOnNaNCrossings() {
        let contour = [Point2(0, 0), Point2(1e308, 1), Point2(-1e308, 2), Point2(1e308, 3), Point2(0, 4)]
        let mesh = ShapeMesh()
        let start = Date()
        PathFillTessellator.fill([contour], rule: .nonZero, into: mesh)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}

extension HostileGeometryTests {
    /// 1,000 translucent layers over the whole canvas: the frontmost 256 canvases' worth are
    /// drawn, those behind them are left out and counted.
    func testStacksDeeperThanTheOverdrawBudgetLoseTheirDeepestItems() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        root.position = CGPoint(x: 20, y: 15)
        for _ in 0..<1000 {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
            layer.position = CGPoint(x: 20, y: 15)
            layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
            root.addSublayer(layer)
        }
        var planner = Planner(tree: root.makeRenderTree(at: 0), maxTextureSize: 4096)
        let list = Culling.apply(to: planner.plan(size: CGSize(width: 40, height: 30), scale: 1, background: nil))
        // Each item covers the canvas once: 256 fill the budget, the 257th passes it.
        XCTAssertEqual(list.passes[0].items.count, Int(Culling.overdrawBudget) + 1)
        XCTAssertEqual(list.overBudgetItems, 1000 - Int(Culling.overdrawBudget) - 1)
        // The kept ones are the frontmost: the last sublayer is still the last item.
        XCTAssertEqual(list.passes[0].items.last?.placement.layerID, root.sublayers?.last?.layerID)
    }
}
