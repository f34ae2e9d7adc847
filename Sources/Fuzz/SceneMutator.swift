import Foundation
import SeededRandom

/// Makes a valid scene hostile, one or a few changes at a time: the inputs that break renderers
/// (non-finite and huge numbers, zero and negative sizes and durations, wrong types, huge counts,
/// deep and wide trees, degenerate transforms, long texts, hostile images, extreme timing).
struct SceneMutator {
    var random: SplitMix64
    /// A folder the scenes' hostile image files are written into (their `contents` name them).
    let imageFolder: URL

    static let extremeNumbers: [FuzzJSON] =
        [
            .number(1e308), .number(-1e308), .number(0), .raw("-0"), .number(-1), .raw("1e-320"),
            .raw("1e999"), .raw("-1e999"), .number(4_294_967_296), .number(1e15), .number(-1e15),
            .number(65_536), .number(0.5),
        ] + finiteExtremes

    /// Finite numbers that overflow in products (issue 31): ±1e300 and Double's largest, the
    /// smallest normal and a subnormal, integers past 2⁵³ (written exactly, so the decoder rounds
    /// them), huge and tiny scales, and each side of the ranges in README's Limits table.
    static let finiteExtremes: [FuzzJSON] = [
        .number(1e300), .number(-1e300), .raw("1.7976931348623157e308"), .raw("-1.7976931348623157e308"),
        .raw("1e-300"), .raw("2.2250738585072014e-308"), .raw("5e-324"), .raw("-5e-324"),
        .raw("9007199254740993"), .raw("18446744073709551617"), .raw("-9007199254740993"), .number(1e9),
        .number(-1e9), .number(1_000_000_001), .number(1e-9), .number(100), .number(100.5), .number(0.01),
        .number(0.0099), .number(10_000), .number(10_001), .number(4096), .number(4097), .number(1e6),
        .number(1e15),
    ]

    /// The layer keys whose numbers multiply pixel work, with what makes each one matter.
    static let pixelWorkKeys: [(key: String, companions: [(String, FuzzJSON)])] = [
        ("contentsScale", [("opacity", .number(0.5))]),
        ("rasterizationScale", [("shouldRasterize", .bool(true))]),
        ("shadowRadius", [("shadowOpacity", .number(1)), ("backgroundColor", .string("#ff000080"))]),
        (
            "lineWidth",
            [
                ("type", .string("shape")), ("path", .string("M 0 0 L 50 0 L 50 50 Z")),
                ("strokeColor", .string("#0000ff")), ("shadowOpacity", .number(1)),
            ]
        ),
        ("fontSize", [("type", .string("text")), ("string", .string("Hello"))]),
        ("instanceCount", [("type", .string("replicator"))]),
        ("zPosition", [("opacity", .number(0.5))]),
        ("anchorPointZ", []),
    ]

    /// What a mutation did, for the report and for reproducing it.
    enum Kind: String, CaseIterable {
        case extremeNumber, wrongType, removeValue, hugeCount, deepTree, wideTree, degenerateTransform
        case extremeCanvas, hostileContents, extremeTiming, hostilePath, longText, finiteExtreme
    }

    /// The scene with `count` mutations applied, and their kinds.
    mutating func mutate(_ scene: FuzzJSON, count: Int) -> (FuzzJSON, [Kind]) {
        var scene = scene
        var kinds: [Kind] = []
        for _ in 0..<count {
            let kind = random.pick(Kind.allCases)
            scene = apply(kind, to: scene)
            kinds.append(kind)
        }
        return (scene, kinds)
    }

    mutating func apply(_ kind: Kind, to scene: FuzzJSON) -> FuzzJSON {
        let layers = Self.layerPaths(in: scene)
        // An earlier mutation may have taken the root away: then only the document is left to mutate.
        let layer = layers.isEmpty ? [] : random.pick(layers)
        switch kind {
        case .extremeNumber:
            let numbers = scene.paths.filter {
                if case .number = scene.value(at: $0[...]) { return true } else { return false }
            }
            guard !numbers.isEmpty else { return scene }
            return scene.replacing(random.pick(numbers)[...], with: random.pick(Self.extremeNumbers))
        case .wrongType:
            let places = scene.paths.filter { !$0.isEmpty }
            guard !places.isEmpty else { return scene }
            let values: [FuzzJSON] = [
                .null, .bool(true), .string("x"), .array([]), .object([]), .number(1),
                .array([.number(1)]), .string("#zzzzzz"), .raw(#""\ud800""#),
            ]
            return scene.replacing(random.pick(places)[...], with: random.pick(values))
        case .removeValue:
            let places = scene.paths.filter { !$0.isEmpty }
            guard !places.isEmpty else { return scene }
            return scene.replacing(random.pick(places)[...], with: nil)
        case .hugeCount:
            return setting(in: scene, layer: layer, hugeCountChoice())
        case .deepTree:
            // Past the format's nesting limit (64) and to 1,000 deep: deeper chains test nothing more,
            // and every path into them is walked (paths into a chain n deep total n² steps).
            var chain = FuzzJSON.object([
                ("bounds", .array([0, 0, 10, 10].map(FuzzJSON.number))),
                ("backgroundColor", .string("#ff0000")),
            ])
            for _ in 0..<random.pick([40, 100, 1000]) {
                chain = .object([
                    ("bounds", .array([0, 0, 10, 10].map(FuzzJSON.number))),
                    ("position", .array([1, 1].map(FuzzJSON.number))),
                    ("sublayers", .array([chain])),
                ])
            }
            return setting(in: scene, layer: layer, [("sublayers", .array([chain]))])
        case .wideTree:
            let one = FuzzJSON.object([
                ("bounds", .array([0, 0, 2000, 2000].map(FuzzJSON.number))),
                ("position", .array([50, 50].map(FuzzJSON.number))),
                ("opacity", .number(0.5)), ("backgroundColor", .string("#00ff0080")),
            ])
            let count = random.pick([1000, 5000, 25_000])
            return setting(in: scene, layer: layer, [("sublayers", .array(Array(repeating: one, count: count)))])
        case .degenerateTransform:
            let transforms: [FuzzJSON] = [
                .array(Array(repeating: .number(0), count: 16)),
                .array([.object([("m44", .number(0))])]),
                .array([.object([("m34", .number(1e308))])]),
                .array([
                    .object([("m34", .number(1))]), .object([("translate", .array([0, 0, 1].map(FuzzJSON.number)))]),
                ]),
                .array([.object([("rotate", .array([1e308, 0, 1, 0].map(FuzzJSON.number)))])]),
                .array([.object([("scale", .array([1e308, 1e308, 1].map(FuzzJSON.number)))])]),
                .array([.object([("scale", .array([0, 0, 0].map(FuzzJSON.number)))])]),
                .array([.object([("rotate", .array([1, 0, 0, 0].map(FuzzJSON.number)))])]),
            ]
            return setting(
                in: scene, layer: layer,
                [
                    (
                        random.pick(["transform", "sublayerTransform"]),
                        random.pick(transforms)
                    )
                ])
        case .extremeCanvas:
            let sizes: [FuzzJSON] = [
                .array([0, 0].map(FuzzJSON.number)), .array([-5, 10].map(FuzzJSON.number)),
                .array([16384, 16384].map(FuzzJSON.number)), .array([1e6, 1].map(FuzzJSON.number)),
                .array([1e308, 1e308].map(FuzzJSON.number)), .array([0.001, 0.001].map(FuzzJSON.number)),
            ]
            if random.chance(0.5) { return scene.setting("scale", random.pick(Self.extremeNumbers)) }
            return scene.setting("size", random.pick(sizes))
        case .hostileContents:
            let files = HostileImages.write(into: imageFolder)
            return setting(
                in: scene, layer: layer,
                [
                    ("contents", .string(random.pick(files))),
                    ("contentsGravity", .string("resizeAspect")),
                ])
        case .extremeTiming:
            let keys = ["duration", "speed", "beginTime", "timeOffset", "repeatCount", "repeatDuration"]
            let animation = FuzzJSON.object([
                ("keyPath", .string(random.pick(SceneGenerator.animatableNumbers))),
                ("fromValue", .number(0)), ("toValue", .number(1)),
                (random.pick(keys), random.pick(Self.extremeNumbers)),
                (random.pick(keys), random.pick(Self.extremeNumbers)),
            ])
            var edits: [(String, FuzzJSON)] = [("animations", .object([("fuzz", animation)]))]
            if random.chance(0.3) {
                edits.append(
                    (
                        random.pick(["speed", "timeOffset", "beginTime"]),
                        random.pick(Self.extremeNumbers)
                    ))
            }
            return setting(in: scene, layer: layer, edits)
        case .hostilePath:
            let paths: [FuzzJSON] = [
                .string("M 0 0 A 1e308 1e308 0 0 1 50 50 Z"), .string("M 0 0 L 1e308 1e308 L -1e308 0 Z"),
                .string("M 0 0 L 10"), .string("Q"), .string("M 1e999 0 L 0 0"),
                .string(String(repeating: "l 1 0 l 0 1 ", count: 50_000)),
                .object([("roundedRect", .array([0, 0, 1e9, 1e9].map(FuzzJSON.number))), ("radius", .number(1e308))]),
            ]
            var edits: [(String, FuzzJSON)] = [
                ("type", .string("shape")), ("path", random.pick(paths)),
                ("strokeColor", .string("#0000ff")), ("fillColor", .string("#ff0000")),
            ]
            if random.chance(0.5) {
                edits.append(
                    (
                        "lineDashPattern",
                        random.pick([
                            .array([.number(1e308)]), .array([.number(1e-9)]), .array([.number(0), .number(0)]),
                            .array([.number(-1), .number(2)]), .array([.number(0.001), .number(0.001)]),
                        ])
                    ))
            }
            if random.chance(0.3) { edits.append(("lineWidth", random.pick(Self.extremeNumbers))) }
            if random.chance(0.3) { edits.append(("miterLimit", random.pick(Self.extremeNumbers))) }
            return setting(in: scene, layer: layer, edits)
        case .finiteExtreme:
            return setting(in: scene, layer: layer, finiteExtremeChoice())
        case .longText:
            let text = String(
                repeating: random.pick(["word ", "ü", "\u{202E}", "\n", "🙂"]), count: random.pick([10_000, 200_000]))
            var edits: [(String, FuzzJSON)] = [("type", .string("text")), ("string", .string(text))]
            if random.chance(0.5) { edits.append(("fontSize", random.pick(Self.extremeNumbers))) }
            if random.chance(0.3) { edits.append(("isWrapped", .bool(true))) }
            return setting(in: scene, layer: layer, edits)
        }
    }

    /// A finite extreme in one of the numbers that multiply pixel work: a scale, a radius, a width,
    /// a size or a count, a coordinate of the bounds or position, or a transform's entries.
    private mutating func finiteExtremeChoice() -> [(String, FuzzJSON)] {
        let value = random.pick(Self.finiteExtremes)
        switch Int.random(in: 0...4, using: &random) {
        case 0:
            let (key, companions) = random.pick(Self.pixelWorkKeys)
            return companions + [(key, value)]
        case 1:
            var rect: [FuzzJSON] = [0, 0, 40, 40].map(FuzzJSON.number)
            rect[Int.random(in: 0...3, using: &random)] = value
            if random.chance(0.5) { rect[Int.random(in: 0...3, using: &random)] = random.pick(Self.finiteExtremes) }
            return [("bounds", .array(rect)), ("opacity", .number(0.5))]
        case 2:
            return [
                ("position", .array([value, random.pick(Self.finiteExtremes)])),
                ("shadowOpacity", .number(1)),
                ("shadowOffset", .array([random.pick(Self.finiteExtremes), .number(0)])),
            ]
        case 3:
            let step = random.pick(["scale", "translate", "rotate"])
            let argument: [FuzzJSON] =
                step == "rotate" ? [value, .number(0), .number(0), .number(1)] : [value, value, .number(1)]
            return [
                (random.pick(["transform", "sublayerTransform"]), .array([.object([(step, .array(argument))])])),
                ("opacity", .number(0.5)),
            ]
        default:
            var entries: [FuzzJSON] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1].map(FuzzJSON.number)
            entries[Int.random(in: 0...15, using: &random)] = value
            return [("transform", .array(entries)), ("masksToBounds", .bool(true))]
        }
    }

    /// A count the user wrote that nothing may allocate in proportion to without a limit.
    private mutating func hugeCountChoice() -> [(String, FuzzJSON)] {
        let square = FuzzJSON.array([0, 0, 10, 10].map(FuzzJSON.number))
        switch Int.random(in: 0...3, using: &random) {
        case 0:
            return [
                ("type", .string("replicator")), ("instanceCount", .number(random.pick([1e5, 1e7, 1e9, 1e308]))),
                ("sublayers", .array([.object([("bounds", square), ("backgroundColor", .string("#ff000080"))])])),
            ]
        case 1:
            // Replicators inside replicators multiply their counts.
            let inner = FuzzJSON.object([
                ("type", .string("replicator")), ("instanceCount", .number(1000)),
                ("bounds", square),
                (
                    "sublayers",
                    .array([
                        .object([
                            ("bounds", square),
                            ("backgroundColor", .string("#00ff00")),
                        ])
                    ])
                ),
            ])
            return [("type", .string("replicator")), ("instanceCount", .number(1000)), ("sublayers", .array([inner]))]
        case 2:
            return [
                (
                    "animations",
                    .object([
                        (
                            "k",
                            .object([
                                ("type", .string("keyframe")), ("keyPath", .string("opacity")),
                                ("duration", .number(1)),
                                ("values", .array(Array(repeating: .number(0.5), count: 200_000))),
                            ])
                        )
                    ])
                )
            ]
        default:
            return [
                ("type", .string("gradient")),
                ("colors", .array(Array(repeating: .string("#ff0000"), count: 100_000))),
            ]
        }
    }

    /// `scene` with the layer at `path` given `edits`.
    private func setting(in scene: FuzzJSON, layer path: [FuzzPathStep], _ edits: [(String, FuzzJSON)]) -> FuzzJSON {
        guard var layer = scene.value(at: path[...]) else { return scene }
        for (key, value) in edits { layer = layer.setting(key, value) }
        return scene.replacing(path[...], with: layer)
    }

    /// The paths of every layer object: the root, sublayers and masks.
    static func layerPaths(in scene: FuzzJSON) -> [[FuzzPathStep]] {
        scene.paths.filter { path in
            guard case .object = scene.value(at: path[...]) else { return false }
            switch path.last {
            case .key("root")?: return path.count == 1
            case .key("mask")?: return true
            case .index?: if case .key("sublayers")? = path.dropLast().last { return true } else { return false }
            default: return false
            }
        }
    }
}

/// Image files that decoders must refuse cleanly: empty, garbage, truncated, a lying header,
/// a directory and a device.
enum HostileImages {
    /// Writes the files (once) and returns the names a scene's `contents` can use.
    static func write(into folder: URL) -> [String] {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let files: [(String, [UInt8])] = [
            ("empty.png", []),
            ("garbage.png", Array("not an image at all".utf8)),
            ("truncated.png", png + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x10, 0]),
            // A header claiming 1,000,000 × 1,000,000 pixels.
            (
                "huge.png",
                png + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0x0F, 0x42, 0x40, 0, 0x0F, 0x42, 0x40, 8, 6, 0, 0, 0]
                    + [0, 0, 0, 0]
            ),
            ("fake.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + Array("JFIF".utf8)),
        ]
        for (name, bytes) in files {
            let url = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: url.path) {
                // a failure shows when the case reads it
                _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
            }
        }
        return files.map(\.0) + [".", "/dev/null", "missing.png"]
    }
}
