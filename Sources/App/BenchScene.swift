import Foundation
import LayerTree

/// The layer tree of one `layerkit bench` workload, its animations attached.
///
/// Overall design: every workload starts from the scene that `layerkit generate`
/// writes (`WorkloadScenes.grid`, decoded by `SceneDecoder` exactly as `render`
/// would), so the pseudo-random places and colors are the QML files' own. The
/// motion is then added as real Core Animation animations on those layers:
///
/// - QML's `NumberAnimation { easing.type: Easing.SineCurve; loops: Infinite }`
///   runs `(1 − cos 2πt) / 2` over each `duration`: from → to → from in one loop.
///   Its Core Animation equivalent is a `CABasicAnimation` of half that duration
///   with `autoreverses`, eased by the sine-in-out curve (`0.37, 0, 0.63, 1`).
/// - QML places items by their top-left `x`, `y`; layers are placed by the
///   centre (`position`, anchor ½), so every coordinate is shifted by 20.
/// - `rotate3d`'s `Rotation` uses `QMatrix4x4::projectedRotate`, a perspective
///   of distance 1024 about each item's own centre: `m34 = −1/1024` on the
///   layer's own `transform` (not the parent's `sublayerTransform`, whose
///   vanishing point would be the canvas centre).
struct BenchScene {
    /// The root layer (1280×720 canvas, no background of its own).
    let root: CALayer
    /// The canvas size in points.
    let size: CGSize
    /// The canvas clear color (#202020).
    let background: CGColor?
    /// Layers that carry at least one animation.
    let animatedLayers: Int
    /// Property animations evaluated per frame (a group counts each of its children).
    let animatedProperties: Int

    /// The side of every workload's square layers, in points.
    static let side = 40.0
    /// QML's `Easing.SineCurve` half-cycle as a timing function: easeInOutSine.
    static let sineEase = CAMediaTimingFunction(controlPoints: 0.37, 0, 0.63, 1)

    /// Builds `workload` with `count` layers; `animated` picks how many animate in `presentation`
    /// (a tenth of them when `nil`). Animations begin at the current media time.
    static func make(_ workload: BenchWorkload, count: Int, animated: Int? = nil) throws -> BenchScene {
        let scene = try SceneDecoder().decode(
            JSONSerialization.data(withJSONObject: WorkloadScenes.grid(count: count, blended: workload == .blended)))
        let layers = scene.root.sublayers ?? []
        var animatedLayers = 0, animatedProperties = 0

        // Explicit transaction with actions off: setting up must not start implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        switch workload {
        case .opaque, .blended:
            for (i, layer) in layers.enumerated() { addQMLMotion(to: layer, index: i) }
            (animatedLayers, animatedProperties) = (layers.count, 2 * layers.count)
        case .rounded:
            for (i, layer) in layers.enumerated() {
                makeRoundedClip(layer, index: i)
                addQMLMotion(to: layer, index: i)
            }
            (animatedLayers, animatedProperties) = (layers.count, 2 * layers.count)
        case .rotate3d:
            for (i, layer) in layers.enumerated() { addQMLRotation(to: layer, index: i) }
            (animatedLayers, animatedProperties) = (layers.count, layers.count)
        case .static:
            break
        case .presentation:
            let wanted = min(animated ?? count / 10, layers.count)
            for j in 0..<wanted {
                animatedProperties += addMixedAnimation(to: layers[j * layers.count / wanted], index: j)
            }
            animatedLayers = wanted
        }
        CATransaction.commit()
        CATransaction.flush()
        return BenchScene(
            root: scene.root, size: scene.size, background: scene.background,
            animatedLayers: animatedLayers, animatedProperties: animatedProperties)
    }

    /// QML's pseudo-random number, from the generator the peers' scenes share.
    private static func rnd(_ i: Int, _ k: Int) -> Double { WorkloadScenes.random(i, k) }

    /// The x and y `NumberAnimation`s of opaque.qml, blended.qml and rounded.qml.
    private static func addQMLMotion(to layer: CALayer, index i: Int) {
        let (xRange, yRange) = (1280 - side, 720 - side)
        layer.add(
            pingPong("position.x", from: rnd(i, 1) * xRange + side / 2, to: rnd(i, 2) * xRange + side / 2,
                     loop: 1.5 + rnd(i, 3) * 3),
            forKey: "x")
        layer.add(
            pingPong("position.y", from: rnd(i, 4) * yRange + side / 2, to: rnd(i, 5) * yRange + side / 2,
                     loop: 1.5 + rnd(i, 6) * 3),
            forKey: "y")
    }

    /// One QML sine-curve loop of `loop` seconds (from → to → from), as Core Animation says it.
    static func pingPong(_ keyPath: String, from: Double, to: Double, loop: Double) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = loop / 2
        animation.autoreverses = true
        animation.repeatCount = .infinity
        animation.timingFunction = sineEase
        return animation
    }

    /// rounded.qml: radius 8 and a clip, around an opaque child at (12, 12) that sticks out.
    ///
    /// Qt clips to the bounding rectangle only; `cornerRadius` with `masksToBounds`
    /// is Core Animation's true rounded clip.
    private static func makeRoundedClip(_ layer: CALayer, index i: Int) {
        layer.cornerRadius = 8
        layer.masksToBounds = true
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        child.position = CGPoint(x: 12 + side / 2, y: 12 + side / 2)
        let (r, g, b) = WorkloadScenes.hsl(rnd(i, 7), 0.7, 0.35)
        child.backgroundColor = CGColor(red: r, green: g, blue: b, alpha: 1)
        layer.addSublayer(child)
    }

    /// rotate3d.qml: a linear 0 → 360° turn about y every 1.5–4.5 s, projected from 1024 points.
    private static func addQMLRotation(to layer: CALayer, index i: Int) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1024
        layer.transform = perspective
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0.0
        turn.toValue = 2 * Double.pi
        turn.duration = 1.5 + rnd(i, 3) * 3
        turn.repeatCount = .infinity
        layer.add(turn, forKey: "rotation")
    }
}
