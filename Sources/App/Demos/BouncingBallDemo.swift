import Foundation
import LayerTree

/// Demo 1: the book's timer-driven bouncing ball (Nick Lockwood, *iOS Core Animation*, ch. 11).
///
/// Each display-link callback advances the animation by the measured time
/// since the last one (never an assumed 1/60 s) and sets the position with
/// actions disabled, easing with the book's `bounceEaseOut`. Click to drop it again.
final class BouncingBallDemo: WindowContent {
    let title = "1 Bouncing ball (timer-driven)"
    let root = CALayer()
    private let ball = CALayer()
    private let duration = 1.0
    private var elapsed = 0.0
    private var lastTimestamp: CFTimeInterval?
    private var from = CGPoint.zero, to = CGPoint.zero

    init() {
        root.name = "bouncing ball"
        ball.name = "ball"
        ball.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        ball.cornerRadius = 32
        ball.backgroundColor = CGColor(red: 0.95, green: 0.45, blue: 0.2, alpha: 1)
        ball.borderWidth = 3
        ball.borderColor = CGColor(red: 1, green: 0.85, blue: 0.6, alpha: 1)
        root.addSublayer(ball)
    }

    func layout(in size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        from = CGPoint(x: size.width / 2, y: 48)
        to = CGPoint(x: size.width / 2, y: size.height - 48)
        ball.position = position(at: elapsed)
    }

    /// The book's piecewise-quadratic bounce: 1 at t = 1 with three decaying bounces.
    static func bounceEaseOut(_ t: Double) -> Double {
        if t < 4 / 11.0 { return (121 * t * t) / 16 }
        if t < 8 / 11.0 { return (363 / 40.0 * t * t) - (99 / 10.0 * t) + 17 / 5.0 }
        if t < 9 / 10.0 { return (4356 / 361.0 * t * t) - (35442 / 1805.0 * t) + 16061 / 1805.0 }
        return (54 / 5.0 * t * t) - (513 / 25.0 * t) + 268 / 25.0
    }

    private func position(at time: Double) -> CGPoint {
        let f = CGFloat(Self.bounceEaseOut(min(time / duration, 1)))
        return CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
    }

    func tick(_ link: CADisplayLink) {
        defer { lastTimestamp = link.timestamp }
        guard let last = lastTimestamp, elapsed < duration else { return }
        elapsed = min(elapsed + (link.timestamp - last), duration)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ball.position = position(at: elapsed)
        CATransaction.commit()
    }

    func handle(_ event: InputEvent) {
        if case .mouseDown = event { elapsed = 0 }
    }
}
