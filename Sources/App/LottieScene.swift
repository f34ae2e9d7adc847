import Foundation
import LayerTree
import Lottie

/// A Lottie file shown as a scene, for `render`, `dump` and `view`: recognised by its content
/// (a JSON object with `v`, `fr`, `ip`, `op` and `layers`), built into layers by the Lottie
/// module, and aspect-fit and centred in the canvas.
struct LottieScene {
    /// Which frame to show: a progress 0…1 (`ip + P·(op − ip)`, as lottie-ios counts) or a frame.
    var progress: Double?
    var frame: Double?
    /// The canvas in points; the composition's own size when `nil`.
    var size: CGSize?

    /// The scene for the file at `path` when it is a Lottie file (or a dotLottie archive), `nil` when it is not.
    func load(_ path: String) throws -> Scene? {
        try loadPlayer(path)?.scene
    }

    /// The scene for the file at `path` and the player layer in it, `nil` when it is not a Lottie file.
    func loadPlayer(_ path: String) throws -> (scene: Scene, player: LottieAnimationLayer)? {
        guard let data = try? InputFile.read(URL(fileURLWithPath: path), limit: Scene.maximumFileBytes) else {
            return nil
        }
        let animation: LottieAnimation
        if DotLottie.isDotLottie(data) {
            // A dotLottie archive plays its manifest's first animation.
            animation = try DotLottie(data: data).animations[0].animation
        } else {
            // A document nested past the scene format's limit is left to the scene decoder, which
            // says so at once: decoding it to look for Lottie's keys first costs the number of
            // values times their depth (the fuzzer's 25,000 layers under a chain 100 deep took
            // 55 s of CPU), the cost `JSONNesting` exists to spare.
            guard JSONNesting.firstByte(deeperThan: Scene.maximumNesting, in: data) == nil,
                let json = try? JSONDecoder().decode(JSONValue.self, from: data), LottieAnimation.isLottie(json)
            else {
                return nil
            }
            animation = try LottieAnimation(json: json, baseURL: URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        for warning in animation.warnings {
            FileHandle.standardError.write(Data("warning: \(path): \(warning)\n".utf8))
        }
        let player = LottieAnimationLayer(animation: animation)
        if let frame {
            player.currentFrame = frame
        } else {
            player.currentProgress = progress ?? 0
        }
        let canvas = size ?? animation.size
        let fit = min(canvas.width / animation.size.width, canvas.height / animation.size.height)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: canvas)
        root.position = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
        player.position = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
        player.transform = CATransform3DMakeScale(fit, fit, 1)
        root.addSublayer(player)
        return (Scene(size: canvas, scale: 1, background: nil, root: root), player)
    }

    /// Reads `--size WxH`: two positive numbers of points, fractions allowed (`281.1094x500`).
    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, width <= Scene.maximumCanvasSide, height <= Scene.maximumCanvasSide
        else { return nil }
        return CGSize(width: width, height: height)
    }
}
