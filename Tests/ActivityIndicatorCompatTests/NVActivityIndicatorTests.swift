import Foundation
import QuartzCore
import XCTest

// NVActivityIndicatorView's 33 indicators (MIT; NVActivityIndicatorView/, as published but for
// `import UIKit` read as `import QuartzCore`), built in an 80×80 layer at 60×60 as the library's
// view builds them, and drawn from the presentation tree with `render(in:)` at chosen times of a
// manual media clock.

final class NVActivityIndicatorTests: XCTestCase {
    private var clock: ManualClock!
    private var previousClock: MediaClock!

    override func setUp() {
        super.setUp()
        previousClock = MediaClocks.current
        clock = ManualClock(time: 1000)
        MediaClocks.current = clock
        CATransaction.flush()
    }

    override func tearDown() {
        CATransaction.flush()
        MediaClocks.current = previousClock
        super.tearDown()
    }

    /// Every indicator, by the name NVActivityIndicatorView's type enum gives it.
    private var indicators: [(name: String, animation: any NVActivityIndicatorAnimationDelegate)] {
        [
            ("audioEqualizer", NVActivityIndicatorAnimationAudioEqualizer()),
            ("ballBeat", NVActivityIndicatorAnimationBallBeat()),
            ("ballClipRotate", NVActivityIndicatorAnimationBallClipRotate()),
            ("ballClipRotateMultiple", NVActivityIndicatorAnimationBallClipRotateMultiple()),
            ("ballClipRotatePulse", NVActivityIndicatorAnimationBallClipRotatePulse()),
            ("ballDoubleBounce", NVActivityIndicatorAnimationBallDoubleBounce()),
            ("ballGridBeat", NVActivityIndicatorAnimationBallGridBeat()),
            ("ballGridPulse", NVActivityIndicatorAnimationBallGridPulse()),
            ("ballPulse", NVActivityIndicatorAnimationBallPulse()),
            ("ballPulseRise", NVActivityIndicatorAnimationBallPulseRise()),
            ("ballPulseSync", NVActivityIndicatorAnimationBallPulseSync()),
            ("ballRotate", NVActivityIndicatorAnimationBallRotate()),
            ("ballRotateChase", NVActivityIndicatorAnimationBallRotateChase()),
            ("ballScale", NVActivityIndicatorAnimationBallScale()),
            ("ballScaleMultiple", NVActivityIndicatorAnimationBallScaleMultiple()),
            ("ballScaleRipple", NVActivityIndicatorAnimationBallScaleRipple()),
            ("ballScaleRippleMultiple", NVActivityIndicatorAnimationBallScaleRippleMultiple()),
            ("ballSpinFadeLoader", NVActivityIndicatorAnimationBallSpinFadeLoader()),
            ("ballTrianglePath", NVActivityIndicatorAnimationBallTrianglePath()),
            ("ballZigZag", NVActivityIndicatorAnimationBallZigZag()),
            ("ballZigZagDeflect", NVActivityIndicatorAnimationBallZigZagDeflect()),
            ("circleStrokeSpin", NVActivityIndicatorAnimationCircleStrokeSpin()),
            ("cubeTransition", NVActivityIndicatorAnimationCubeTransition()),
            ("lineScale", NVActivityIndicatorAnimationLineScale()),
            ("lineScaleParty", NVActivityIndicatorAnimationLineScaleParty()),
            ("lineScalePulseOut", NVActivityIndicatorAnimationLineScalePulseOut()),
            ("lineScalePulseOutRapid", NVActivityIndicatorAnimationLineScalePulseOutRapid()),
            ("lineSpinFadeLoader", NVActivityIndicatorAnimationLineSpinFadeLoader()),
            ("orbit", NVActivityIndicatorAnimationOrbit()),
            ("pacman", NVActivityIndicatorAnimationPacman()),
            ("semiCircleSpin", NVActivityIndicatorAnimationSemiCircleSpin()),
            ("squareSpin", NVActivityIndicatorAnimationSquareSpin()),
            ("triangleSkewSpin", NVActivityIndicatorAnimationTriangleSkewSpin()),
        ]
    }

    /// An indicator's layer, as NVActivityIndicatorView sets one up: 60×60 in an 80×80 layer, white, committed.
    private func makeIndicator(_ animation: any NVActivityIndicatorAnimationDelegate) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        animation.setUpAnimation(
            in: layer, size: CGSize(width: 60, height: 60), color: UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        CATransaction.flush()
        return layer
    }

    /// The premultiplied RGBA pixels of `layer`'s presentation at `seconds` after it was set up
    /// (the clock runs on from where it is), drawn with `render(in:)`; row 0 is the top.
    private func frame(of layer: CALayer, after seconds: CFTimeInterval, since start: CFTimeInterval) -> [UInt8] {
        clock.advance(by: start + seconds - CACurrentMediaTime())
        CATransaction.flush()
        let ctx = CGContext(width: 80, height: 80)
        layer.presentation()!.render(in: ctx)
        return ctx.makeImage()!.pixels
    }

    private func pixel(_ pixels: [UInt8], _ x: Int, _ y: Int) -> [Int] {
        (0..<4).map { Int(pixels[(y * 80 + x) * 4 + $0]) }
    }

    /// Asserts a pixel within one step of each expected component (half opacity rounds either way).
    private func assertPixel(
        _ pixels: [UInt8], _ x: Int, _ y: Int, _ expected: [Int], _ message: String, line: UInt = #line
    ) {
        let actual = pixel(pixels, x, y)
        XCTAssertTrue(
            zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(actual) is not \(expected) ±1: \(message)",
            line: line)
    }

    // Every indicator draws, and what it draws changes over its first second.
    func testEveryIndicatorDrawsAndMoves() {
        XCTAssertEqual(indicators.count, 33)
        var still: [String] = [], empty: [String] = []
        for (name, animation) in indicators {
            let start = CACurrentMediaTime()
            let layer = makeIndicator(animation)
            let frames = [0.15, 0.4, 0.65, 0.9].map { frame(of: layer, after: $0, since: start) }
            let inked = frames.map { pixels in stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] > 0 }.count
            }
            if inked.allSatisfy({ $0 < 20 }) { empty.append(name) }
            let changed = (1..<frames.count).map { i in
                zip(frames[i], frames[0]).filter { abs(Int($0) - Int($1)) > 32 }.count
            }
            if changed.allSatisfy({ $0 < 20 }) { still.append(name) }
        }
        XCTAssertEqual(empty, [], "indicators that draw nothing")
        XCTAssertEqual(still, [], "indicators that do not move")
    }

    // "Ball scale": one circle grows from nothing as it fades, eased in and out over a second. Half
    // way, the symmetric ease is at one half: radius 15 about the centre, half opaque.
    func testBallScaleHalfWay() {
        let start = CACurrentMediaTime()
        let layer = makeIndicator(NVActivityIndicatorAnimationBallScale())
        let pixels = frame(of: layer, after: 0.5, since: start)
        assertPixel(pixels, 40, 40, [128, 128, 128, 128], "the centre: white at half opacity")
        assertPixel(pixels, 40, 40 - 13, [128, 128, 128, 128], "13 above the centre: inside radius 15")
        assertPixel(pixels, 40, 40 - 18, [0, 0, 0, 0], "18 above: outside it")
        // A quarter of the way, the group's ease-in-ease-out is at 0.129 (not the linear 0.25): radius
        // 3.9, opacity 0.871.
        let quarter = frame(of: layer, after: 3.25, since: start)
        assertPixel(quarter, 40, 40, [222, 222, 222, 222], "the centre: white at 0.871")
        assertPixel(quarter, 40, 40 - 6, [0, 0, 0, 0], "6 above the centre: outside radius 3.9")
        let repeated = frame(of: layer, after: 5.5, since: start)
        assertPixel(repeated, 40, 40 - 13, [128, 128, 128, 128], "`repeatCount = HUGE`: the same five turns on")
    }

    // "Line scale": five bars 60 tall squeeze to 0.4 of their height and back over a second, each
    // starting 0.1 s after the one before it (the first at 0.1 s). At 0.6 s the first is at its
    // 0.5 key time, 24 tall about y = 40; the fifth has not begun and stands at its full 60.
    func testLineScaleAtChosenTimes() {
        let start = CACurrentMediaTime()
        let layer = makeIndicator(NVActivityIndicatorAnimationLineScale())
        let pixels = frame(of: layer, after: 0.6, since: start)
        // Bars are 60/9 wide, at x = 10 + 13.3·i: the first's middle column is 13, the fifth's 66.
        assertPixel(pixels, 13, 40, [255, 255, 255, 255], "the first bar's middle")
        assertPixel(pixels, 13, 30, [255, 255, 255, 255], "10 above the middle: inside 24 tall")
        assertPixel(pixels, 13, 25, [0, 0, 0, 0], "15 above the middle: squeezed out")
        let early = frame(of: layer, after: 0.45, since: start)
        assertPixel(early, 66, 15, [255, 255, 255, 255], "the fifth bar, not begun: full height")
    }
}
