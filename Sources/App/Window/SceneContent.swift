import Foundation
import LayerTree

/// A scene file played in the window, its animations looping.
///
/// The scene's clock starts at 0 when it is loaded (the spec's rule): the scene
/// sits in a clock layer whose `beginTime` is the load time, so a `beginTime` of
/// 0 in the file is the start. When the last finite animation has ended, the
/// clock restarts, which loops the whole scene.
final class SceneContent: WindowContent {
    let title: String
    let root = CALayer()
    let background: CGColor?
    private let scene: Scene
    private let loopLength: CFTimeInterval

    init(scene: Scene, title: String) {
        self.scene = scene
        self.title = title
        background = scene.background
        root.name = "scene clock"
        root.anchorPoint = .zero
        root.addSublayer(scene.root)
        loopLength = max(SceneContent.lastEnd(of: scene.root), 0)
        root.beginTime = CACurrentMediaTime()
    }

    func layout(in size: CGSize) {
        root.bounds = CGRect(origin: .zero, size: scene.size)
        root.position = .zero
    }

    /// Only a scene with a loop to restart has work at each refresh; the render thread plays
    /// its animations without the app thread.
    var needsDisplayLink: Bool { loopLength > 0 }

    func tick(_ link: CADisplayLink) {
        guard loopLength > 0, link.timestamp - root.beginTime >= loopLength else { return }
        root.beginTime = link.timestamp
    }

    /// When the last animation with a finite active period ends, in scene time (0 if none does).
    static func lastEnd(of layer: CALayer) -> CFTimeInterval {
        var end = 0.0
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) else { continue }
            if animation.activeEndTime.isFinite { end = max(end, animation.activeEndTime) }
        }
        for child in layer.sublayers ?? [] { end = max(end, lastEnd(of: child)) }
        return end
    }
}
