import Foundation
import LayerTree
import SeededRandom
import Testing

@testable import GLRender

/// The property damage tracking must keep: after any sequence of changes, a frame drawn
/// partially onto the retained canvas is byte for byte the frame drawn whole.
///
/// Each case is a random scene (nested layers with borders, corners, clips, shadows, masks, 3D
/// transforms, group opacity) and a random sequence of edits, each followed by a frame at the
/// scene's current time (edits add animations that begin at random times and move the clock).
/// Every frame of a damage-tracked renderer is compared with a full redraw by a second one.
/// Edits are integers (kind and parameters come from the number), and the report names the
/// scene's seed and each edit.
@Suite struct PartialRedrawPropertyTests {
    private static let size = CGSize(width: 160, height: 120)

    @Test func partialFramesEqualFullFramesUnderRandomEdits() async throws {
        let context = try RenderHarness.context_()
        let tracked = try Renderer(context: context)
        let whole = try Renderer(context: context)
        var partialFrames = 0
        // A hundred cases from one fixed seed, so they replay on every machine: each a scene seed and
        // one to twelve edit codes.
        var cases = SplitMix64(seed: 11)
        for _ in 0..<100 {
            let seed = Int.random(in: 0...1_000_000, using: &cases)
            let edits = (0..<Int.random(in: 1...12, using: &cases)).map { _ in
                Int.random(in: 0...(1 << 24), using: &cases)
            }
            // Each case starts from a canvas of its own: a new target size redraws the first frame whole.
            let size = CGSize(width: Self.size.width + CGFloat(seed % 7), height: Self.size.height)
            var random = SplitMix64(seed: UInt64(seed))
            let scene = RandomScene(random: &random, size: size)
            var done: [String] = []
            for code in edits {
                done.append(scene.edit(code: code))
                let tree = scene.root.makeRenderTree(at: scene.time)
                let partial = try tracked.render(tree, size: size, background: .white)
                if tracked.lastFrameStatistics.isPartial { partialFrames += 1 }
                let reference = try whole.render(tree, size: size, background: .white, fullRedraw: true)
                let differing = stride(from: 0, to: partial.bytes.count, by: 4).filter {
                    partial.bytes[$0..<$0 + 4] != reference.bytes[$0..<$0 + 4]
                }
                guard differing.isEmpty else {
                    let first = differing[0] / 4
                    Issue.record(
                        """
                        scene \(seed), after \(done.joined(separator: "; ")): \(differing.count) pixels differ, \
                        first at (\(first % Int(size.width)), \(first / Int(size.width))); damage \
                        \(tracked.lastFrameStatistics.damageRects)
                        """)
                    return
                }
            }
        }
        // The property means little if every frame were drawn whole.
        #expect(partialFrames > 50)
    }
}

/// A random tree of a dozen layers and the edits a test applies to it.
private final class RandomScene {
    let root: CALayer
    private var layers: [CALayer] = []
    /// The long list: some edits move all its rows at once.
    private var list = CALayer()
    private let size: CGSize

    init(random: inout SplitMix64, size: CGSize) {
        self.size = size
        root = solidLayer(size.width, size.height, at: size.width / 2, size.height / 2, nil)
        for _ in 0..<10 { addLayer(random: &random) }
        // A list taller than the canvas, with enough rows for the planner to skip those off it
        // by their kept boxes (`Planner.visibleSublayers`); edits move it and its rows.
        list = solidLayer(60, 400, at: .random(in: 0...size.width, using: &random), y: size.height / 2, nil)
        for row in 0..<40 {
            list.addSublayer(solidLayer(56, 8, at: 30, y: CGFloat(row) * 10 + 5, color(&random)))
        }
        _ = root.insertSublayer(list, at: UInt32(Int.random(in: 0...root.sublayers!.count, using: &random)))
        layers.append(list)
        layers += list.sublayers!.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
    }

    private func color(_ random: inout SplitMix64) -> CGColor {
        CGColor(
            red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
            blue: .random(in: 0...1, using: &random), alpha: [1, 1, 0.6].randomElement(using: &random)!)
    }

    /// Any layer, or the root.
    private func anyLayer(_ random: inout SplitMix64) -> CALayer {
        layers.isEmpty ? root : layers.randomElement(using: &random)!
    }

    private func addLayer(random: inout SplitMix64) {
        let w = CGFloat(Int.random(in: 8...60, using: &random)), h = CGFloat(Int.random(in: 8...60, using: &random))
        let layer = solidLayer(
            w, h, at: .random(in: 0...size.width, using: &random),
            y: .random(in: 0...size.height, using: &random), color(&random))
        // Mostly on the root, sometimes nested, so effects above a change matter.
        let parent = Bool.random(using: &random) || layers.isEmpty ? root : anyLayer(&random)
        if parent !== root {
            layer.position = CGPoint(x: .random(in: 0...30, using: &random), y: .random(in: 0...30, using: &random))
        }
        // Effects that spread or re-render a subtree, present from the start, so that edits below
        // them are common.
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            layer.shadowOpacity = 0.8
            layer.shadowRadius = .random(in: 1...6, using: &random)
        case 1:
            layer.cornerRadius = 6
            layer.masksToBounds = true
        case 2:
            layer.opacity = 0.7
        default:
            break
        }
        parent.addSublayer(layer)
        layers.append(layer)
    }

    /// The scene's media time: frames are drawn at it, and edits move it.
    private(set) var time: CFTimeInterval = 1

    /// Applies the edit that `code` stands for (its kind is `code` modulo the kinds, its parameters
    /// drawn from a generator seeded with it) and says what it was.
    func edit(code: Int) -> String {
        var random = SplitMix64(seed: UInt64(code))
        let layer = anyLayer(&random)
        let name = layers.firstIndex { $0 === layer }.map { "layer \($0)" } ?? "root"
        switch code % 20 {
        case 19:
            // Every row at once: the planner stops keeping the list's boxes while this goes on.
            let dx = CGFloat.random(in: -8...8, using: &random)
            for row in list.sublayers ?? [] { row.position.x += dx }
            return "every row of the list moved by \(dx)"
        case 17:
            let animation = CABasicAnimation(keyPath: Bool.random(using: &random) ? "position.x" : "opacity")
            animation.fromValue = animation.keyPath == "opacity" ? 0.2 : Double(layer.position.x) - 30
            animation.toValue = animation.keyPath == "opacity" ? 1.0 : Double(layer.position.x) + 30
            animation.beginTime = time + .random(in: 0...1, using: &random)
            animation.duration = .random(in: 0.3...2, using: &random)
            layer.add(animation, forKey: "a\(code)")
            return "\(animation.keyPath!) animation on \(name) from \(animation.beginTime) for \(animation.duration) s"
        case 18:
            time += .random(in: 0...1.5, using: &random)
            return "clock to \(time)"
        case 0:
            layer.position.x += .random(in: -20...20, using: &random)
            layer.position.y += .random(in: -20...20, using: &random)
            return "move \(name)"
        case 1:
            layer.opacity = [1, 0.5, 0.2, 0].randomElement(using: &random)!
            return "opacity of \(name)"
        case 2:
            layer.backgroundColor = color(&random)
            return "color of \(name)"
        case 3:
            var t = CATransform3DMakeRotation(.random(in: -1.2...1.2, using: &random), 0, 1, 0)
            t.m34 = -1.0 / 200
            layer.transform = t
            return "3D rotation of \(name)"
        case 4:
            layer.transform = CATransform3DMakeRotation(.random(in: -1...1, using: &random), 0, 0, 1)
            return "2D rotation of \(name)"
        case 5:
            layer.shadowOpacity = Bool.random(using: &random) ? 0.8 : 0
            layer.shadowRadius = .random(in: 0...8, using: &random)
            layer.shadowOffset = CGSize(
                width: .random(in: -6...6, using: &random), height: .random(in: -6...6, using: &random))
            return "shadow of \(name)"
        case 6:
            layer.masksToBounds.toggle()
            return "clip of \(name)"
        case 7:
            layer.cornerRadius = .random(in: 0...12, using: &random)
            return "corners of \(name)"
        case 8:
            layer.borderWidth = .random(in: 0...4, using: &random)
            layer.borderColor = color(&random)
            return "border of \(name)"
        case 9:
            if layer.mask == nil {
                let mask = solidLayer(
                    layer.bounds.width / 2, layer.bounds.height, at: layer.bounds.width / 4,
                    layer.bounds.height / 2, .white)
                layer.mask = mask
                return "mask on \(name)"
            }
            layer.mask!.position.x += 5
            return "moved mask of \(name)"
        case 10:
            guard let victim = layers.randomElement(using: &random) else { return "nothing" }
            victim.removeFromSuperlayer()
            layers.removeAll { $0 === victim || $0.isDescendant(of: victim) }
            return "removed a layer"
        case 11:
            addLayer(random: &random)
            return "added a layer"
        case 12:
            guard let parent = layer.superlayer else { return "nothing" }
            layer.removeFromSuperlayer()
            parent.insertSublayer(layer, at: 0)
            return "\(name) sent to the back"
        case 13:
            layer.zPosition = .random(in: -10...10, using: &random)
            return "zPosition of \(name)"
        case 14:
            layer.bounds.size = CGSize(
                width: .random(in: 4...70, using: &random), height: .random(in: 4...70, using: &random))
            return "resize \(name)"
        case 15:
            layer.isHidden.toggle()
            return "hide or show \(name)"
        default:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / .random(in: 80...400, using: &random)
            layer.sublayerTransform = Bool.random(using: &random) ? perspective : CATransform3DIdentity
            return "perspective of \(name)"
        }
    }
}

private extension CALayer {
    func isDescendant(of ancestor: CALayer) -> Bool {
        var current = superlayer
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.superlayer
        }
        return false
    }
}

private func solidLayer(_ w: CGFloat, _ h: CGFloat, at x: CGFloat, y: CGFloat, _ color: CGColor?) -> CALayer {
    solidLayer(w, h, at: x, y, color)
}
