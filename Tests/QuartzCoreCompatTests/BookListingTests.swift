import QuartzCore
import XCTest

// Listings in the style of "iOS Core Animation: Advanced Techniques", written as they are for iOS
// with `import QuartzCore`; only UIKit views are replaced by layers (a view controller's view by a
// 320×480 root layer, `UIColor.x.cgColor` by `CGColor`). Each runs and is checked on what it
// produces: model and presentation values, call order, counts.

/// A media clock that stands still until a listing moves it, and a fresh transaction state.
class ListingTestCase: XCTestCase {
    var clock: ManualClock!
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

    /// Lets `seconds` pass and ends the run-loop turn (commit, animation callbacks).
    func wait(_ seconds: CFTimeInterval) {
        clock.advance(by: seconds)
        CATransaction.flush()
    }

    /// The book's view controller's view: a 320×480 layer, committed.
    func makeRootLayer() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        CATransaction.flush()
        return root
    }
}

final class GeometryAndDrawingListingTests: ListingTestCase, CALayerDelegate {
    // Chapter 3: the anchor point moves the frame, not the position.
    func testAnchorPointAndCoordinateConversion() {
        let view = makeRootLayer()
        let greenLayer = CALayer()
        greenLayer.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        greenLayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        view.addSublayer(greenLayer)
        XCTAssertEqual(greenLayer.position, CGPoint(x: 70, y: 70))

        greenLayer.anchorPoint = CGPoint(x: 0.5, y: 0.9)
        XCTAssertEqual(greenLayer.position, CGPoint(x: 70, y: 70))
        XCTAssertEqual(greenLayer.frame.origin.y, 70 - 90, accuracy: 1e-9)

        let inGreen = greenLayer.convert(CGPoint(x: 70, y: 30), from: view)
        XCTAssertEqual(inGreen.x, 50, accuracy: 1e-9)
        XCTAssertEqual(inGreen.y, 50, accuracy: 1e-9)
        XCTAssertTrue(view.hitTest(CGPoint(x: 70, y: 30)) === greenLayer)
        XCTAssertTrue(view.hitTest(CGPoint(x: 300, y: 400)) === view)
    }

    // Chapter 2: a delegate draws the layer's backing image (the book's red circle).
    var drawnBounds: [CGRect] = []
    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawnBounds.append(ctx.boundingBoxOfClipPath)
        ctx.setLineWidth(10)
        ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.strokeEllipse(in: layer.bounds)
    }

    func testADrawingDelegateStrokesAnEllipse() throws {
        let view = makeRootLayer()
        let blueLayer = CALayer()
        blueLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        blueLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        blueLayer.contentsScale = 2  // UIScreen.main.scale
        blueLayer.delegate = self
        view.addSublayer(blueLayer)
        blueLayer.display()

        // The backing store is bounds × contentsScale pixels; the 10-point red stroke is centred on
        // the ellipse inscribed in the bounds, so its inner half shows: 5 points, 10 pixels.
        let image = try XCTUnwrap(blueLayer.contents as? CGImage)
        XCTAssertEqual(image.width, 200, "bounds × contentsScale pixels")
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 200 + x) * 4..<(y * 200 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(100, 4), [255, 0, 0, 255], "on the stroke at the top")
        XCTAssertEqual(pixel(195, 100), [255, 0, 0, 255], "on the stroke at the right")
        XCTAssertEqual(pixel(100, 14)[3], 0, "inside the stroke's band: nothing")
        XCTAssertEqual(pixel(100, 100)[3], 0, "the centre is not filled")
        XCTAssertEqual(pixel(5, 5)[3], 0, "outside the ellipse, in the corner")
        XCTAssertEqual(drawnBounds, [CGRect(x: 0, y: 0, width: 100, height: 100)], "the clip box is in points")
        XCTAssertNotNil(blueLayer.contents)

        // Redrawing part of the layer: the delegate sees only that part in its clip box.
        blueLayer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 25))
        CATransaction.flush()
        XCTAssertEqual(drawnBounds.last, CGRect(x: 0, y: 0, width: 50, height: 25))
    }

    // Chapter 4: a layer masked by another; removing the mask from its "superlayer" detaches it.
    func testAMaskAndItsRemoval() {
        let imageLayer = makeRootLayer()
        let maskLayer = CALayer()
        maskLayer.frame = imageLayer.bounds.insetBy(dx: 60, dy: 140)
        maskLayer.cornerRadius = maskLayer.bounds.width / 2
        maskLayer.backgroundColor = CGColor.black
        imageLayer.mask = maskLayer
        XCTAssertTrue(imageLayer.mask === maskLayer)
        XCTAssertNil(imageLayer.sublayers, "a mask is not a sublayer")

        maskLayer.removeFromSuperlayer()
        XCTAssertNil(imageLayer.mask)
    }

    // CGPath as Core Graphics spells it: a transformed copy through a pointer.
    func testCopyingAPathWithATransform() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        var transform = CGAffineTransform(translationX: 100, y: 50).scaledBy(x: 2, y: 2)
        guard let moved = path.copy(using: &transform) else { return XCTFail("no copy") }
        XCTAssertEqual(moved.boundingBoxOfPath.origin.x, 100, accuracy: 1e-9)
        XCTAssertEqual(moved.boundingBoxOfPath.size.height, 40, accuracy: 1e-9)
        XCTAssertEqual(path.copy(using: nil), path)
    }
}

final class TransactionAndActionListingTests: ListingTestCase, CALayerDelegate {
    // Chapter 7: a transaction's duration animates an implicit change; the completion block runs after it.
    func testTransactionDurationAndCompletion() {
        let view = makeRootLayer()
        let colorLayer = CALayer()
        colorLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        colorLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSublayer(colorLayer)
        wait(0)

        var rotated = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.0)
        CATransaction.setCompletionBlock {
            // Rotate the layer 90 degrees once the color has changed.
            var transform = colorLayer.affineTransform()
            transform = transform.rotated(by: .pi / 2)
            colorLayer.setAffineTransform(transform)
            rotated = true
        }
        colorLayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()

        wait(0.5)
        let halfway = colorLayer.presentation()!.backgroundColor!
        XCTAssertGreaterThan(halfway.red, 0.5, "the default curve is past half way at half the time")
        XCTAssertLessThan(halfway.red, 1)
        XCTAssertFalse(rotated)
        wait(0.6)
        XCTAssertTrue(rotated)
        XCTAssertEqual(
            colorLayer.animation(forKey: "transform")?.duration, 0.25, "the block's change animates by default")
    }

    // Chapter 7: a layer subclass that never animates implicitly, by its default action.
    final class NoAnimationLayer: CALayer {
        override class func defaultAction(forKey event: String) -> CAAction? {
            return NSNull()
        }
    }

    func testDefaultActionSwitchesImplicitAnimationOff() {
        let view = makeRootLayer()
        let still = NoAnimationLayer(), animated = CALayer()
        for layer in [still, animated] {
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            view.addSublayer(layer)
        }
        wait(0)
        still.position = CGPoint(x: 200, y: 200)
        animated.position = CGPoint(x: 200, y: 200)
        XCTAssertNil(still.animationKeys())
        XCTAssertEqual(animated.animationKeys(), ["position"])
        wait(0.1)
        XCTAssertEqual(still.presentation()!.position, CGPoint(x: 200, y: 200))
        XCTAssertNotEqual(animated.presentation()!.position, CGPoint(x: 200, y: 200))
    }

    // Chapter 7: a custom action (a push transition) for the background color, and the
    // delegate switching actions off as a UIView does for its backing layer.
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        layer.name == "backing" ? NSNull() : nil
    }

    func testCustomActionsAndADelegateThatDisablesThem() {
        let view = makeRootLayer()
        let colorLayer = CALayer()
        colorLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        colorLayer.actions = ["backgroundColor": transition]
        view.addSublayer(colorLayer)
        wait(0)
        colorLayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        XCTAssertTrue(colorLayer.animation(forKey: "transition") is CATransition)

        let backing = CALayer()
        backing.name = "backing"
        backing.delegate = self
        view.addSublayer(backing)
        wait(0)
        backing.opacity = 0.5
        XCTAssertNil(backing.animationKeys(), "the delegate's NSNull ends the search")
    }

    // Chapter 7: hit testing the presentation layer, where the moving layer is on screen.
    func testPresentationLayerHitTesting() {
        let view = makeRootLayer()
        let colorLayer = CALayer()
        colorLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        colorLayer.position = CGPoint(x: 160, y: 240)
        view.addSublayer(colorLayer)
        wait(0)
        CATransaction.begin()
        CATransaction.setAnimationDuration(4)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        colorLayer.position = CGPoint(x: 160, y: 40)
        CATransaction.commit()
        wait(2)
        let tap = CGPoint(x: 160, y: 150)
        XCTAssertNotNil(colorLayer.presentation()!.hitTest(tap), "on screen the layer is half way, at y 140")
        XCTAssertNil(colorLayer.hitTest(tap), "the model layer is already at its destination")
    }

    // Ordering actions: a badge fades in as it is added.
    func testOnOrderInFadesANewLayerIn() {
        let view = makeRootLayer()
        let badge = CALayer()
        let fadeIn = CABasicAnimation(keyPath: "opacity")
        fadeIn.fromValue = 0
        fadeIn.duration = 0.5
        badge.actions = [kCAOnOrderIn: fadeIn]
        view.addSublayer(badge)
        wait(0.25)
        XCTAssertEqual(Double(badge.presentation()!.opacity), 0.5, accuracy: 1e-6)
    }
}

final class LayoutListingTests: ListingTestCase {
    /// Stacks its sublayers vertically at their preferred sizes, and logs what it does.
    final class StackLayer: CALayer {
        var log: [String] = []
        var spacing: CGFloat = 10

        override func layoutSublayers() {
            super.layoutSublayers()
            log.append("layout \(name ?? "")")
            var y: CGFloat = 0
            for sublayer in sublayers ?? [] {
                let size = sublayer.preferredFrameSize()
                sublayer.frame = CGRect(x: 0, y: y, width: bounds.width, height: size.height)
                y += size.height + spacing
            }
        }

        override func display() { log.append("display \(name ?? "")") }
    }

    func testAStackLayerLaysOutAtCommitOutermostFirstAndBeforeDisplay() {
        var log: [String] = []
        let outer = StackLayer(), inner = StackLayer()
        outer.name = "outer"
        inner.name = "inner"
        outer.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        let row = CALayer()
        row.bounds = CGRect(x: 0, y: 0, width: 10, height: 30)
        inner.bounds = CGRect(x: 0, y: 0, width: 10, height: 100)
        outer.addSublayer(row)
        outer.addSublayer(inner)
        let label = CALayer()
        label.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        inner.addSublayer(label)
        CATransaction.flush()
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 40, width: 300, height: 100))
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 300, height: 20), "laid out with inner's new width")
        XCTAssertEqual(outer.log + inner.log, ["layout outer", "layout inner"])

        outer.log = []
        inner.log = []
        CATransaction.begin()
        inner.setNeedsDisplay()
        inner.setNeedsLayout()
        outer.spacing = 0
        outer.setNeedsLayout()
        XCTAssertTrue(outer.needsLayout())
        XCTAssertEqual(outer.log + inner.log, [], "nothing before the commit")
        CATransaction.commit()
        log = outer.log + inner.log
        XCTAssertEqual(log, ["layout outer", "layout inner", "display inner"])
        XCTAssertEqual(inner.frame.minY, 30)
        XCTAssertFalse(outer.needsLayout())

        // layoutIfNeeded() lays out now, without waiting for the commit.
        outer.bounds.size.width = 200
        outer.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 200)
    }

    /// A delegate that lays out the layer it is asked about.
    final class Centering: NSObject, CALayerDelegate {
        func layoutSublayers(of layer: CALayer) {
            for sublayer in layer.sublayers ?? [] {
                sublayer.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            }
        }
    }

    func testTheDelegateLaysOutALayerWhoseBoundsChange() {
        let centering = Centering()
        let container = CALayer(), dot = CALayer()
        container.delegate = centering
        container.addSublayer(dot)
        container.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        CATransaction.flush()
        XCTAssertEqual(dot.position, CGPoint(x: 50, y: 30))
        container.bounds.size = CGSize(width: 40, height: 40)
        CATransaction.flush()
        XCTAssertEqual(dot.position, CGPoint(x: 20, y: 20))
    }
}

final class AnimationListingTests: ListingTestCase, CAAnimationDelegate {
    var stopped: [Bool] = []

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append(flag)
    }

    // Chapter 8: a basic animation of the background color whose delegate sets the final value.
    func testBasicAnimationWithADelegate() {
        let view = makeRootLayer()
        let colorLayer = CALayer()
        colorLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        colorLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSublayer(colorLayer)
        wait(0)

        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let animation = CABasicAnimation()
        animation.keyPath = "backgroundColor"
        animation.toValue = color
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
        animation.delegate = self
        colorLayer.add(animation, forKey: nil)
        wait(0.25)
        XCTAssertEqual(colorLayer.presentation()!.backgroundColor!.red, 0.25, accuracy: 1e-6)
        XCTAssertEqual(colorLayer.backgroundColor!.red, 0, "the model does not change")
        wait(1)
        XCTAssertEqual(stopped, [true])
    }

    // Chapter 8: a keyframe animation along a curve, the ship turning to follow it.
    func testKeyframeAnimationAlongAPath() {
        let view = makeRootLayer()
        let bezierPath = CGMutablePath()
        bezierPath.move(to: CGPoint(x: 0, y: 150))
        bezierPath.addCurve(
            to: CGPoint(x: 300, y: 150), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 300))
        let shipLayer = CALayer()
        shipLayer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        shipLayer.position = CGPoint(x: 0, y: 150)
        view.addSublayer(shipLayer)
        wait(0)

        let animation = CAKeyframeAnimation()
        animation.keyPath = "position"
        animation.duration = 4.0
        animation.path = bezierPath
        animation.rotationMode = kCAAnimationRotateAuto
        shipLayer.add(animation, forKey: nil)
        wait(2)
        let middle = shipLayer.presentation()!
        XCTAssertEqual(middle.position.x, 150, accuracy: 1e-6, "the symmetric curve's middle")
        XCTAssertEqual(middle.position.y, 150, accuracy: 1e-6)
        let heading = middle.value(forKeyPath: "transform.rotation.z") as? CGFloat
        XCTAssertNotNil(heading)
        XCTAssertGreaterThan(heading ?? 0, 0, "heading down the curve (y grows downward)")
    }

    // Chapter 8: keyframes and a 3D turn with their values boxed, as UIKit code writes them.
    func testBoxedKeyframeValuesAndTransform() {
        let view = makeRootLayer()
        let shipLayer = CALayer()
        shipLayer.frame = CGRect(x: 0, y: 0, width: 128, height: 128)
        shipLayer.position = CGPoint(x: 150, y: 150)
        view.addSublayer(shipLayer)
        wait(0)

        let animation = CAKeyframeAnimation()
        animation.keyPath = "position"
        animation.duration = 3
        animation.values = [
            NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 300, y: 0)),
            NSValue(cgPoint: CGPoint(x: 300, y: 300)), NSValue(cgPoint: CGPoint(x: 0, y: 0)),
        ]
        shipLayer.add(animation, forKey: nil)

        let turn = CABasicAnimation()
        turn.keyPath = "transform"
        turn.duration = 2.0
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        turn.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
        shipLayer.add(turn, forKey: nil)
        wait(1)
        let presented = shipLayer.presentation()!
        XCTAssertEqual(presented.position.x, 300, accuracy: 1e-6)
        XCTAssertEqual(presented.position.y, 0, accuracy: 1e-6)
        let angle = presented.value(forKeyPath: "transform.rotation.z") as? CGFloat
        XCTAssertEqual(angle ?? 0, .pi / 4, accuracy: 1e-6, "half of the quarter turn")
    }

    // Chapter 8: a group of a path animation and a color animation.
    func testAnimationGroup() {
        let view = makeRootLayer()
        let colorLayer = CALayer()
        colorLayer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        colorLayer.position = CGPoint(x: 0, y: 150)
        colorLayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        view.addSublayer(colorLayer)
        wait(0)

        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 150))
        path.addLine(to: CGPoint(x: 300, y: 150))
        let animation1 = CAKeyframeAnimation()
        animation1.keyPath = "position"
        animation1.path = path
        let animation2 = CABasicAnimation()
        animation2.keyPath = "backgroundColor"
        animation2.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let groupAnimation = CAAnimationGroup()
        groupAnimation.animations = [animation1, animation2]
        groupAnimation.duration = 4.0
        groupAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
        colorLayer.add(groupAnimation, forKey: nil)
        wait(1)
        XCTAssertEqual(colorLayer.presentation()!.position.x, 75, accuracy: 1e-6)
        XCTAssertEqual(colorLayer.presentation()!.backgroundColor!.red, 0.25, accuracy: 1e-6)
        wait(3.5)
        XCTAssertEqual(colorLayer.presentation()!.position.x, 0, "removed on completion")
    }

    // Chapter 9: repeat count, autoreverse, and a paused layer scrubbed with timeOffset (the door).
    func testMediaTiming() {
        let view = makeRootLayer()
        let doorLayer = CALayer()
        doorLayer.frame = CGRect(x: 0, y: 0, width: 128, height: 256)
        doorLayer.position = CGPoint(x: 150 - 64, y: 150)
        doorLayer.anchorPoint = CGPoint(x: 0, y: 0.5)
        view.addSublayer(doorLayer)
        wait(0)

        let swing = CABasicAnimation()
        swing.keyPath = "transform.rotation.y"
        swing.toValue = -CGFloat.pi / 2
        swing.duration = 2.0
        swing.repeatDuration = .infinity
        swing.autoreverses = true
        swing.timingFunction = CAMediaTimingFunction(name: .linear)
        doorLayer.add(swing, forKey: nil)
        wait(3)  // one swing open, half way back
        let angle = doorLayer.presentation()!.value(forKeyPath: "transform.rotation.y") as? CGFloat
        XCTAssertEqual(angle ?? 0, -CGFloat.pi / 4, accuracy: 1e-6)

        // Paused: the door shows the moment timeOffset picks.
        doorLayer.speed = 0
        doorLayer.timeOffset = 0
        let scrubbed = CALayer()
        view.addSublayer(scrubbed)
        scrubbed.speed = 0
        let open = CABasicAnimation(keyPath: "opacity")
        open.fromValue = 1
        open.toValue = 0
        open.duration = 1
        scrubbed.add(open, forKey: nil)
        scrubbed.timeOffset = 0.25
        wait(5)
        XCTAssertEqual(Double(scrubbed.presentation()!.opacity), 0.75, accuracy: 1e-6, "time stands still at 0.25")
        XCTAssertEqual(scrubbed.convertTime(CACurrentMediaTime(), from: nil), 0.25, accuracy: 1e-9)
    }
}

/// The display link listing runs on the real clock: a run loop's timers follow it.
final class DisplayLinkListingTests: XCTestCase {
    var ballLayer: CALayer!
    var lastStep: CFTimeInterval = 0
    var steps = 0
    var displayLink: CADisplayLink?

    // Chapter 11: a display link steps a simulation with the time between frames.
    func step(_ link: CADisplayLink) {
        let thisStep = link.timestamp
        let stepDuration = lastStep == 0 ? 0 : thisStep - lastStep
        lastStep = thisStep
        ballLayer.position.x += CGFloat(stepDuration * 100)  // 100 points a second
        steps += 1
        if steps == 6 {
            link.invalidate()
            displayLink = nil
        }
    }

    func testADisplayLinkOnTheMainRunLoop() {
        ballLayer = CALayer()
        ballLayer.position = .zero
        displayLink = CADisplayLink(target: self) { [unowned self] link in self.step(link) }
        displayLink?.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        displayLink?.add(to: .main, forMode: .common)
        let deadline = Date(timeIntervalSinceNow: 5)
        while steps < 6, Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05)) }
        XCTAssertEqual(steps, 6)
        XCTAssertNil(displayLink)
        let moved = ballLayer.position.x
        XCTAssertGreaterThanOrEqual(moved, 5 * 100 / 60 - 1e-9, "five steps of at least a refresh each")
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
        XCTAssertEqual(steps, 6, "invalidated, it fires no more")
    }
}
