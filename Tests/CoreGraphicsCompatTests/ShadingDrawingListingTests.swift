import CoreGraphics
import Foundation
import QuartzCore
import XCTest

// Shadings as Apple code draws them: a CGFunction whose callback computes the colour at t, an axial
// or radial CGShading over it, and drawShading(_:), which fills the clip.

/// Red rising and blue falling with t, opaque: (t, 0, 1 − t, 1).
private func redToBlue(
    _ info: UnsafeMutableRawPointer?, _ inputs: UnsafePointer<CGFloat>, _ outputs: UnsafeMutablePointer<CGFloat>
) {
    let t = inputs[0]
    outputs[0] = t
    outputs[1] = 0
    outputs[2] = 1 - t
    outputs[3] = 1
}

/// A gray that is the square of t, opaque: not a straight line between its ends.
private func squareGray(
    _ info: UnsafeMutableRawPointer?, _ inputs: UnsafePointer<CGFloat>, _ outputs: UnsafeMutablePointer<CGFloat>
) {
    outputs[0] = inputs[0] * inputs[0]
    outputs[1] = 1
}

/// A function of one input to `outputs` outputs over `domain` (0…1 by default), clamped to 0…1.
private func function(
    _ evaluate: @escaping CGFunctionEvaluateCallback, outputs: Int, domain: [CGFloat] = [0, 1],
    info: UnsafeMutableRawPointer? = nil, release: CGFunctionReleaseInfoCallback? = nil
) -> CGFunction {
    var callbacks = CGFunctionCallbacks(version: 0, evaluate: evaluate, releaseInfo: release)
    let range: [CGFloat] = Array(Array(repeating: [0, 1], count: outputs).joined())
    return CGFunction(
        info: info, domainDimension: 1, domain: domain, rangeDimension: outputs, range: range, callbacks: &callbacks)!
}

final class ShadingDrawingListingTests: XCTestCase {
    // An axial shading across 100 units: the function's colour at each point, nothing before the
    // start without extendStart, the end colour past the end with extendEnd.
    func testAxialShadingFollowsTheFunctionAndItsExtends() throws {
        let bitmap = Bitmap(width: 120, height: 4)
        let shading = try XCTUnwrap(
            CGShading(
                axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 110, y: 0),
                function: function(redToBlue, outputs: 4), extendStart: false, extendEnd: true))
        bitmap.context.drawShading(shading)
        // Pixel x's centre is x + 0.5: t = (x + 0.5 − 10) / 100.
        assertPixel(bitmap.pixelAt(user: 60, 1), [129, 0, 126, 255], "t = 0.505")
        assertPixel(bitmap.pixelAt(user: 35, 1), [65, 0, 190, 255], "t = 0.255")
        assertPixel(bitmap.pixelAt(user: 5, 1), [0, 0, 0, 0], "before the start: not extended")
        assertPixel(bitmap.pixelAt(user: 115, 1), [255, 0, 0, 255], "past the end: the end colour")
    }

    // The function is what is drawn, not a straight line between its ends: t² is a quarter gray half way.
    func testANonlinearFunctionIsSampled() throws {
        let bitmap = Bitmap(width: 100, height: 4)
        let shading = try XCTUnwrap(
            CGShading(
                axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero, end: CGPoint(x: 100, y: 0),
                function: function(squareGray, outputs: 2), extendStart: true, extendEnd: true))
        bitmap.context.drawShading(shading)
        assertPixel(bitmap.pixelAt(user: 50, 1), [64, 64, 64, 255], "(0.505)² = 0.255")
        assertPixel(bitmap.pixelAt(user: 25, 1), [16, 16, 16, 255], "(0.255)² = 0.065")
    }

    // The domain runs from the start to the end: over [0, 2], t = 1 is half way.
    func testTheDomainSpansStartToEnd() throws {
        let bitmap = Bitmap(width: 100, height: 4)
        let halfOfT: CGFunctionEvaluateCallback = { _, inputs, outputs in
            outputs[0] = inputs[0] / 2
            outputs[1] = 1
        }
        let shading = try XCTUnwrap(
            CGShading(
                axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero, end: CGPoint(x: 100, y: 0),
                function: function(halfOfT, outputs: 2, domain: [0, 2]), extendStart: false, extendEnd: false))
        bitmap.context.drawShading(shading)
        assertPixel(bitmap.pixelAt(user: 50, 1), [129, 129, 129, 255], "t = 1.01 of 2: gray 0.505")
    }

    // A radial shading from a white centre to black at radius 40, moved by the current transform.
    func testRadialShadingUnderTheCurrentTransform() throws {
        let bitmap = Bitmap(width: 120, height: 100)
        let fade: CGFunctionEvaluateCallback = { _, inputs, outputs in
            outputs[0] = 1 - inputs[0]
            outputs[1] = 1
        }
        let shading = try XCTUnwrap(
            CGShading(
                radialSpace: CGColorSpaceCreateDeviceGray(), start: CGPoint(x: 50, y: 50), startRadius: 0,
                end: CGPoint(x: 50, y: 50), endRadius: 40, function: function(fade, outputs: 2), extendStart: false,
                extendEnd: false))
        bitmap.context.translateBy(x: 20, y: 0)
        bitmap.context.drawShading(shading)
        assertPixel(bitmap.pixelAt(user: 70, 50), [255, 255, 255, 255], tolerance: 6, "the centre, moved 20 right")
        assertPixel(bitmap.pixelAt(user: 90, 50), [128, 128, 128, 255], tolerance: 6, "20 from the centre: half way")
        assertPixel(bitmap.pixelAt(user: 115, 50), [0, 0, 0, 0], "past the end circle: not extended")
    }

    // The function hands its info to the callback and releases it when it goes away.
    func testFunctionInfoIsPassedAndReleased() {
        final class Counts {
            var evaluated = 0, released = 0
        }
        let counts = Counts()
        do {
            let counting = function(
                { info, _, outputs in
                    Unmanaged<Counts>.fromOpaque(info!).takeUnretainedValue().evaluated += 1
                    outputs[0] = 1
                    outputs[1] = 1
                }, outputs: 2, info: Unmanaged.passRetained(counts).toOpaque(),
                release: { info in Unmanaged<Counts>.fromOpaque(info!).takeRetainedValue().released += 1 })
            let shading = CGShading(
                axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero, end: CGPoint(x: 10, y: 0),
                function: counting, extendStart: true, extendEnd: true)!
            Bitmap(width: 10, height: 2).context.drawShading(shading)
            XCTAssertGreaterThan(counts.evaluated, 0)
            XCTAssertEqual(counts.released, 0)
        }
        XCTAssertEqual(counts.released, 1)
    }
}
