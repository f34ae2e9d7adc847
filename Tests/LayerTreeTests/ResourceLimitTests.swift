import XCTest

@testable import LayerTree

/// Extreme values a scene or an app can hand the model: each gives an answer in range or a
/// clear error, never a trap and never memory in proportion to a number the user wrote.
final class ResourceLimitTests: XCTestCase {
    /// A time so far out (or a duration so short) that the iteration count overflows an `Int`
    /// still resolves to a basic time inside one cycle: the remainder, not a trap.
    func testTimingFarOutResolvesInsideOneCycle() throws {
        var timing = MediaTimingModel()
        timing.duration = 0.25
        timing.repeatCount = .infinity
        for time in [1e308, 1e20, 4.5e15 + 0.1] {
            let resolved = try XCTUnwrap(timing.resolve(parentTime: time), "t = \(time)")
            XCTAssertTrue((0...0.25).contains(resolved.basicTime), "t = \(time): \(resolved.basicTime)")
            XCTAssertEqual(resolved.phase, .active)
        }
        // 1e20 s is 4e20 quarter-seconds exactly: the remainder is 0, the start of a cycle.
        XCTAssertEqual(timing.resolve(parentTime: 1e20)?.basicTime, 0)
        timing.duration = 1e-300
        XCTAssertNotNil(timing.resolve(parentTime: 1e10))
        // Below 2^52 cycles the exact arithmetic is kept: 10.1 s at 0.25 s a cycle is 0.1 in.
        timing.duration = 0.25
        XCTAssertEqual(try XCTUnwrap(timing.resolve(parentTime: 10.1)).basicTime, 0.1, accuracy: 1e-12)
        XCTAssertEqual(timing.resolve(parentTime: 10.1)?.iteration, 40)
    }

    /// Nested replicators multiply: 1,000 instances of 1,000 instances stop at the node budget.
    func testNestedReplicatorsStopAtTheNodeBudget() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let outer = CAReplicatorLayer()
        outer.instanceCount = 1000
        let inner = CAReplicatorLayer()
        inner.instanceCount = 1000
        let leaf = CALayer()
        leaf.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        leaf.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        inner.addSublayer(leaf)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let tree = root.makeRenderTree(at: 0)
        XCTAssertGreaterThanOrEqual(tree.nodes.count, RenderTree.replicatedNodeBudget)
        // An instance already being expanded finishes: at most one inner replicator's worth more.
        XCTAssertLessThan(tree.nodes.count, RenderTree.replicatedNodeBudget + 2 * 1000 + 10)
    }

    /// Within the budget, every instance is still there.
    func testReplicatorsUnderTheBudgetKeepEveryInstance() {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 300
        let leaf = CALayer()
        leaf.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        replicator.addSublayer(leaf)
        // The replicator, then a wrapper and a leaf per instance.
        XCTAssertEqual(replicator.makeRenderTree(at: 0).nodes.count, 1 + 300 * 2)
    }

    /// A canvas over the side limit is refused with the path of the key that made it so.
    func testCanvasOverTheLimitIsAnErrorAtItsPath() throws {
        let decoder = SceneDecoder()
        func error(_ json: String) -> String? {
            do { _ = try decoder.decode(Data(json.utf8)); return nil } catch { return "\(error)" }
        }
        XCTAssertEqual(
            error(#"{"size": [1000000, 1], "root": {}}"#),
            "size: the canvas would be 1000000×1 pixels (size × scale), over the limit of 8192 pixels a side")
        XCTAssertEqual(
            error(#"{"size": [100, 100], "scale": 100, "root": {}}"#),
            "scale: the canvas would be 10000×10000 pixels (size × scale), over the limit of 8192 pixels a side")
        XCTAssertNil(error(#"{"size": [4096, 2048], "scale": 2, "root": {}}"#))
    }

    /// Layers nested deeper than the nesting limit are refused before decoding, at the byte that
    /// went too deep; brackets inside strings do not count.
    func testNestingDeeperThanTheLimitIsRefusedAtItsByte() throws {
        func chain(_ layers: Int) -> String {
            var json = #"{"name": "[[[{{{"}"#
            for _ in 0..<layers { json = #"{"sublayers": ["# + json + "]}" }
            return #"{"size": [10, 10], "root": "# + json + "}"
        }
        // The document object, then two levels a layer: 31 layers reach 63.
        XCTAssertNoThrow(try SceneDecoder().decode(Data(chain(30).utf8)))
        let deep = chain(32)
        XCTAssertThrowsError(try SceneDecoder().decode(Data(deep.utf8))) {
            let offset = JSONNesting.firstByte(deeperThan: 64, in: Data(deep.utf8))
            XCTAssertEqual(
                "\($0)",
                "$: arrays and objects nested more than 64 deep (about 31 layers) at byte "
                    + "\(offset ?? -1), the limit")
        }
        XCTAssertEqual(JSONNesting.firstByte(deeperThan: 2, in: Data(#"[["[[[\"[[["], {"a": [1]}]"#.utf8)), 21)
    }

    /// A scene with more layers than the limit is refused at the first layer past it, in document
    /// order (masks count), before anything is built.
    func testScenesOverTheLayerLimitAreRefusedAtTheFirstLayerPastIt() throws {
        func scene(sublayers: Int, mask: Bool) -> Data {
            let one = mask ? #"{"mask": {}}"# : "{}"
            return Data(
                (#"{"size": [10, 10], "root": {"sublayers": ["#
                    + Array(repeating: one, count: sublayers)
                    .joined(separator: ",") + "]}}").utf8)
        }
        // The root and 19,999 sublayers: exactly the limit.
        XCTAssertNoThrow(try SceneDecoder().decode(scene(sublayers: Scene.maximumLayers - 1, mask: false)))
        XCTAssertThrowsError(try SceneDecoder().decode(scene(sublayers: Scene.maximumLayers, mask: false))) {
            XCTAssertEqual("\($0)", "root.sublayers[19999]: the scene has more than 20000 layers, the limit")
        }
        // With a mask each, the 10,000th sublayer's mask is the 20,001st layer.
        XCTAssertThrowsError(try SceneDecoder().decode(scene(sublayers: 10_000, mask: true))) {
            XCTAssertEqual("\($0)", "root.sublayers[9999].mask: the scene has more than 20000 layers, the limit")
        }
    }
}
