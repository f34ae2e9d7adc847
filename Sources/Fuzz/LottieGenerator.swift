import Foundation
import SeededRandom

/// Builds valid Lottie files at random (bodymovin's JSON, as `Sources/Lottie` reads it): shape
/// layers of groups with rectangles, ellipses, paths, fills, strokes, trims and transforms, solids,
/// nulls with parenting, and precompositions, with fixed and keyframed properties. Mutations make
/// them hostile afterwards (`LottieMutator`), so most cases reach the builder and the renderer.
struct LottieGenerator {
    var random: SplitMix64
    private var frames: Double = 60

    init(random: SplitMix64) { self.random = random }

    mutating func animation() -> FuzzJSON {
        frames = Double(Int.random(in: 1...120, using: &random))
        let width = Double(Int.random(in: 16...400, using: &random))
        let height = Double(Int.random(in: 16...400, using: &random))
        var layers: [FuzzJSON] = []
        for index in 1...Int.random(in: 1...5, using: &random) { layers.append(layer(index: index, depth: 0)) }
        var members: [(key: String, value: FuzzJSON)] = [
            ("v", .string("5.7.4")), ("fr", .number(random.pick([24, 25, 30, 60]))), ("ip", .number(0)),
            ("op", .number(frames)), ("w", .number(width)), ("h", .number(height)), ("nm", .string("fuzz")),
            ("layers", .array(layers)),
        ]
        if random.chance(0.3) {
            let inner = (1...Int.random(in: 1...3, using: &random)).map { layer(index: $0, depth: 1) }
            members.append(("assets", .array([.object([("id", .string("comp_0")), ("layers", .array(inner))])])))
        }
        return .object(members)
    }

    private mutating func layer(index: Int, depth: Int) -> FuzzJSON {
        var m: [(key: String, value: FuzzJSON)] = [("ind", .number(Double(index))), ("nm", .string("layer \(index)"))]
        let kind = depth == 0 ? random.pick([4, 4, 4, 1, 3, 0]) : random.pick([4, 4, 1])
        m.append(("ty", .number(Double(kind))))
        switch kind {
        case 0:
            m += [("refId", .string("comp_0")), ("w", .number(200)), ("h", .number(200))]
        case 1:
            m += [
                ("sc", .string(random.pick(["#ff0000", "#00ff80", "#123456"]))), ("sw", .number(80)),
                ("sh", .number(60)),
            ]
        case 4:
            m.append(("shapes", .array([group(depth: 0)])))
        default: break
        }
        if index > 1, random.chance(0.2) { m.append(("parent", .number(Double(index - 1)))) }
        m += [
            ("ks", transform(isShapeTransform: false)),
            ("ip", .number(random.chance(0.8) ? 0 : Double(Int.random(in: 0...Int(frames), using: &random)))),
            ("op", .number(frames)), ("st", .number(0)),
        ]
        if random.chance(0.1) { m.append(("sr", .number(random.pick([0.5, 2])))) }
        return .object(m)
    }

    private mutating func group(depth: Int) -> FuzzJSON {
        var items: [FuzzJSON] = []
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            switch Int.random(in: 0...2, using: &random) {
            case 0:
                items.append(
                    .object([
                        ("ty", .string("rc")), ("p", property(point: (0, 0))), ("s", property(point: (80, 60))),
                        ("r", property(scalar: Double.random(in: 0...20, using: &random).rounded())),
                    ]))
            case 1:
                items.append(
                    .object([("ty", .string("el")), ("p", property(point: (0, 0))), ("s", property(point: (50, 50)))]))
            default: items.append(.object([("ty", .string("sh")), ("ks", pathProperty())]))
            }
        }
        if depth < 2, random.chance(0.2) { items.append(group(depth: depth + 1)) }
        if random.chance(0.8) {
            items.append(
                .object([("ty", .string("fl")), ("c", color()), ("o", property(scalar: 100)), ("r", .number(1))]))
        }
        if random.chance(0.5) {
            var stroke: [(key: String, value: FuzzJSON)] = [
                ("ty", .string("st")), ("c", color()), ("o", property(scalar: 100)),
                ("w", property(scalar: Double(Int.random(in: 1...10, using: &random)))),
                ("lc", .number(Double(Int.random(in: 1...3, using: &random)))),
                ("lj", .number(Double(Int.random(in: 1...3, using: &random)))), ("ml", .number(4)),
            ]
            if random.chance(0.3) {
                stroke.append(
                    (
                        "d",
                        .array([
                            .object([("n", .string("d")), ("v", property(scalar: 6))]),
                            .object([("n", .string("g")), ("v", property(scalar: 3))]),
                            .object([("n", .string("o")), ("v", property(scalar: 0))]),
                        ])
                    ))
            }
            items.append(.object(stroke))
        }
        if random.chance(0.2) {
            items.append(
                .object([
                    ("ty", .string("tm")), ("s", property(scalar: 0)), ("e", property(scalar: 100)),
                    ("o", property(scalar: 0)),
                ]))
        }
        items.append(transform(isShapeTransform: true))
        return .object([("ty", .string("gr")), ("nm", .string("group")), ("it", .array(items))])
    }

    private mutating func transform(isShapeTransform: Bool) -> FuzzJSON {
        var m: [(key: String, value: FuzzJSON)] = []
        if isShapeTransform { m.append(("ty", .string("tr"))) }
        m += [
            ("a", property(point: (0, 0))),
            (
                "p",
                property(
                    point: (
                        Double(Int.random(in: 0...200, using: &random)), Double(Int.random(in: 0...200, using: &random))
                    ))
            ),
            ("s", property(point: (100, 100))), ("r", property(scalar: 0)), ("o", property(scalar: 100)),
        ]
        return .object(m)
    }

    /// A fixed property, or (half the time) one keyframed from frame 0 to the end with easing.
    private mutating func property(scalar: Double) -> FuzzJSON {
        keyframed([.number(scalar)], [.number(scalar + Double(Int.random(in: -50...50, using: &random)))])
    }

    private mutating func property(point: (Double, Double)) -> FuzzJSON {
        let end = (
            point.0 + Double(Int.random(in: -60...60, using: &random)),
            point.1 + Double(Int.random(in: -60...60, using: &random))
        )
        return keyframed([.number(point.0), .number(point.1)], [.number(end.0), .number(end.1)])
    }

    private mutating func color() -> FuzzJSON {
        let components = (0..<3).map { _ in FuzzJSON.number(Double(Int.random(in: 0...10, using: &random)) / 10) }
        return keyframed(components + [.number(1)], nil)
    }

    private mutating func pathProperty() -> FuzzJSON {
        let count = Int.random(in: 2...6, using: &random)
        let vertices = (0..<count).map { _ in
            FuzzJSON.array([
                .number(Double(Int.random(in: -50...50, using: &random))),
                .number(Double(Int.random(in: -50...50, using: &random))),
            ])
        }
        let tangents = (0..<count).map { _ in
            FuzzJSON.array([
                .number(Double(Int.random(in: -10...10, using: &random))),
                .number(Double(Int.random(in: -10...10, using: &random))),
            ])
        }
        let path = FuzzJSON.object([
            ("c", .bool(random.chance(0.7))), ("v", .array(vertices)), ("i", .array(tangents)), ("o", .array(tangents)),
        ])
        return .object([("a", .number(0)), ("k", path)])
    }

    private mutating func keyframed(_ start: [FuzzJSON], _ end: [FuzzJSON]?) -> FuzzJSON {
        guard let end, random.chance(0.5) else {
            return .object([("a", .number(0)), ("k", start.count == 1 ? start[0] : .array(start))])
        }
        let easing: [(key: String, value: FuzzJSON)] = [
            ("o", .object([("x", .array([.number(0.33)])), ("y", .array([.number(0)]))])),
            ("i", .object([("x", .array([.number(0.67)])), ("y", .array([.number(1)]))])),
        ]
        var first: [(key: String, value: FuzzJSON)] = [("t", .number(0)), ("s", .array(start))] + easing
        if random.chance(0.2) { first.append(("h", .number(1))) }
        let last = FuzzJSON.object([("t", .number(frames)), ("s", .array(end))])
        return .object([("a", .number(1)), ("k", .array([.object(first), last]))])
    }
}
