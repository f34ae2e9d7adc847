import Foundation
import GLRender
import Lottie
import QuartzCore

/// Renders Lottie fixtures the way lottie-ios's snapshot tests do: aspect-fit into the
/// reference's size, 2 pixels per point, transparent background.
enum LottieRendering {
    /// Tests/Fixtures/lottie, read from the source tree.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/lottie")

    /// The fixture `name`.json, decoded.
    static func animation(_ name: String) throws -> LottieAnimation {
        try LottieAnimation(data: Data(contentsOf: fixtures.appendingPathComponent("\(name).json")))
    }

    /// lottie-ios's reference image of `name` at `percent`.
    static func reference(_ name: String, percent: Int) throws -> RGBAImage {
        try RGBAImage(contentsOfPNG: fixtures.appendingPathComponent("\(name)-\(percent).png"))
    }

    /// `animation` at `progress` in an image of `pixels` at 2 pixels per point, moved by `offset`
    /// points (to show that the comparison fails a shifted shape), showing only `viewport` of
    /// the composition when one is given (as lottie-ios's snapshot of issue_2310 does).
    ///
    /// As in lottie-ios's snapshots, the animation is scaled to fit in 500 points (never up) and
    /// placed at the image's top-left corner; the image is that size rounded up to whole pixels.
    static func render(
        _ animation: LottieAnimation, progress: Double, pixels: (width: Int, height: Int),
        offset: CGPoint = .zero, viewport: CGRect? = nil
    ) throws -> RGBAImage {
        let scale: CGFloat = 2
        let canvas = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        let player = LottieAnimationLayer(animation: animation)
        player.currentProgress = progress
        player.viewportFrame = viewport
        let fit = min(1, 500 / max(animation.size.width, animation.size.height))
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: canvas)
        root.position = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
        player.position = CGPoint(
            x: animation.size.width * fit / 2 + offset.x, y: animation.size.height * fit / 2 + offset.y)
        player.transform = CATransform3DMakeScale(fit, fit, 1)
        root.addSublayer(player)
        CATransaction.flush()
        let renderer = try CARenderer(context: try HeadlessContext())
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: canvas)
        renderer.scale = scale
        renderer.beginFrame(atTime: 0)
        try renderer.render()
        renderer.endFrame()
        return renderer.canvasImage()
    }
}
