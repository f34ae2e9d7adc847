import Foundation
import SeededRandom

/// Makes a valid Lottie file hostile: finite extremes and non-finite literals in its numbers,
/// values of the wrong shape, missing keys, deep nesting (groups, precompositions, bare arrays),
/// huge frame ranges and rates, huge keyframe and layer counts, and cycles (a precomposition that
/// shows itself, parents that point at each other).
struct LottieMutator {
    var random: SplitMix64

    enum Kind: String, CaseIterable {
        case finiteExtreme, extremeNumber, wrongShape, removeKey, deepGroups, deepPrecompositions, deepArrays
        case extremeTiming, hugeKeyframes, hugeLayers, cycles
    }

    /// The animation with `count` mutations applied, and their kinds.
    mutating func mutate(_ animation: FuzzJSON, count: Int) -> (FuzzJSON, [Kind]) {
        var animation = animation
        var kinds: [Kind] = []
        for _ in 0..<count {
            let kind = random.pick(Kind.allCases)
            animation = apply(kind, to: animation)
            kinds.append(kind)
        }
        return (animation, kinds)
    }

    mutating func apply(_ kind: Kind, to animation: FuzzJSON) -> FuzzJSON {
        switch kind {
        case .finiteExtreme, .extremeNumber:
            let numbers = animation.paths.filter {
                if case .number = animation.value(at: $0[...]) { return true } else { return false }
            }
            guard !numbers.isEmpty else { return animation }
            var result = animation
            // One number, or a handful: a point's both coordinates, a keyframe's time and value.
            for _ in 0..<random.pick([1, 1, 3]) {
                let pool = kind == .finiteExtreme ? SceneMutator.finiteExtremes : SceneMutator.extremeNumbers
                result = result.replacing(random.pick(numbers)[...], with: random.pick(pool))
            }
            return result
        case .wrongShape:
            let places = animation.paths.filter { !$0.isEmpty }
            guard !places.isEmpty else { return animation }
            let values: [FuzzJSON] = [
                .null, .bool(true), .string("x"), .array([]), .object([]), .number(1), .array([.number(1)]),
                .array(Array(repeating: .number(1), count: 5)), .array([.array([]), .object([])]),
                .object([("k", .array([]))]),
                .object([("a", .number(1)), ("k", .array([.object([("t", .number(0))])]))]),
                .object([
                    ("a", .number(1)),
                    ("k", .array([.object([("t", .number(5)), ("s", .number(1))]), .object([("t", .number(1))])])),
                ]),
                .string("#zzzzzz"), .raw(#""\ud800""#),
            ]
            return animation.replacing(random.pick(places)[...], with: random.pick(values))
        case .removeKey:
            let places = animation.paths.filter { if case .key? = $0.last { return true } else { return false } }
            guard !places.isEmpty else { return animation }
            return animation.replacing(random.pick(places)[...], with: nil)
        case .deepGroups:
            var group = FuzzJSON.object([
                ("ty", .string("gr")),
                (
                    "it",
                    .array([
                        .object([
                            ("ty", .string("rc")), ("p", fixed([0, 0])), ("s", fixed([10, 10])), ("r", fixed([0])),
                        ]),
                        .object([("ty", .string("fl")), ("c", fixed([1, 0, 0, 1])), ("o", fixed([100]))]),
                    ])
                ),
            ])
            for _ in 0..<random.pick([100, 1000, 5000]) {
                group = .object([("ty", .string("gr")), ("it", .array([group, shapeTransform()]))])
            }
            return appendingLayer(to: animation, shapeLayer([group]))
        case .deepPrecompositions:
            // comp_i shows comp_(i+1): a chain past the builder's nesting limit.
            let depth = random.pick([40, 200, 2000])
            var assets: [FuzzJSON] = []
            for i in 0..<depth {
                assets.append(
                    .object([
                        ("id", .string("deep_\(i)")),
                        ("layers", .array([precompositionLayer(i + 1 < depth ? "deep_\(i + 1)" : "none", index: 1)])),
                    ]))
            }
            return appendingLayer(to: appendingAssets(to: animation, assets), precompositionLayer("deep_0", index: 900))
        case .deepArrays:
            // Bare arrays nested past any parser's recursion limit, where a number should be.
            let depth = random.pick([100, 10_000, 100_000])
            let nested = FuzzJSON.raw(String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
            let numbers = animation.paths.filter {
                if case .number = animation.value(at: $0[...]) { return true } else { return false }
            }
            guard !numbers.isEmpty else { return animation.setting("layers", nested) }
            return animation.replacing(random.pick(numbers)[...], with: nested)
        case .extremeTiming:
            let keys = ["fr", "ip", "op"]
            let values: [FuzzJSON] = [
                .number(1e300), .number(-1e300), .raw("1.7976931348623157e308"), .raw("5e-324"), .number(1000),
                .number(1e-9), .number(1e15), .number(0), .number(-1), .raw("9007199254740993"), .number(1e9),
            ]
            var result = animation.setting(random.pick(keys), random.pick(values))
            if random.chance(0.5) { result = result.setting(random.pick(keys), random.pick(values)) }
            // A layer's own timing too: its in and out points, start time and time stretch.
            if random.chance(0.5), case let all = layerPaths(in: result), !all.isEmpty {
                let layers = random.pick(all)
                let key = random.pick(["ip", "op", "st", "sr"])
                if let layer = result.value(at: layers[...]) {
                    result = result.replacing(layers[...], with: layer.setting(key, random.pick(values)))
                }
            }
            return result
        case .hugeKeyframes:
            // 400,000 keyframes (a 15 MB file) took a debug build more than the fuzzer's 20 s of
            // CPU to decode and render; 20,000 do not.
            let count = random.pick([1000, 20_000])
            let keyframes = (0..<count).map { i in
                FuzzJSON.object([("t", .number(Double(i))), ("s", .array([.number(Double(i % 100)), .number(0)]))])
            }
            let position = FuzzJSON.object([("a", .number(1)), ("k", .array(keyframes))])
            let layer = shapeLayer([
                .object([
                    ("ty", .string("gr")),
                    (
                        "it",
                        .array([
                            .object([("ty", .string("el")), ("p", fixed([0, 0])), ("s", fixed([20, 20]))]),
                            .object([("ty", .string("fl")), ("c", fixed([0, 0, 1, 1])), ("o", fixed([100]))]),
                            shapeTransform().setting("p", position),
                        ])
                    ),
                ])
            ])
            return appendingLayer(to: animation, layer)
        case .hugeLayers:
            // Thousands of layers: a file past the builder's cap (20,000 layers) takes a debug
            // build more than the fuzzer's 20 s of CPU to render.
            let count = random.pick([1000, 5000])
            var result = animation
            let one = shapeLayer([
                .object([
                    ("ty", .string("gr")),
                    (
                        "it",
                        .array([
                            .object([
                                ("ty", .string("rc")), ("p", fixed([10, 10])), ("s", fixed([8, 8])), ("r", fixed([0])),
                            ]),
                            .object([("ty", .string("fl")), ("c", fixed([0, 1, 0, 0.5])), ("o", fixed([100]))]),
                            shapeTransform(),
                        ])
                    ),
                ])
            ])
            guard case .array(var layers)? = result["layers"] else { return result }
            layers += Array(repeating: one, count: count)
            result = result.setting("layers", .array(layers))
            return result
        case .cycles:
            if random.chance(0.5) {
                // A precomposition that shows itself, twice at each level.
                let looping = FuzzJSON.object([
                    ("id", .string("loop")),
                    ("layers", .array([precompositionLayer("loop", index: 1), precompositionLayer("loop", index: 2)])),
                ])
                return appendingLayer(
                    to: appendingAssets(to: animation, [looping]), precompositionLayer("loop", index: 901))
            }
            // Parents that point at each other, and at themselves.
            guard case .array(var layers)? = animation["layers"], !layers.isEmpty else { return animation }
            for i in layers.indices {
                let parent = random.chance(0.3) ? Double(i + 1) : Double((i + 1) % layers.count + 1)
                layers[i] = layers[i].setting("ind", .number(Double(i + 1))).setting("parent", .number(parent))
            }
            return animation.setting("layers", .array(layers))
        }
    }

    private func fixed(_ numbers: [Double]) -> FuzzJSON {
        .object([("a", .number(0)), ("k", .array(numbers.map(FuzzJSON.number)))])
    }

    private func shapeTransform() -> FuzzJSON {
        .object([
            ("ty", .string("tr")), ("a", fixed([0, 0])), ("p", fixed([20, 20])), ("s", fixed([100, 100])),
            ("r", fixed([0])), ("o", fixed([100])),
        ])
    }

    private func layerTransform() -> FuzzJSON {
        .object([
            ("a", fixed([0, 0])), ("p", fixed([0, 0])), ("s", fixed([100, 100])), ("r", fixed([0])),
            ("o", fixed([100])),
        ])
    }

    private func shapeLayer(_ shapes: [FuzzJSON]) -> FuzzJSON {
        .object([
            ("ty", .number(4)), ("ind", .number(800)), ("ks", layerTransform()), ("ip", .number(0)),
            ("op", .number(1e4)),
            ("st", .number(0)), ("shapes", .array(shapes)),
        ])
    }

    private func precompositionLayer(_ reference: String, index: Double) -> FuzzJSON {
        .object([
            ("ty", .number(0)), ("ind", .number(index)), ("refId", .string(reference)), ("w", .number(100)),
            ("h", .number(100)), ("ks", layerTransform()), ("ip", .number(0)), ("op", .number(1e4)), ("st", .number(0)),
        ])
    }

    private func appendingLayer(to animation: FuzzJSON, _ layer: FuzzJSON) -> FuzzJSON {
        guard case .array(let layers)? = animation["layers"] else {
            return animation.setting("layers", .array([layer]))
        }
        return animation.setting("layers", .array([layer] + layers))
    }

    private func appendingAssets(to animation: FuzzJSON, _ assets: [FuzzJSON]) -> FuzzJSON {
        guard case .array(let existing)? = animation["assets"] else {
            return animation.setting("assets", .array(assets))
        }
        return animation.setting("assets", .array(existing + assets))
    }

    /// The paths of the layer objects in `layers` and in the assets' `layers`.
    private func layerPaths(in animation: FuzzJSON) -> [[FuzzPathStep]] {
        animation.paths.filter { path in
            guard case .index? = path.last, case .key("layers")? = path.dropLast().last,
                case .object? = animation.value(at: path[...])
            else { return false }
            return true
        }
    }
}
