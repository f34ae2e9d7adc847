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
        case .onemoving:
            scene.root.addSublayer(crossingSquare())
            (animatedLayers, animatedProperties) = (1, 1)
        case .scroll:
            for layer in layers { layer.removeFromSuperlayer() }
            scene.root.addSublayer(scrollingList(rows: count))
            (animatedLayers, animatedProperties) = (1, 1)
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
            pingPong(
                "position.x", from: rnd(i, 1) * xRange + side / 2, to: rnd(i, 2) * xRange + side / 2,
                loop: 1.5 + rnd(i, 3) * 3),
            forKey: "x")
        layer.add(
            pingPong(
                "position.y", from: rnd(i, 4) * yRange + side / 2, to: rnd(i, 5) * yRange + side / 2,
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

    /// onemoving.qml's white square: x from 0 to 1240 and back (sine, 2 s a loop) at y = 340.
    private static func crossingSquare() -> CALayer {
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        square.position = CGPoint(x: side / 2, y: 340 + side / 2)
        square.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        square.add(pingPong("position.x", from: side / 2, to: 1280 - side / 2, loop: 2), forKey: "x")
        return square
    }

    /// scroll.qml: `rows` rows of 1280×48 (white and #f4f4f4 in turn), each with a round 32×32 avatar
    /// at (8, 8), a 200×12 #303030 bar at (56, 10) and a 120×8 #909090 bar at (56, 30), in a list whose
    /// top moves between 0 and −(rows·48 − 720) and back (sine, 600 points a second on average).
    private static func scrollingList(rows: Int) -> CALayer {
        func gray(_ v: Int) -> CGColor {
            CGColor(red: CGFloat(v) / 255, green: CGFloat(v) / 255, blue: CGFloat(v) / 255, alpha: 1)
        }
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: CGColor) -> CALayer {
            let layer = CALayer()
            layer.anchorPoint = .zero
            layer.bounds = CGRect(x: 0, y: 0, width: w, height: h)
            layer.position = CGPoint(x: x, y: y)
            layer.backgroundColor = color
            return layer
        }
        let rowHeight = 48.0
        let list = box(0, 0, 1280, Double(rows) * rowHeight, CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        list.backgroundColor = nil
        for i in 0..<rows {
            let row = box(0, Double(i) * rowHeight, 1280, rowHeight, i % 2 == 1 ? gray(0xf4) : gray(0xff))
            let (r, g, b) = WorkloadScenes.hsl(rnd(i, 0), 0.6, 0.55)
            let avatar = box(8, 8, 32, 32, CGColor(red: r, green: g, blue: b, alpha: 1))
            avatar.cornerRadius = 16
            row.addSublayer(avatar)
            row.addSublayer(box(56, 10, 200, 12, gray(0x30)))
            row.addSublayer(box(56, 30, 120, 8, gray(0x90)))
            list.addSublayer(row)
        }
        let travel = max(0, Double(rows) * rowHeight - 720)
        if travel > 0 {
            list.add(pingPong("position.y", from: 0, to: -travel, loop: 2 * travel / 600), forKey: "scroll")
        }
        return list
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
