import Foundation
import XCTest

@testable import LayerTree

/// `CAReplicatorLayer`: its properties, and the instances it expands into when the render tree is built.
final class ReplicatorLayerTests: AnimationTestCase {
    /// A 200×200 replicator at (100, 100) holding one 20×20 white square centred at (150, 100).
    private func makeReplicator(count: Int) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        replicator.position = CGPoint(x: 100, y: 100)
        replicator.instanceCount = count
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.position = CGPoint(x: 150, y: 100)
        square.backgroundColor = .white
        replicator.addSublayer(square)
        return (replicator, square)
    }

    private func assertEqual(
        _ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in zip(a.fields, b.fields) where abs(x - y) > accuracy {
            XCTFail("\(a.fields) is not \(b.fields)", file: file, line: line)
            return
        }
    }

    /// Where a point of node `index` lands in the root node's bounds coordinates.
    private func pointInRoot(_ tree: RenderTree, _ index: Int, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        var parents: [Int: Int] = [:]
        for (i, node) in tree.nodes.enumerated() { for child in node.children { parents[child] = i } }
        var m = CATransform3DIdentity
        var current = index
        while let parent = parents[current] {
            m = m.concatenating(tree.nodes[current].transformToSuperlayer(tree.nodes[parent].superlayerGeometry))
            current = parent
        }
        let p = m.apply(x, y, 0)
        return CGPoint(x: p.x / p.w, y: p.y / p.w)
    }

    // MARK: Properties

    func testDefaultsAreCoreAnimations() {
        let replicator = CAReplicatorLayer()
        XCTAssertEqual(replicator.instanceCount, 1)
        XCTAssertEqual(replicator.instanceTransform, CATransform3DIdentity)
        XCTAssertEqual(replicator.instanceDelay, 0)
        XCTAssertEqual(replicator.instanceColor, .white)
        XCTAssertEqual(replicator.instanceRedOffset, 0)
        XCTAssertEqual(replicator.instanceGreenOffset, 0)
        XCTAssertEqual(replicator.instanceBlueOffset, 0)
        XCTAssertEqual(replicator.instanceAlphaOffset, 0)
        XCTAssertFalse(replicator.preservesDepth)
        XCTAssertEqual(replicator.renderKind, .layer)
    }

    func testInstanceColorAddsTheOffsetsOncePerInstanceAndClamps() {
        let replicator = CAReplicatorLayer()
        replicator.instanceBlueOffset = -0.1
        replicator.instanceAlphaOffset = -0.4
        replicator.instanceRedOffset = 0.5
        let third = replicator.color(ofInstance: 2)
        XCTAssertEqual(third.blue, 0.8, accuracy: 1e-6)
        XCTAssertEqual(third.alpha, 0.2, accuracy: 1e-6)
        XCTAssertEqual(third.red, 1, "clamped to 1")
        XCTAssertEqual(replicator.color(ofInstance: 3).alpha, 0, "clamped to 0")
        replicator.instanceColor = nil
        XCTAssertEqual(replicator.color(ofInstance: 0).green, 1, "a missing instance color counts as white")
    }

    func testReplicatorKeysAreAnimatableAndReadableByKeyPath() throws {
        let replicator = CAReplicatorLayer()
        for key in CAReplicatorLayer.replicatorAnimatableKeys {
            XCTAssertNotNil(replicator.animatableValue(forKey: key), key)
        }
        XCTAssertNil(replicator.animatableValue(forKey: "instanceCount"), "not animatable in Core Animation")
        XCTAssertNotNil(replicator.animatableValue(forKey: "position"), "CALayer's keys still answer")
        replicator.setValue(CATransform3DMakeRotation(0.5, 0, 0, 1), forKeyPath: "instanceTransform")
        XCTAssertEqual(
            try XCTUnwrap(replicator.value(forKeyPath: "instanceTransform.rotation.z") as? CGFloat), 0.5,
            accuracy: 1e-9)
        replicator.setValue(0.25, forKeyPath: "instanceDelay")
        XCTAssertEqual(replicator.instanceDelay, 0.25)
        XCTAssertFalse(replicator.setAnimatableValue(.bool(true), forKey: "instanceColor"), "wrong kind")
    }

    func testImplicitAnimationOfInstanceColorAndExplicitAnimationOfInstanceTransform() throws {
        let replicator = CAReplicatorLayer()
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        replicator.instanceColor = .black
        CATransaction.commit()
        let halfway = try XCTUnwrap(replicator.presentation(at: clock.currentTime + 0.5))
        XCTAssertEqual(try XCTUnwrap(halfway.instanceColor).red, 0.5, accuracy: 1e-6)

        let spin = CABasicAnimation(keyPath: "instanceTransform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 1
        spin.duration = 1
        spin.beginTime = 200
        try replicator.addAnimation(spin, forKey: "spin", startsNow: false)
        let presented = try XCTUnwrap(replicator.presentation(at: 200.25))
        let angle = try XCTUnwrap(presented.value(forKeyPath: "instanceTransform.rotation.z") as? CGFloat)
        XCTAssertEqual(angle, 0.25, accuracy: 1e-9)
    }

    // MARK: Render tree

    func testEachInstanceIsASyntheticNodeWithTheTransformToThePowerK() {
        let (replicator, square) = makeReplicator(count: 3)
        let step = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        replicator.instanceTransform = step
        let tree = replicator.makeRenderTree(at: 0)
        // Replicator, then per instance: the synthetic node and the square.
        XCTAssertEqual(tree.nodes.count, 7)
        let instances = tree.nodes[0].children
        XCTAssertEqual(instances, [1, 3, 5])
        var power = CATransform3DIdentity
        for (k, index) in instances.enumerated() {
            let node = tree.nodes[index]
            XCTAssertEqual(node.kind, .transformLayer, "instance \(k) neither draws nor flattens")
            XCTAssertEqual(node.bounds, replicator.bounds)
            assertEqual(node.transform, power)
            XCTAssertEqual(node.children, [index + 1])
            power = power.concatenating(step)
        }
        XCTAssertEqual(tree.nodes[2].id, square.layerID, "instance 0 keeps the layer's identity")
        let ids = Set(tree.nodes.map(\.id))
        XCTAssertEqual(ids.count, 7, "every copy has its own ID")
        XCTAssertEqual(replicator.makeRenderTree(at: 5).nodes.map(\.id), tree.nodes.map(\.id), "IDs are stable")
    }

    func testInstancesTurnAboutTheCentreOfTheReplicator() {
        let (replicator, _) = makeReplicator(count: 4)
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let tree = replicator.makeRenderTree(at: 0)
        // The square's centre (150, 100) turns about (100, 100), clockwise on screen.
        let expected: [(CGFloat, CGFloat)] = [(150, 100), (100, 150), (50, 100), (100, 50)]
        for (k, want) in expected.enumerated() {
            let squareIndex = tree.nodes[0].children[k] + 1
            assertPoint(pointInRoot(tree, squareIndex, 10, 10), want.0, want.1, accuracy: 1e-9)
        }
    }

    func testTheCentreIsTheBoundsCentreAndSublayerTransformAppliesToEveryInstance() {
        let (replicator, _) = makeReplicator(count: 2)
        replicator.anchorPoint = .zero  // the pivot stays the centre of the bounds
        replicator.instanceTransform = CATransform3DMakeScale(-1, 1, 1)
        replicator.sublayerTransform = CATransform3DMakeTranslation(0, 30, 0)
        let tree = replicator.makeRenderTree(at: 0)
        assertPoint(pointInRoot(tree, 2, 10, 10), 150, 130)
        assertPoint(pointInRoot(tree, 4, 10, 10), 50, 130, accuracy: 1e-9)
    }

    func testInstanceColorsMultiplyEachInstancesBackgroundAndBorder() {
        let (replicator, square) = makeReplicator(count: 3)
        square.borderWidth = 2
        square.borderColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        replicator.instanceBlueOffset = -0.1
        let tree = replicator.makeRenderTree(at: 0)
        let squares = tree.nodes[0].children.map { tree.nodes[$0 + 1] }
        XCTAssertEqual(squares[0].backgroundColor, .white)
        XCTAssertEqual(try XCTUnwrap(squares[2].backgroundColor).blue, 0.8, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(squares[2].backgroundColor).green, 1)
        XCTAssertEqual(try XCTUnwrap(squares[1].borderColor).blue, 0.45, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(squares[1].borderColor).red, 0.5, accuracy: 1e-6)
    }

    func testInstanceDelayRunsEachInstancesAnimationsLater() {
        let (replicator, square) = makeReplicator(count: 3)
        replicator.instanceDelay = 0.25
        square.add(positionXAnimation(beginTime: 10, duration: 1), forKey: "x")
        let tree = replicator.makeRenderTree(at: 10.75)
        let xs = tree.nodes[0].children.map { tree.nodes[$0 + 1].position.x }
        XCTAssertEqual(xs[0], 75, accuracy: 1e-9)
        XCTAssertEqual(xs[1], 50, accuracy: 1e-9)
        XCTAssertEqual(xs[2], 25, accuracy: 1e-9, "instance 2 is 2 · instanceDelay behind")
        let before = replicator.makeRenderTree(at: 10.4)
        XCTAssertEqual(
            before.nodes[before.nodes[0].children[2] + 1].position.x, 150,
            "before its delayed start instance 2 shows the model value")
    }

    func testZeroInstancesDrawNoSublayersAndPreservesDepthMakesATransformLayer() {
        let (replicator, _) = makeReplicator(count: 0)
        replicator.backgroundColor = .black
        XCTAssertEqual(replicator.makeRenderTree(at: 0).nodes.count, 1)
        replicator.instanceCount = 2
        replicator.preservesDepth = true
        let tree = replicator.makeRenderTree(at: 0)
        XCTAssertEqual(tree.nodes[0].kind, .transformLayer)
        XCTAssertEqual(tree.nodes.count, 5)
        XCTAssertFalse(replicator.contains(CGPoint(x: 10, y: 10)), "like a transform layer, it has no plane")
    }

    func testNestedReplicatorsMultiplyCountsAndColors() throws {
        let (inner, _) = makeReplicator(count: 3)
        inner.instanceGreenOffset = -0.25
        let outer = CAReplicatorLayer()
        outer.bounds = inner.bounds
        outer.instanceCount = 2
        outer.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
        outer.instanceRedOffset = -0.5
        outer.addSublayer(inner)
        let tree = outer.makeRenderTree(at: 0)
        let squares = tree.nodes.filter { $0.kind == .layer && $0.bounds.width == 20 }
        XCTAssertEqual(squares.count, 6)
        XCTAssertEqual(Set(tree.nodes.map(\.id)).count, tree.nodes.count)
        let last = try XCTUnwrap(squares.last?.backgroundColor)
        XCTAssertEqual(last.red, 0.5, accuracy: 1e-6)
        XCTAssertEqual(last.green, 0.5, accuracy: 1e-6)
    }

    func testCommittedTreeCopiesTheReplicatorsProperties() {
        let (replicator, square) = makeReplicator(count: 4)
        replicator.instanceTransform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        replicator.instanceDelay = 0.1
        replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 1, alpha: 1)
        replicator.instanceAlphaOffset = -0.2
        replicator.preservesDepth = true
        square.add(positionXAnimation(beginTime: 10, duration: 1), forKey: "x")
        let committed = CommittedTree(replicator)
        XCTAssertEqual(committed.renderTree(at: 10.5), replicator.makeRenderTree(at: 10.5))
    }
}

/// `"type": "replicator"` in scene files.
final class ReplicatorSceneTests: XCTestCase {
    private func decode(_ root: String) throws -> CALayer {
        try SceneDecoder().decode(Data(#"{"size": [100, 100], "root": \#(root)}"#.utf8)).root
    }

    func testReplicatorKeysDecode() throws {
        let layer = try decode(
            #"""
            {"type": "replicator", "instanceCount": 4, "instanceTransform": [{"translate": [10, 0, 0]}],
             "instanceDelay": 0.25, "instanceColor": "#ff0000", "instanceRedOffset": -0.1,
             "instanceGreenOffset": 0.2, "instanceBlueOffset": 0.3, "instanceAlphaOffset": -0.4,
             "preservesDepth": true}
            """#)
        let replicator = try XCTUnwrap(layer as? CAReplicatorLayer)
        XCTAssertEqual(replicator.instanceCount, 4)
        XCTAssertEqual(replicator.instanceTransform, CATransform3DMakeTranslation(10, 0, 0))
        XCTAssertEqual(replicator.instanceDelay, 0.25)
        XCTAssertEqual(replicator.instanceColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(replicator.instanceRedOffset, -0.1)
        XCTAssertEqual(replicator.instanceGreenOffset, 0.2)
        XCTAssertEqual(replicator.instanceBlueOffset, 0.3)
        XCTAssertEqual(replicator.instanceAlphaOffset, -0.4)
        XCTAssertTrue(replicator.preservesDepth)
    }

    func testReplicatorKeysAreRefusedOnOtherLayersAndCountsMustBeWhole() {
        func message(_ root: String) -> String? {
            do { _ = try decode(root); return nil } catch { return "\(error)" }
        }
        XCTAssertEqual(
            message(#"{"instanceCount": 3}"#),
            #"root: 'instanceCount' is a key of replicator layers ("type": "replicator")"#)
        XCTAssertEqual(
            message(#"{"type": "replicator", "instanceCount": 2.5}"#),
            "root.instanceCount: expected a whole number of instances from 0 to 100000, got 2.5")
        XCTAssertEqual(message(#"{"type": "replicator", "instanceColor": 3}"#)?.hasPrefix("root.instanceColor:"), true)
    }
}
