import Foundation
import LayerTree
import Shaders
import XCTest

@testable import GLRender

/// Batching and retained work, read from the renderer's own per-frame statistics.
final class RendererStatisticsTests: XCTestCase {
    private func grid(_ count: Int) -> CALayer {
        let root = solidLayer(1280, 720, at: 640, 360, nil)
        for i in 0..<count {
            let layer = solidLayer(
                40, 40, at: CGFloat(20 + (i * 37) % 1240), CGFloat(20 + (i * 53) % 680),
                CGColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: 0.5, alpha: 1))
            layer.cornerRadius = CGFloat(i % 3) * 4
            root.addSublayer(layer)
        }
        return root
    }

    /// On the recording backend: statistics come from the command buffer and the frame's record.
    func testDrawCallsDoNotGrowWithTheLayerCount() throws {
        let recorder = RecordingRenderer(maxPointSize: 255)
        try recorder.draw(grid(100), size: CGSize(width: 1280, height: 720))
        let small = recorder.statistics
        try recorder.draw(grid(10_000), size: CGSize(width: 1280, height: 720))
        let large = recorder.statistics
        XCTAssertEqual(small.layers, 101)
        XCTAssertEqual(large.layers, 10_001)
        XCTAssertEqual(large.drawCalls, small.drawCalls)
        XCTAssertEqual(large.drawCalls, 2, "square layers in one opaque call, rounded ones in one blended call")
        // What is not hidden is one point sprite each (square corners, inside the canvas) or one quad each.
        XCTAssertEqual(large.points + large.triangles / 2, 10_000 - large.culledPrimitives)
        XCTAssertGreaterThan(large.points, 0)
        XCTAssertGreaterThan(large.triangles, 0)
        XCTAssertGreaterThan(large.culledPrimitives, 0)
    }

    func testAnUnchangedFrameIsNotPlannedOrUploadedAgain() throws {
        let renderer = try RenderHarness.renderer()
        let root = grid(500)
        let size = CGSize(width: 1280, height: 720)
        let first = try renderer.render(root.makeRenderTree(), size: size)
        XCTAssertFalse(renderer.lastFrameStatistics.reusedPreviousFrame)
        XCTAssertEqual(renderer.lastFrameStatistics.damagedPixels, 1280 * 720)
        // Damage-tracked: nothing changed, nothing is drawn, and the canvas still holds the frame.
        let still = try renderer.render(root.makeRenderTree(), size: size)
        XCTAssertEqual(renderer.lastFrameStatistics.damagedPixels, 0)
        XCTAssertEqual(renderer.lastFrameStatistics.drawCalls, 0)
        XCTAssertEqual(renderer.lastFrameStatistics.shadedPixels, 0)
        XCTAssertEqual(first, still)
        // A forced whole frame replays the last command buffer: nothing planned or uploaded.
        let second = try renderer.render(root.makeRenderTree(), size: size, fullRedraw: true)
        XCTAssertTrue(renderer.lastFrameStatistics.reusedPreviousFrame)
        XCTAssertEqual(renderer.lastFrameStatistics.verticesUploaded, 0)
        XCTAssertGreaterThan(renderer.lastFrameStatistics.drawCalls, 0)
        XCTAssertEqual(first, second)
    }

    /// Pixel counts are measured only when asked (`Renderer.measuresPixels`): the same frame drawn
    /// without them draws the same pixels with the same calls and triangles, and counts 0.
    func testPixelsAreCountedOnlyWhenAsked() throws {
        let renderer = try RenderHarness.renderer()
        defer { renderer.measuresPixels = true }
        let root = grid(200)
        // A group with opacity: an offscreen pass, whose own pixels are counted too.
        let group = solidLayer(200, 200, at: 300, 300, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        group.opacity = 0.5
        group.addSublayer(solidLayer(100, 100, at: 150, 150, CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        root.addSublayer(group)
        let size = CGSize(width: 1280, height: 720)
        renderer.measuresPixels = true
        let measuredImage = try renderer.render(root.makeRenderTree(), size: size, fullRedraw: true)
        let measured = renderer.lastFrameStatistics
        XCTAssertTrue(measured.measuredPixels)
        XCTAssertGreaterThan(measured.shadedPixels, 200 * 40 * 40, "200 squares of 40 pixels a side, and the group")
        XCTAssertGreaterThan(measured.blendedPixels, 0)
        XCTAssertGreaterThan(measured.overdraw, 0.3)
        let measuredPass = try XCTUnwrap(measured.passes.first, "the group's offscreen pass")
        XCTAssertGreaterThan(measuredPass.shadedPixels, 0)
        XCTAssertGreaterThan(measuredPass.sampledPixels, 0)

        renderer.measuresPixels = false
        // Another tree in between, so the frame below is planned again rather than replayed.
        _ = try renderer.render(grid(3).makeRenderTree(), size: size, fullRedraw: true)
        let unmeasuredImage = try renderer.render(root.makeRenderTree(), size: size, fullRedraw: true)
        let unmeasured = renderer.lastFrameStatistics
        XCTAssertFalse(unmeasured.reusedPreviousFrame)
        XCTAssertFalse(unmeasured.measuredPixels)
        XCTAssertEqual(unmeasured.shadedPixels, 0)
        XCTAssertEqual(unmeasured.blendedPixels, 0)
        XCTAssertEqual(unmeasured.overdraw, 0)
        XCTAssertEqual(unmeasured.passes.first?.shadedPixels, 0)
        XCTAssertEqual(unmeasured.passes.first?.sampledPixels, 0)
        XCTAssertEqual(unmeasured.drawCalls, measured.drawCalls)
        XCTAssertEqual(unmeasured.triangles, measured.triangles)
        XCTAssertEqual(unmeasured.points, measured.points)
        XCTAssertEqual(unmeasuredImage, measuredImage)
    }

    func testMovingOneLayerUploadsOnlyWhatChanged() throws {
        let renderer = try RenderHarness.renderer()
        let root = grid(2_000)
        _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 1280, height: 720))
        let total = renderer.lastFrameStatistics.vertices
        root.sublayers![1_500].position.x += 3
        _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 1280, height: 720))
        let uploaded = renderer.lastFrameStatistics.verticesUploaded
        XCTAssertGreaterThan(uploaded, 0)
        XCTAssertLessThan(uploaded, total / 20, "one moved layer must not re-send the whole buffer")
    }

    func testShaderThatFailsToCompileNamesTheFileAndTheDriverLog() throws {
        let context = try RenderHarness.context_()
        var files = ShaderSources.files
        files["layer_quad.frag"] = "out vec4 fragColor;\nvoid main() { fragColor = undefinedThing; }\n"
        XCTAssertThrowsError(try Renderer(context: context, shaderFiles: files)) { error in
            guard case GLError.shaderCompile(let file, let log) = error else {
                return XCTFail("expected a compile error, got \(error)")
            }
            XCTAssertEqual(file, "layer_quad.frag")
            XCTAssertTrue(log.contains("undefinedThing"), "the driver's log: \(log)")
            XCTAssertTrue("\(error)".hasPrefix("shader layer_quad.frag failed to compile: "))
        }
        // The shared renderer's context is current again for the tests that follow.
        context.makeCurrent()
    }

    /// The coverage program's variants are linked on first use; each of the 64 compiles and links
    /// on this driver, with its own program, so a variant broken by a `#define` fails here.
    func testEveryCoverageVariantLinks() throws {
        _ = try RenderHarness.renderer()  // the shared context, current
        var library = try ShaderLibrary()
        defer { library.deleteAll() }
        var ids: Set<UInt32> = []
        for features in CoverageFeatures.everyVariant {
            let program = try library.program(for: .layerQuad(features))
            XCTAssertEqual(program.name, features.programName)
            // Every feature is the full program, built with none.
            XCTAssertEqual(
                program.defines, features == .all ? [] : features.defines,
                "compiled as the variant, not the full program")
            ids.insert(program.id)
        }
        XCTAssertEqual(ids.count, 64)
        XCTAssertEqual(try library.program(for: .layerQuad(.all)).id, library[.layerQuad].id)
    }

    /// A canvas no GPU can hold is an error from the renderer, never a trap or a huge allocation
    /// (on the recording backend, which keeps the same limit).
    func testAnImpossibleCanvasIsAnError() throws {
        let recorder = RecordingRenderer()
        let tree = solidLayer(10, 10, at: 5, 5, red).makeRenderTree()
        XCTAssertThrowsError(try recorder.draw(tree, size: CGSize(width: 1e12, height: 1e12))) { error in
            XCTAssertTrue("\(error)".contains("exceeds the driver's limit"), "\(error)")
        }
        XCTAssertEqual(FrameTarget(size: CGSize(width: CGFloat.nan, height: 10)).pixelWidth, 1)
        XCTAssertEqual(try recorder.draw(tree, size: CGSize(width: 10, height: 10)).count, 1, "and it renders on")
        XCTAssertEqual(recorder.record.destination, .canvasTarget)
    }
}
