import Foundation
import SeededRandom

/// Builds valid scenes at random, in the scene format's vocabulary (shared/spec/scene-format.md):
/// every layer type, most keys, animations of each kind. Mutations make them hostile afterwards
/// (`SceneMutator`), so most cases reach deep into the renderer before anything odd happens.
struct SceneGenerator {
    var random: SplitMix64

    static let layerTypes = [
        "layer", "layer", "layer", "shape", "gradient", "text", "transform", "replicator", "scroll", "tiled", "emitter",
    ]
    static let animatableNumbers = [
        "opacity", "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius",
        "zPosition", "position.x", "position.y", "bounds.size.width",
        "transform.rotation.z", "transform.rotation.y", "transform.scale",
        "transform.translation.x",
    ]

    mutating func scene() -> FuzzJSON {
        let width = Double(Int.random(in: 16...320, using: &random))
        let height = Double(Int.random(in: 16...240, using: &random))
        var members: [(key: String, value: FuzzJSON)] = [("size", .array([.number(width), .number(height)]))]
        if random.chance(0.3) { members.append(("scale", .number(random.pick([1, 2, 0.5, 3])))) }
        if random.chance(0.5) { members.append(("background", color())) }
        // The root fills the canvas, as an app's root layer does.
        let root = layer(depth: 0)
            .setting("bounds", .array([0, 0, width, height].map(FuzzJSON.number)))
            .setting("position", .array([width / 2, height / 2].map(FuzzJSON.number)))
        members.append(("root", root))
        return .object(members)
    }

    mutating func layer(depth: Int) -> FuzzJSON {
        let type = random.pick(Self.layerTypes)
        var m: [(key: String, value: FuzzJSON)] = []
        if type != "layer" { m.append(("type", .string(type))) }
        m.append(
            (
                "bounds",
                .array(
                    [
                        0, 0, Double.random(in: 0...160, using: &random).rounded(),
                        Double.random(in: 0...120, using: &random).rounded(),
                    ].map(FuzzJSON.number))
            ))
        m.append(("position", point(0...200)))
        if random.chance(0.5) { m.append(("backgroundColor", color())) }
        if random.chance(0.2) { m.append(("anchorPoint", point(0...1))) }
        if random.chance(0.2) { m.append(("opacity", .number(Double.random(in: 0...1, using: &random)))) }
        if random.chance(0.2) { m.append(("cornerRadius", .number(Double.random(in: 0...30, using: &random)))) }
        if random.chance(0.15) {
            m.append(("borderWidth", .number(Double.random(in: 0...6, using: &random))))
            m.append(("borderColor", color()))
        }
        if random.chance(0.15) { m.append(("masksToBounds", .bool(true))) }
        if random.chance(0.2) { m.append(("transform", transform())) }
        if random.chance(0.1) { m.append(("sublayerTransform", .array([.object([("m34", .number(-1.0 / 500))])]))) }
        if random.chance(0.1) { m.append(("zPosition", .number(Double.random(in: -50...50, using: &random)))) }
        if random.chance(0.15) {
            m.append(("shadowOpacity", .number(Double.random(in: 0...1, using: &random))))
            m.append(("shadowRadius", .number(Double.random(in: 0...12, using: &random))))
            m.append(("shadowOffset", point(-6...6)))
            if random.chance(0.3) { m.append(("shadowPath", path())) }
        }
        if random.chance(0.08) { m.append(("shouldRasterize", .bool(true))) }
        if random.chance(0.05) { m.append(("allowsEdgeAntialiasing", .bool(true))) }
        if random.chance(0.05) { m.append(("doubleSided", .bool(false))) }
        if random.chance(0.05) { m.append(("hidden", .bool(true))) }
        switch type {
        case "shape":
            m.append(("path", path()))
            if random.chance(0.7) { m.append(("fillColor", color())) }
            if random.chance(0.6) {
                m.append(("strokeColor", color()))
                m.append(("lineWidth", .number(Double.random(in: 0...8, using: &random))))
                m.append(("lineJoin", .string(random.pick(["miter", "round", "bevel"]))))
                m.append(("lineCap", .string(random.pick(["butt", "round", "square"]))))
            }
            if random.chance(0.3) {
                m.append(
                    (
                        "lineDashPattern",
                        .array(
                            (0..<Int.random(in: 1...4, using: &random)).map { _ in
                                .number(Double.random(in: 1...10, using: &random).rounded())
                            })
                    ))
            }
            if random.chance(0.2) { m.append(("strokeEnd", .number(Double.random(in: 0...1, using: &random)))) }
        case "gradient":
            m.append(("colors", .array((0..<Int.random(in: 2...4, using: &random)).map { _ in color() })))
            m.append(("gradientType", .string(random.pick(["axial", "radial", "conic"]))))
            if random.chance(0.5) { m.append(("startPoint", point(0...1))); m.append(("endPoint", point(0...1))) }
        case "text":
            m.append(("string", .string(random.pick(["Hello", "LayerKit", "a b c", "Ünïcødé ✓", ""]))))
            m.append(("fontSize", .number(Double.random(in: 6...40, using: &random).rounded())))
            m.append(("foregroundColor", color()))
            if random.chance(0.4) { m.append(("isWrapped", .bool(true))) }
            if random.chance(0.3) { m.append(("alignmentMode", .string(random.pick(["left", "center", "right"])))) }
        case "replicator":
            m.append(("instanceCount", .number(Double(Int.random(in: 1...8, using: &random)))))
            m.append(
                ("instanceTransform", .array([.object([("translate", .array([12, 4, 0].map(FuzzJSON.number)))])])))
            if random.chance(0.4) { m.append(("instanceAlphaOffset", .number(-0.1))) }
        case "scroll":
            m.append(("scrollMode", .string(random.pick(["none", "vertically", "horizontally", "both"]))))
            m.append(("scrollOffset", point(-40...200)))
        case "tiled":
            let side = Double(random.pick([16, 64, 256]))
            m.append(("tileSize", .array([side, side].map(FuzzJSON.number))))
            m.append(("levelsOfDetail", .number(Double(Int.random(in: 1...6, using: &random)))))
            if random.chance(0.5) {
                m.append(("levelsOfDetailBias", .number(Double(Int.random(in: 0...2, using: &random)))))
            }
        case "emitter":
            m.append(("emitterPosition", point(0...160)))
            m.append(
                ("emitterShape", .string(random.pick(["point", "line", "rectangle", "cuboid", "circle", "sphere"]))))
            m.append(("emitterMode", .string(random.pick(["points", "outline", "surface", "volume"]))))
            m.append(("emitterSize", point(0...80)))
            m.append(
                (
                    "renderMode",
                    .string(random.pick(["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"]))
                ))
            m.append(("seed", .number(Double(Int.random(in: 0...1000, using: &random)))))
            if random.chance(0.3) { m.append(("birthRate", .number(Double.random(in: 0...3, using: &random)))) }
            m.append(
                ("emitterCells", .array((0..<Int.random(in: 1...2, using: &random)).map { _ in emitterCell(depth: 0) }))
            )
        default: break
        }
        if random.chance(0.3) { m.append(("animations", animations())) }
        if random.chance(0.08) {
            m.append(
                (
                    "mask",
                    .object([
                        ("bounds", .array([0, 0, 40, 40].map(FuzzJSON.number))),
                        ("position", point(0...60)),
                        ("backgroundColor", .string("#000000")),
                    ])
                ))
        }
        if depth < 3, random.chance(0.6) {
            let count = Int.random(in: 1...4, using: &random)
            m.append(("sublayers", .array((0..<count).map { _ in layer(depth: depth + 1) })))
        }
        return .object(m)
    }

    /// An emitter cell with most of `CAEmitterCell`'s keys (no image: a mutation may add hostile
    /// numbers, and a nested cell follows each particle).
    mutating func emitterCell(depth: Int) -> FuzzJSON {
        var m: [(key: String, value: FuzzJSON)] = [
            ("birthRate", .number(Double.random(in: 0...200, using: &random).rounded())),
            ("lifetime", .number(Double.random(in: 0...4, using: &random))),
            ("velocity", .number(Double.random(in: 0...120, using: &random))),
            ("emissionRange", .number(Double.random(in: 0...6.3, using: &random))),
            ("color", color()),
        ]
        if random.chance(0.5) { m.append(("lifetimeRange", .number(Double.random(in: 0...2, using: &random)))) }
        if random.chance(0.5) { m.append(("yAcceleration", .number(Double.random(in: -50...50, using: &random)))) }
        if random.chance(0.5) { m.append(("scaleSpeed", .number(Double.random(in: -1...1, using: &random)))) }
        if random.chance(0.5) { m.append(("spinRange", .number(Double.random(in: 0...6, using: &random)))) }
        if random.chance(0.5) { m.append(("alphaSpeed", .number(Double.random(in: -1...0, using: &random)))) }
        if random.chance(0.3) { m.append(("beginTime", .number(Double.random(in: 0...1, using: &random)))) }
        if random.chance(0.3) { m.append(("duration", .number(Double.random(in: 0...2, using: &random)))) }
        if depth == 0, random.chance(0.3) { m.append(("emitterCells", .array([emitterCell(depth: 1)]))) }
        return .object(m)
    }

    mutating func animations() -> FuzzJSON {
        var m: [(key: String, value: FuzzJSON)] = []
        for i in 0..<Int.random(in: 1...2, using: &random) { m.append(("a\(i)", animation(depth: 0))) }
        return .object(m)
    }

    mutating func animation(depth: Int) -> FuzzJSON {
        let keyPath = FuzzJSON.string(random.pick(Self.animatableNumbers))
        var m: [(key: String, value: FuzzJSON)]
        switch random.pick(depth == 0 ? ["basic", "basic", "keyframe", "spring", "group"] : ["basic", "keyframe"]) {
        case "keyframe":
            let n = Int.random(in: 2...5, using: &random)
            m = [
                ("type", .string("keyframe")), ("keyPath", keyPath),
                ("values", .array((0..<n).map { _ in .number(Double.random(in: 0...100, using: &random)) })),
            ]
            if random.chance(0.3) {
                m.append(("calculationMode", .string(random.pick(["linear", "discrete", "paced", "cubic"]))))
            }
        case "spring":
            m = [
                ("type", .string("spring")), ("keyPath", keyPath), ("fromValue", .number(0)), ("toValue", .number(1)),
                ("damping", .number(Double.random(in: 1...20, using: &random))),
            ]
        case "group":
            m = [
                ("type", .string("group")),
                ("animations", .array([animation(depth: 1), animation(depth: 1)])),
            ]
        default:
            m = [
                ("type", .string("basic")), ("keyPath", keyPath),
                ("fromValue", .number(Double.random(in: 0...1, using: &random))),
                ("toValue", .number(Double.random(in: 0...100, using: &random))),
            ]
        }
        m.append(("duration", .number(Double.random(in: 0.1...3, using: &random))))
        if random.chance(0.3) { m.append(("repeatCount", .number(Double(Int.random(in: 1...4, using: &random))))) }
        if random.chance(0.3) { m.append(("autoreverses", .bool(true))) }
        if random.chance(0.3) {
            m.append(("fillMode", .string(random.pick(["removed", "forwards", "backwards", "both"]))))
        }
        if random.chance(0.2) {
            m.append(("timingFunction", .string(random.pick(["linear", "easeIn", "easeOut", "easeInEaseOut"]))))
        }
        if random.chance(0.1) { m.append(("beginTime", .number(Double.random(in: 0...1, using: &random)))) }
        if random.chance(0.1) { m.append(("speed", .number(Double.random(in: 0.5...3, using: &random)))) }
        return .object(m)
    }

    mutating func color() -> FuzzJSON {
        if random.chance(0.5) {
            return .string(String(format: "#%06x", Int.random(in: 0...0xFFFFFF, using: &random)))
        }
        return .array(
            (0..<4).map { i in
                .number(
                    i == 3
                        ? Double.random(in: 0.2...1, using: &random)
                        : Double.random(in: 0...1, using: &random))
            })
    }

    mutating func point(_ range: ClosedRange<Double>) -> FuzzJSON {
        .array([.number(Double.random(in: range, using: &random)), .number(Double.random(in: range, using: &random))])
    }

    mutating func transform() -> FuzzJSON {
        var steps: [FuzzJSON] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0...3, using: &random) {
            case 0: steps.append(.object([("m34", .number(-1.0 / Double.random(in: 200...2000, using: &random)))]))
            case 1:
                steps.append(
                    .object([
                        ("rotate", .array([Double.random(in: -3...3, using: &random), 0, 1, 0].map(FuzzJSON.number)))
                    ]))
            case 2:
                steps.append(
                    .object([
                        ("scale", .array([Double.random(in: 0.5...2, using: &random), 1, 1].map(FuzzJSON.number)))
                    ]))
            default:
                steps.append(
                    .object([
                        ("translate", .array([Double.random(in: -20...20, using: &random), 0, 0].map(FuzzJSON.number)))
                    ]))
            }
        }
        return .array(steps)
    }

    mutating func path() -> FuzzJSON {
        switch Int.random(in: 0...4, using: &random) {
        case 0: return .object([("rect", .array([0, 0, 60, 40].map(FuzzJSON.number)))])
        case 1: return .object([("ellipse", .array([0, 0, 50, 30].map(FuzzJSON.number)))])
        case 2: return .object([("roundedRect", .array([0, 0, 60, 40].map(FuzzJSON.number))), ("radius", .number(8))])
        case 3: return .string("M 0 0 L 60 10 Q 80 40 20 60 C 0 50 10 20 0 0 Z")
        default: return .string("M 10 10 A 30 20 0 1 1 50 40 Z")
        }
    }
}
