import Foundation
import XCTest

@testable import LayerTree

/// `makeRenderTree(at:)` evaluates most animations straight into render nodes and reuses last
/// frame's tree while the model is unchanged; it must give exactly the tree that presentation
/// copies give (`makeReferenceRenderTree(at:)`), frame after frame.
final class RenderTreeEvaluationTests: AnimationTestCase {
    func testEveryFixtureMatchesTheReferenceFrameByFrame() throws {
        for name in try FixtureDumpTests.sceneNames() {
            let clock = ManualClock(time: 0)
            MediaClocks.current = clock
            let scene = try SceneDecoder(imageLoader: FixtureDumpTests.StubImageLoader())
                .decode(contentsOf: FixtureDumpTests.scenes.appendingPathComponent(name))
            CATransaction.flush()
            // Tiled layers' tiles arrive from the drawing workers whenever those finish: settled
            // first, both evaluations see the same tiles (under load they would not).
            CATiledLayer.drawVisibleTiles(in: scene.root, at: 0)
            let committedAtLoad = CommittedTree(scene.root)
            for frame in 0..<100 {
                let t = Double(frame) / 30
                XCTAssertEqual(committedAtLoad.renderTree(at: t), scene.root.makeReferenceRenderTree(at: t), name)
            }
            assertMatchesReference(scene.root, from: 0, frames: 100, name)
            // Animations that ended are removed: the model changed, the tree is built again.
            clock.currentTime = 3.4
            CATransaction.flush()
            assertMatchesReference(scene.root, from: 3.4, frames: 60, name)
            let committed = CommittedTree(scene.root)
            for t in stride(from: 3.4, to: 6, by: 0.1) {
                XCTAssertEqual(committed.renderTree(at: t), scene.root.makeReferenceRenderTree(at: t), name)
            }
        }
    }

    /// Many kinds of animation on one layer, stacked on the same properties.
    private func makeAnimatedTree() -> (root: CALayer, layers: [CALayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.position = CGPoint(x: 200, y: 150)
        var layers: [CALayer] = []
        for i in 0..<6 {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            layer.position = CGPoint(x: 30 + 50 * Double(i), y: 40)
            layer.backgroundColor = i.isMultiple(of: 2) ? CGColor(red: 1, green: 0, blue: 0, alpha: 1) : nil
            layer.opacity = 0.8
            root.addSublayer(layer)
            layers.append(layer)
        }
        CATransaction.flush()
        func basic(_ keyPath: String, _ from: Any?, _ to: Any?, by: Any? = nil) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.byValue = by
            animation.duration = 0.7
            animation.beginTime = 100
            animation.repeatCount = 3.5
            animation.autoreverses = true
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            return animation
        }
        // Opacity beyond 1 and below 0, stacked additively: the Float and the clamp must match.
        layers[0].add(basic("opacity", 0.2, 1.7), forKey: "a")
        let extra = basic("opacity", -0.5, 0.3)
        extra.isAdditive = true
        layers[0].add(extra, forKey: "b")
        layers[0].add(basic("backgroundColor", nil, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)), forKey: "c")
        // Points, sub-fields and by-values, cumulative.
        let move = basic("position", nil, nil, by: CGPoint(x: 20, y: -10))
        move.isCumulative = true
        layers[1].add(move, forKey: "move")
        layers[1].add(basic("position.y", 10, 90), forKey: "y")
        layers[1].add(basic("anchorPoint.x", 0, 1), forKey: "ax")
        layers[1].add(basic("borderColor", CGColor(red: 0, green: 1, blue: 0, alpha: 1), nil), forKey: "bc")
        // Transform sub-paths on a transformed layer, and whole transforms.
        layers[2].transform = CATransform3DMakeRotation(0.3, 1, 0, 0)
        layers[2].add(basic("transform.rotation.y", 0, Double.pi), forKey: "ry")
        layers[2].add(basic("transform.scale", 0.5, 1.5), forKey: "s")
        layers[2].add(basic("transform.translation", CGSize(width: 3, height: 4), nil), forKey: "t")
        layers[2].add(basic("sublayerTransform", nil, CATransform3DMakeScale(2, 2, 1)), forKey: "st")
        // A spring, a keyframe animation and a group, with numbers that need no layer copy.
        let spring = CASpringAnimation(keyPath: "transform.rotation.z")
        spring.fromValue = 0
        spring.toValue = 2
        spring.beginTime = 100.2
        spring.duration = spring.settlingDuration
        layers[3].add(spring, forKey: "spring")
        let keyframes = CAKeyframeAnimation(keyPath: "zPosition")
        keyframes.values = [0, 10, -5, 3]
        keyframes.keyTimes = [0, 0.2, 0.9, 1]
        keyframes.calculationMode = .cubic
        keyframes.duration = 1.3
        keyframes.beginTime = 100
        keyframes.repeatCount = .infinity
        layers[3].add(keyframes, forKey: "keyframes")
        let group = CAAnimationGroup()
        group.animations = [basic("cornerRadius", 0, 12), basic("borderWidth", 1, 4), basic("position.x", 0, 50)]
        group.duration = 1.1
        group.beginTime = 100.1
        group.fillMode = .both
        layers[3].add(group, forKey: "group")
        // Bounds and shadows: the node's shadow is made again from the animated properties.
        layers[4].shadowOpacity = 0.5
        layers[4].add(basic("bounds.size.width", 10, 80), forKey: "w")
        layers[4].add(basic("bounds.origin", CGPoint(x: -3, y: 2), nil), forKey: "origin")
        layers[4].add(basic("shadowRadius", 0, 9), forKey: "sr")
        layers[4].add(basic("shadowOffset.height", -4, 6), forKey: "so")
        layers[4].add(basic("shadowColor", nil, CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)), forKey: "sc")
        let flicker = basic("shadowOpacity", -0.6, 0.9)
        flicker.isAdditive = true
        layers[4].add(flicker, forKey: "shadowOpacity")
        layers[4].add(basic("opacity", 1, 0), forKey: "o")
        // The general path: a text layer's bounds lay its text out; a shadow path; a value function.
        let text = CATextLayer()
        text.string = "Hello"
        text.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
        text.position = CGPoint(x: 200, y: 200)
        root.addSublayer(text)
        layers.append(text)
        text.add(basic("bounds.size", CGSize(width: 10, height: 5), nil), forKey: "size")
        text.add(
            basic(
                "shadowPath", CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)),
                CGPath(rect: CGRect(x: 2, y: 2, width: 8, height: 9))), forKey: "path")
        text.shadowOpacity = 1
        let rotate = CABasicAnimation(keyPath: "transform")
        rotate.valueFunction = CAValueFunction(name: .rotateZ)
        rotate.fromValue = 0
        rotate.toValue = 3
        rotate.beginTime = 100
        rotate.duration = 2
        layers[5].add(rotate, forKey: "vf")
        // Hidden toggles: the tree's shape changes while it animates.
        let blink = CAKeyframeAnimation(keyPath: "hidden")
        blink.values = [false, true, false]
        blink.calculationMode = .discrete
        blink.duration = 0.5
        blink.beginTime = 100
        blink.repeatCount = .infinity
        layers[5].add(blink, forKey: "blink")
        return (root, layers)
    }

    func testMixedAnimationsMatchTheReference() {
        let (root, layers) = makeAnimatedTree()
        // The blinking layer's `hidden` is evaluated on the fast path too; the text layer's bounds are not.
        XCTAssertEqual(layers.map(\.animationsWriteRenderNodeFieldsOnly), [true, true, true, true, true, true, false])
        assertMatchesReference(root, from: 99.9, frames: 150)
    }

    /// Enough animated layers that a frame's evaluation is split across cores (`CoreSplit`): each
    /// chunk must evaluate exactly its own layers into their own nodes, whatever the other does.
    func testAnimatedLayersEvaluatedOnSeveralCoresMatchTheReference() {
        let root = CALayer()
        for _ in 0..<80 {
            for layer in makeAnimatedTree().root.sublayers ?? [] { root.addSublayer(layer) }
        }
        CATransaction.flush()
        XCTAssertGreaterThanOrEqual(root.sublayers?.count ?? 0, 2 * RetainedRenderTree.minimumNodesPerChunk)
        assertMatchesReference(root, from: 99.9, frames: 60)
    }

    func testNestedTimingMasksAndSublayersMatchTheReference() {
        let (root, layers) = makeAnimatedTree()
        let group = CALayer()
        group.speed = 0.5
        group.timeOffset = 0.25
        group.beginTime = 0.1
        root.addSublayer(group)
        layers[1].removeFromSuperlayer()
        group.addSublayer(layers[1])
        let mask = CALayer()
        mask.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        mask.backgroundColor = .black
        layers[2].mask = mask
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = 100
        mask.add(fade, forKey: "fade")
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        layers[0].addSublayer(child)
        child.add(CABasicAnimation(keyPath: "position.x"), forKey: nil)
        CATransaction.flush()
        assertMatchesReference(root, from: 99.95, frames: 90)
        // A sublayer that is a tree of its own: make the tree from it.
        assertMatchesReference(group, from: 100, frames: 20)
    }

    func testModelChangesBetweenFramesAreSeen() {
        let (root, layers) = makeAnimatedTree()
        assertMatchesReference(root, from: 100, frames: 5)
        layers[0].position.x += 7
        assertMatchesReference(root, from: 100.2, frames: 3)
        layers[3].isHidden = true
        assertMatchesReference(root, from: 100.3, frames: 3)
        layers[3].isHidden = false
        layers[1].removeAllAnimations()
        layers[2].zPosition = 4
        assertMatchesReference(root, from: 100.4, frames: 3)
        let layer = CALayer()
        root.addSublayer(layer)
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "o")
        assertMatchesReference(root, from: 100.5, frames: 3)
        root.sublayers = Array(root.sublayers!.reversed())
        assertMatchesReference(root, from: 100.6, frames: 3)
    }

    /// A transform field's animation keeps the decomposition of the transform it writes into
    /// (`DecompositionCache`): when the model's transform changes, the new one is decomposed.
    func testATransformFieldAnimationSeesItsBaseTransformChange() {
        let (root, layers) = makeAnimatedTree()
        func turn(_ keyPath: String, _ from: Double, _ to: Double) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            (animation.fromValue, animation.toValue) = (from, to)
            (animation.duration, animation.beginTime, animation.repeatCount) = (0.7, 100, .infinity)
            return animation
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layers[1].transform = perspective
        layers[1].add(turn("transform.rotation.y", 0, Double.pi), forKey: "ry")
        layers[3].transform = CATransform3DMakeScale(2, 1, 1)
        layers[3].add(turn("transform.scale.y", 0.5, 3), forKey: "sy")
        // A base that cannot be decomposed (no width) is remembered as such: the field is not written.
        layers[2].transform = CATransform3DMakeScale(0, 1, 1)
        layers[2].add(turn("transform.rotation.z", 0, 1), forKey: "rz")
        CATransaction.flush()
        assertMatchesReference(root, from: 100, frames: 4, "before")
        let before = root.makeRenderTree(at: 100.2)
        layers[1].transform = CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 0, 1), perspective)
        layers[3].transform = CATransform3DMakeScale(1, 1, 4)
        CATransaction.flush()
        assertMatchesReference(root, from: 100.2, frames: 4, "after the transforms changed")
        let after = root.makeRenderTree(at: 100.2)
        XCTAssertNotEqual(before.nodes, after.nodes, "the new bases must show")
    }

    func testTreesOfOneBuildDifferOnlyInTheirLineagesAnimatedNodes() {
        let root = CALayer()
        for i in 0..<40 {
            let layer = CALayer()
            layer.position = CGPoint(x: i, y: 0)
            if i % 10 == 3 { layer.add(positionXAnimation(beginTime: 100, duration: 10), forKey: "x") }
            root.addSublayer(layer)
        }
        CATransaction.flush()
        let first = root.makeRenderTree(at: 102)
        let second = root.makeRenderTree(at: 103)
        let lineage = try? XCTUnwrap(first.lineage)
        XCTAssertEqual(second.lineage, lineage, "evaluated from one build")
        XCTAssertEqual(lineage?.animatedNodes, [4, 14, 24, 34], "the root is node 0: sublayer i is node i + 1")
        for i in first.nodes.indices where !(lineage?.animatedNodes.contains(i) ?? false) {
            XCTAssertEqual(first.nodes[i], second.nodes[i], "node \(i) is not animated, yet differs")
        }
        XCTAssertNotEqual(first.nodes[4], second.nodes[4])
        // A model change starts a new build: the renderer must compare every node again.
        root.sublayers![7].opacity = 0.5
        let changed = root.makeRenderTree(at: 103)
        XCTAssertNotNil(changed.lineage)
        XCTAssertNotEqual(changed.lineage?.build, lineage?.build)
        // Equality is the nodes': a lineage is where a tree came from, not what it shows.
        XCTAssertEqual(RenderTree(nodes: second.nodes), second)
    }

    func testAPresentationCopyPlacedInATreeIsSeenWhenItChanges() {
        let (root, layers) = makeAnimatedTree()
        let copy = try! XCTUnwrap(layers[1].presentation(at: 100.3))
        copy.removeFromSuperlayer()
        root.addSublayer(copy)
        assertMatchesReference(root, from: 100.3, frames: 3)
        copy.backgroundColor = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
        copy.position.x += 3
        assertMatchesReference(root, from: 100.4, frames: 3)
    }

    func testValueFunctionsCumulativeAndKeyframePathsMatchTheReference() {
        let root = CALayer()
        let layers = (0..<3).map { i -> CALayer in
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: 20 + 30 * Double(i), y: 20)
            layer.transform = CATransform3DMakeScale(1.5, 1, 1)
            root.addSublayer(layer)
            return layer
        }
        CATransaction.flush()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.toValue = 2.5
        spin.isAdditive = true
        spin.duration = 0.8
        spin.beginTime = 100
        spin.repeatCount = 3
        spin.isCumulative = true
        layers[0].add(spin, forKey: "spin")
        let scale = CABasicAnimation(keyPath: "transform")
        scale.valueFunction = CAValueFunction(name: .scale)
        scale.fromValue = [1.0, 2.0, 1.0]
        scale.toValue = [0.5, 0.5, 3.0]
        scale.duration = 1
        scale.beginTime = 100
        layers[1].add(scale, forKey: "scale")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addCurve(to: CGPoint(x: 90, y: 40), control1: CGPoint(x: 30, y: -20), control2: CGPoint(x: 60, y: 80))
        path.addLine(to: CGPoint(x: 10, y: 60))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.rotationMode = .rotateAuto
        follow.calculationMode = .paced
        follow.duration = 1.2
        follow.beginTime = 100
        follow.repeatCount = .infinity
        layers[2].add(follow, forKey: "follow")
        XCTAssertEqual(layers.map(\.animationsWriteRenderNodeFieldsOnly), [true, true, true])
        assertMatchesReference(root, from: 99.9, frames: 120)
    }

    func testReplicatedAnimationsMatchTheReference() {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        replicator.instanceCount = 4
        replicator.instanceDelay = 0.1
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 0.5, alpha: 1)
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = .white
        replicator.addSublayer(dot)
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.beginTime = 100
        move.repeatCount = .infinity
        dot.add(move, forKey: "move")
        let pulse = CABasicAnimation(keyPath: "instanceDelay")
        pulse.fromValue = 0.1
        pulse.toValue = 0.3
        pulse.duration = 1
        pulse.beginTime = 100
        replicator.add(pulse, forKey: "pulse")
        assertMatchesReference(replicator, from: 100, frames: 40)
    }

    /// An animation of `hidden` is evaluated into the walk with the node-field animations, no
    /// presentation copy (Lottie shows every layer between its in and out points with one, on
    /// a layer hidden in the model): the layer and its subtree leave and rejoin the tree at the
    /// frames the presentation copies give, and the retained tree is given up while one hides.
    func testHiddenAnimationsTakeTheFastPathAndMatchTheReference() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        func layer(x: Double, hidden: Bool) -> CALayer {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: x, y: 50)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.isHidden = hidden
            let child = CALayer()
            child.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
            child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.addSublayer(child)
            root.addSublayer(layer)
            return layer
        }
        // In and out points, as LottieLayerBuilder sets them: hidden in the model, shown between.
        let between = layer(x: 30, hidden: true)
        let shown = CAKeyframeAnimation(keyPath: "hidden")
        shown.values = [false, false]
        shown.keyTimes = [0, 1]
        shown.calculationMode = .discrete
        shown.beginTime = 100.2
        shown.duration = 0.3
        shown.fillMode = .removed
        shown.isRemovedOnCompletion = false
        between.add(shown, forKey: "hidden")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 90
        move.beginTime = 100
        move.duration = 1
        between.add(move, forKey: "move")
        // Blinking on a layer shown in the model, with a basic animation of `hidden` stacked on it.
        let blinking = layer(x: 120, hidden: false)
        let blink = CAKeyframeAnimation(keyPath: "hidden")
        blink.values = [false, true, false]
        blink.calculationMode = .discrete
        blink.duration = 0.4
        blink.beginTime = 100
        blink.repeatCount = .infinity
        blinking.add(blink, forKey: "blink")
        let hide = CABasicAnimation(keyPath: "hidden")
        hide.fromValue = true
        hide.toValue = true
        hide.beginTime = 100.9
        hide.duration = 0.2
        blinking.add(hide, forKey: "hide")
        CATransaction.flush()
        XCTAssertTrue(between.animationsWriteRenderNodeFieldsOnly)
        XCTAssertTrue(blinking.animationsWriteRenderNodeFieldsOnly)
        XCTAssertEqual(root.makeRenderTree(at: 100.1).nodes.count, 3, "the root and the blinking layer's two")
        XCTAssertEqual(root.makeRenderTree(at: 100.21).nodes.count, 3, "the root and the shown layer's two")
        XCTAssertEqual(root.makeRenderTree(at: 100.45).nodes.count, 5, "both shown")
        XCTAssertEqual(root.makeRenderTree(at: 100.95).nodes.count, 1, "both hidden")
        assertMatchesReference(root, from: 99.95, frames: 45)
    }

    /// A player that seeks as `LottieAnimationLayer` does (speed 0, a new `timeOffset` each
    /// frame) changes only a layer's clock: the retained tree is kept, its timings read again,
    /// and it is built again only on the frames where an animation of `hidden` shows or hides a
    /// layer (as Lottie's in and out points do).
    func testSeekingByTimeOffsetKeepsTheRetainedTree() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let player = CALayer()
        player.speed = 0
        root.addSublayer(player)
        let composition = CALayer()
        composition.timeOffset = 0.1
        player.addSublayer(composition)
        func layer(_ x: Double) -> CALayer {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: x, y: 50)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            composition.addSublayer(layer)
            return layer
        }
        let moving = layer(10)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 150
        move.beginTime = 0.05
        move.duration = 2
        move.fillMode = .both
        moving.add(move, forKey: "move")
        // Shown from 0.5 s to 1.25 s of the composition's time, as a Lottie layer's in and out points.
        let between = layer(60)
        between.isHidden = true
        let shown = CAKeyframeAnimation(keyPath: "hidden")
        shown.values = [false, false]
        shown.keyTimes = [0, 1]
        shown.calculationMode = .discrete
        shown.beginTime = 0.5
        shown.duration = 0.75
        shown.isRemovedOnCompletion = false
        between.add(shown, forKey: "hidden")
        between.add(move, forKey: "move")
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        between.addSublayer(child)
        CATransaction.flush()
        var builds = 0
        var visibilityChanges = 0
        var last: (tree: RetainedRenderTree?, count: Int) = (nil, -1)
        for frame in 0..<60 {
            player.timeOffset = Double(frame) / 30
            // An animated layer with a sublayer, its own clock nudged too: read in its own slot.
            between.timeOffset = Double(frame % 2) / 100
            let tree = root.makeRenderTree(at: 50)
            let reference = root.makeReferenceRenderTree(at: 50)
            XCTAssertEqual(tree, reference, "frame \(frame)")
            if root.retainedRenderTree !== last.tree { builds += 1 }
            if last.count >= 0 && reference.nodes.count != last.count { visibilityChanges += 1 }
            last = (root.retainedRenderTree, reference.nodes.count)
        }
        XCTAssertEqual(visibilityChanges, 2, "shown at 0.5 s, hidden again at 1.25 s")
        XCTAssertEqual(builds, 1 + visibilityChanges, "built at the first frame and when the tree's shape changed")
    }

    func testASteadyAnimationReusesTheTreeAndTwoArrays() {
        let root = CALayer()
        for i in 0..<50 {
            let layer = CALayer()
            layer.position = CGPoint(x: Double(i), y: 0)
            root.addSublayer(layer)
        }
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.beginTime = 100
        move.repeatCount = .infinity
        root.sublayers![7].add(move, forKey: "move")
        // Like a renderer, hold on to last frame's tree: the frames take turns between two arrays.
        var addresses: [UnsafeRawPointer?] = []
        var previous: RenderTree?
        for frame in 0..<10 {
            let t = 100 + Double(frame) / 60
            let tree = root.makeRenderTree(at: t)
            XCTAssertEqual(tree, root.makeReferenceRenderTree(at: t))
            if let previous { XCTAssertNotEqual(tree, previous) }
            addresses.append(tree.nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
            if frame >= 3 { XCTAssertEqual(addresses[frame], addresses[frame - 2], "updated in place") }
            previous = tree
        }
        XCTAssertNotNil(root.retainedRenderTree)
    }
}
