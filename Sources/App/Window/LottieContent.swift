import Foundation
import LayerTree
import Lottie

/// A Lottie file played in the window by `view`: it loops round its composition from the frame
/// the command chose; space pauses it and plays it on, and the left and right arrow keys pause
/// it and step one frame back or forward (wrapping round at the ends).
///
/// The player loops by its own layer timing (`LottieLoopMode.loop`), which the render thread
/// plays without the app thread, so the display link has nothing to do between keys.
final class LottieContent: WindowContent {
    let title: String
    let root = CALayer()
    let background: CGColor?
    private let scene: Scene
    private let player: LottieAnimationLayer

    init(scene: Scene, player: LottieAnimationLayer, title: String) {
        self.scene = scene
        self.player = player
        self.title = title
        background = scene.background
        root.anchorPoint = .zero
        root.addSublayer(scene.root)
        player.loopMode = .loop
        player.play()
    }

    func layout(in size: CGSize) {
        root.bounds = CGRect(origin: .zero, size: scene.size)
        root.position = .zero
    }

    var needsDisplayLink: Bool { false }

    func handle(_ event: InputEvent) {
        guard case .key(let name) = event else { return }
        switch name {
        case "space":
            if player.isPlaying { player.pause() } else { player.play() }
        case "right": step(by: 1)
        case "left": step(by: -1)
        default: break
        }
    }

    /// Pauses on the whole frame `frames` away from the one shown, wrapping round from the last
    /// frame (the one before the out point) to the in point and back.
    private func step(by frames: Double) {
        guard let animation = player.animation else { return }
        let first = animation.inFrame
        let count = max((animation.outFrame - first).rounded(.up), 1)
        let shown = (player.currentFrame - first).rounded(.down)
        var next = (shown + frames).truncatingRemainder(dividingBy: count)
        if next < 0 { next += count }
        player.currentFrame = first + next
    }
}
