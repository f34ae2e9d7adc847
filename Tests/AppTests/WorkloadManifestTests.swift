import Foundation
import LayerTree
import XCTest

@testable import App
@testable import GLRender

/// What each bench workload's frame would draw at N = 1,000, drawn by a whole renderer on the
/// recording backend (no GPU): draw calls, triangles and the shaded-pixel estimate, asserted as
/// WebRender's test manifests assert draw-call counts. A regression in batching, materials, the
/// opaque phase, culling or 3D depth shows here as a changed figure.
final class WorkloadManifestTests: ManualClockTestCase {

    private struct Manifest: CustomStringConvertible {
        var opaqueCalls = 0, blendedCalls = 0, triangles = 0, points = 0
        var opaquePixels = 0.0, blendedPixels = 0.0
        /// What culling dropped: hidden under opaque layers, or off the canvas.
        var occluded = 0
        var description: String {
            "opaque \(opaqueCalls) calls, blended \(blendedCalls), \(triangles) triangles, \(points) points, "
                + "\(Int(opaquePixels)) opaque px, \(Int(blendedPixels)) blended px, occluded \(occluded)"
        }
    }

    /// The workload's frame 1 s after its animations began, drawn by a whole renderer on the
    /// recording backend.
    private func manifest(_ workload: BenchWorkload) throws -> Manifest {
        let scene = try BenchScene.make(workload, count: 1000)
        clock.advance(by: 1)
        // Point sprites as large as llvmpipe draws (`GL_ALIASED_POINT_SIZE_RANGE` up to 255).
        let backend = RecordingBackend(maxTextureSize: 4096, maxPointSize: 255)
        let renderer = Renderer(backend: backend)
        try renderer.draw(
            scene.root.makeRenderTree(at: clock.currentTime),
            into: FrameTarget(size: scene.size, scale: 1, background: scene.background))
        // The renderer counts what culling dropped as one figure: hidden plus off the canvas.
        var m = Manifest(occluded: renderer.lastFrameStatistics.culledPrimitives)
        for draw in backend.draws {
            m.triangles += draw.triangles
            m.points += draw.points
            switch draw.phase {
            case .opaque: m.opaqueCalls += 1; m.opaquePixels += draw.pixels
            case .blended: m.blendedCalls += 1; m.blendedPixels += draw.pixels
            }
        }
        return m
    }

    private func assert(
        _ m: Manifest, opaqueCalls: Int, blendedCalls: Int, triangles: Int, points: Int = 0, opaquePixels: Double,
        blendedPixels: Double, hidden: Int, line: UInt = #line
    ) {
        XCTAssertEqual(m.opaqueCalls, opaqueCalls, "opaque-phase draw calls: \(m)", line: line)
        XCTAssertEqual(m.blendedCalls, blendedCalls, "blended-phase draw calls: \(m)", line: line)
        XCTAssertEqual(m.triangles, triangles, "triangles: \(m)", line: line)
        XCTAssertEqual(m.points, points, "point sprites: \(m)", line: line)
        XCTAssertEqual(
            m.opaquePixels, opaquePixels, accuracy: opaquePixels * 0.005 + 1, "opaque pixels: \(m)", line: line)
        XCTAssertEqual(
            m.blendedPixels, blendedPixels, accuracy: blendedPixels * 0.005 + 1, "blended pixels: \(m)",
            line: line)
        XCTAssertEqual(m.occluded, hidden, "hidden layers, and nothing off the canvas: \(m)", line: line)
    }

    /// 1,000 opaque 40×40 squares: one painter's-order call of flat point sprites (no triangles);
    /// 27 lie wholly under others.
    func testOpaque() throws {
        assert(
            try manifest(.opaque), opaqueCalls: 1, blendedCalls: 0, triangles: 0, points: 973, opaquePixels: 1_556_800,
            blendedPixels: 0, hidden: 27)
    }

    /// The same squares at 50%: nothing hides anything, every pixel blends, one call of point sprites.
    func testBlended() throws {
        assert(
            try manifest(.blended), opaqueCalls: 0, blendedCalls: 1, triangles: 0, points: 1000, opaquePixels: 0,
            blendedPixels: 1_600_000, hidden: 0)
    }

    /// Rounded squares clipping a child: 40×40 plus the child's 28×28 inside the clip, all with coverage
    /// (too small on screen to split into flat tiles), in one call.
    func testRounded() throws {
        assert(
            try manifest(.rounded), opaqueCalls: 0, blendedCalls: 1, triangles: 4000, opaquePixels: 0,
            blendedPixels: 1000 * (1600 + 784), hidden: 0)
    }

    /// Turning cards: whole quads (no cuts) in one opaque call, each covering 1,600·|cos θ| pixels or so.
    func testRotate3D() throws {
        assert(
            try manifest(.rotate3d), opaqueCalls: 1, blendedCalls: 0, triangles: 2000, opaquePixels: 799_495,
            blendedPixels: 0, hidden: 0)
    }

    /// The still grid: as `opaque` at rest, 11 squares under others.
    func testStatic() throws {
        assert(
            try manifest(.static), opaqueCalls: 1, blendedCalls: 0, triangles: 0, points: 989, opaquePixels: 1_582_400,
            blendedPixels: 0, hidden: 11)
    }
}
