import QuartzCore

/// Reads layers, transforms and shapes from a Lottie document, and collects what it skips.
struct LottieDecoder {
    /// Unsupported features, each once, in the order first met.
    private(set) var warnings: [String] = []

    /// Names a feature the player ignores; each is named once.
    mutating func warn(_ feature: String) {
        let line = "unsupported: \(feature) (ignored)"
        if !warnings.contains(line) { warnings.append(line) }
    }

    /// Names a problem with one item (an image that cannot be read, …) in a line of its own, once.
    mutating func note(_ line: String) {
        if !warnings.contains(line) { warnings.append(line) }
    }

    mutating func layer(_ json: LottieJSON) throws -> LottieLayer {
        let type = try json.required("ty").number()
        let content: LottieLayer.Content
        switch type {
        case 0:
            let size = CGSize(width: try json.number("w", default: 0), height: try json.number("h", default: 0))
            content = .precomposition(referenceID: try json.required("refId").string(), size: size)
        case 1:
            let color = try solidColor(json.required("sc"))
            let size = CGSize(width: try json.required("sw").number(), height: try json.required("sh").number())
            content = .solid(color, size: size)
        case 2: content = .image(referenceID: try json.required("refId").string())
        case 3: content = .null
        case 4: content = .shapes(try shapes(json.required("shapes")))
        case 5: content = .text(try text(json.required("t")))  // LottieDecoder+Text.swift
        default:
            let names: [Double: String] = [6: "audio layers", 13: "camera layers"]
            let name = names[type] ?? "layers of type \(type)"
            warn(name)
            content = .unsupported(name)
        }
        let stretch = try json.number("sr", default: 1)
        guard stretch != 0 else { throw try json.required("sr").error("expected a non-zero time stretch, got 0") }
        var layer = LottieLayer(
            name: try json.string("nm"),
            index: try json.member("ind").map { try $0.integer() },
            parent: try json.member("parent").map { try $0.integer() },
            content: content,
            transform: try json.member("ks").map { try transform($0) } ?? LottieTransform(),
            inFrame: try json.required("ip").number(),
            outFrame: try json.required("op").number(),
            startFrame: try json.number("st", default: 0),
            timeStretch: stretch,
            isHidden: try json.member("hd")?.flag() ?? false)
        try compositing(json, into: &layer)  // LottieDecoder+Compositing.swift
        layer.timeRemapping = try json.member("tm").map { try animatable($0, Self.scalar) }
        layer.transform.autoOrients = try json.number("ao", default: 0) != 0
        if layer.transform.autoOrients, case .split = layer.transform.position {
            warn("auto-orient of a position keyframed as separate x and y")
        }
        return layer
    }

    mutating func transform(_ json: LottieJSON) throws -> LottieTransform {
        var transform = LottieTransform()
        if let anchor = try json.member("a") { transform.anchor = try animatable(anchor, Self.point) }
        if let position = try json.member("p") {
            if try position.member("s")?.flag() == true {
                transform.position = .split(
                    x: try animatable(position.required("x"), Self.scalar),
                    y: try animatable(position.required("y"), Self.scalar))
            } else {
                transform.position = .combined(try animatable(position, Self.point))
            }
        }
        if let scale = try json.member("s") { transform.scale = try animatable(scale, Self.point) }
        // 3D layers keep their z rotation in `rz`.
        if let rotation = try json.member("r") ?? json.member("rz") {
            transform.rotation = try animatable(rotation, Self.scalar)
        }
        if let opacity = try json.member("o") { transform.opacity = try animatable(opacity, Self.scalar) }
        if let skew = try json.member("sk") { transform.skew = try animatable(skew, Self.scalar) }
        if let axis = try json.member("sa") { transform.skewAxis = try animatable(axis, Self.scalar) }
        // A 3D layer's turns about x and y, played as lottie-ios plays them (whatever the layer's
        // `ddd`): `transform.rotation.x` and `.y`, without perspective.
        if let turn = try json.member("rx") { transform.rotationX = try animatable(turn, Self.scalar) }
        if let turn = try json.member("ry") { transform.rotationY = try animatable(turn, Self.scalar) }
        // Its orientation (`or`) is not played, as by lottie-ios, which does not read it: named
        // once, rather than drawn flat unsaid.
        if let orientation = try json.member("or"),
            try animatable(orientation, { try $0.numbers(count: 1...3, expected: "1 to 3 numbers") }).values
                .contains(where: { $0.contains { $0 != 0 } })
        {
            warn("3D orientation (or)")
        }
        return transform
    }

    // MARK: - Shapes

    mutating func shapes(_ json: LottieJSON) throws -> [LottieShape] {
        var items: [LottieShape] = []
        for item in try json.array() {
            if try item.member("hd")?.flag() == true { continue }
            if let shape = try shape(item) { items.append(shape) }
        }
        return items
    }

    private mutating func shape(_ json: LottieJSON) throws -> LottieShape? {
        let type = try json.required("ty").string()
        switch type {
        case "gr":
            return .group(name: try json.string("nm"), items: try shapes(json.required("it")))
        case "rc":
            return .rectangle(
                center: try animatable(json.required("p"), Self.point),
                size: try animatable(json.required("s"), Self.point),
                roundness: try json.member("r").map { try animatable($0, Self.scalar) } ?? .fixed(0),
                isReversed: try json.number("d", default: 1) == 3)
        case "el":
            return .ellipse(
                center: try animatable(json.required("p"), Self.point),
                size: try animatable(json.required("s"), Self.point),
                isReversed: try json.number("d", default: 1) == 3)
        case "sh":
            return .path(try animatable(json.required("ks"), Self.bezier))
        case "fl":
            return .fill(
                color: try animatable(json.required("c"), Self.color),
                opacity: try json.member("o").map { try animatable($0, Self.scalar) } ?? .fixed(100),
                isEvenOdd: try json.number("r", default: 1) == 2)
        case "st":
            return .stroke(try line(json, color: animatable(json.required("c"), Self.color)))
        case "gf":
            return .gradientFill(try gradient(json), isEvenOdd: try json.number("r", default: 1) == 2)
        case "gs":
            return .gradientStroke(
                LottieGradientStroke(
                    gradient: try gradient(json),
                    line: try line(json, color: .fixed(LottieColor(red: 0, green: 0, blue: 0)))))
        case "sr":
            return .polystar(try polystar(json))
        case "rp":
            return .repeater(try repeater(json))
        case "rd":
            return .roundedCorners(try roundedCorners(json))
        case "tr":
            return .transform(try transform(json))
        case "tm":
            return .trim(
                start: try animatable(json.required("s"), Self.scalar),
                end: try animatable(json.required("e"), Self.scalar),
                offset: try json.member("o").map { try animatable($0, Self.scalar) } ?? .fixed(0),
                isIndividual: try json.number("m", default: 1) == 2)
        default:
            let names = [
                "mm": "merge paths", "tw": "twist", "pb": "pucker and bloat", "op": "offset paths",
                "zz": "zig zag",
            ]
            warn(names[type] ?? "shapes of type '\(type)'")
            return nil
        }
    }

    /// A stroke's line style (`st`, `gs`), with `color`.
    mutating func line(_ json: LottieJSON, color: LottieAnimatable<LottieColor>) throws -> LottieStroke {
        let caps: [Double: CAShapeLayerLineCap] = [1: .butt, 2: .round, 3: .square]
        let joins: [Double: CAShapeLayerLineJoin] = [1: .miter, 2: .round, 3: .bevel]
        var dashes: [Double] = []
        var phase: LottieAnimatable<Double> = .fixed(0)
        for dash in try json.member("d")?.array() ?? [] {
            let length = try animatable(dash.required("v"), Self.scalar)
            if try dash.string("n") == "o" {
                phase = length
            } else {
                if case .keyframed = length { warn("animated dash lengths") }
                dashes.append(length.initialValue)
            }
        }
        // A pattern of only zeros draws nothing but costs much; it is left solid, as lottie-ios does.
        dashes = LottieDashPattern.lengths(dashes)
        return LottieStroke(
            color: color,
            opacity: try json.member("o").map { try animatable($0, Self.scalar) } ?? .fixed(100),
            width: try animatable(json.required("w"), Self.scalar),
            cap: caps[try json.number("lc", default: 2)] ?? .round,
            join: joins[try json.number("lj", default: 2)] ?? .round,
            miterLimit: try json.number("ml", default: 4),
            dashPattern: dashes, dashPhase: phase)
    }

    // MARK: - Animated properties

    /// A property (`{"a": 0|1, "k": …}`): a fixed value, or keyframes with `t`, `s`, `h`, `o`/`i`
    /// easing and `to`/`ti` spatial tangents.
    mutating func animatable<Value>(
        _ json: LottieJSON, _ read: (LottieJSON) throws -> Value
    ) throws -> LottieAnimatable<Value> {
        if case .string? = try json.object()["x"] { warn("expressions") }
        let k = try json.required("k")
        guard case .array(let elements) = k.value, case .object(let first)? = elements.first, first["t"] != nil else {
            return .fixed(try read(k))
        }
        var keyframes: [LottieKeyframe<Value>] = []
        var previousEnd: Value?
        for node in try k.array() {
            let frame = try node.required("t").number()
            // Old exports give each keyframe an end value `e`, and the last keyframe only a time.
            let value: Value
            if let start = try node.member("s") {
                value = try read(start)
            } else if let end = previousEnd ?? keyframes.last?.value {
                value = end
            } else {
                throw node.error("missing required key 's'")
            }
            previousEnd = try node.member("e").map(read)
            if let last = keyframes.last, frame < last.frame {
                throw try node.required("t").error(
                    "expected frames in increasing order, got \(frame) after \(last.frame)")
            }
            var keyframe = LottieKeyframe(frame: frame, value: value, isHold: try node.member("h")?.flag() ?? false)
            if let out = try node.member("o"), let into = try node.member("i") {
                let (c1, c2) = (try Self.tangent(out), try Self.tangent(into))
                keyframe.easing = CAMediaTimingFunction(
                    controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y))
            }
            if let to = try node.member("to"), let ti = try node.member("ti") {
                keyframe.spatialTangents = (try Self.point(to), try Self.point(ti))
            }
            keyframes.append(keyframe)
        }
        if keyframes.count == 1 { return .fixed(keyframes[0].value) }
        return .keyframed(keyframes)
    }

    // MARK: - Values

    static func scalar(_ json: LottieJSON) throws -> Double { try json.scalar() }

    /// A point of 1 to 3 numbers (z is ignored); a missing y is 0, as lottie-ios reads the
    /// one-number anchors some exporters write.
    static func point(_ json: LottieJSON) throws -> CGPoint {
        let numbers = try json.numbers(count: 1...3, expected: "1 to 3 numbers")
        return CGPoint(x: numbers[0], y: numbers.count > 1 ? numbers[1] : 0)
    }

    /// A colour of 3 or 4 components, opaque: a fill's or stroke's opacity is its `o`, and the
    /// fourth number is ignored, as lottie-ios and lottie-web do (exporters write 0 there for
    /// colours that still show: lottie-ios's issue_1223). bodymovin's older exports wrote the
    /// components 0…255.
    static func color(_ json: LottieJSON) throws -> LottieColor {
        var numbers = try json.numbers(count: 3...4, expected: "3 or 4 numbers")
        if numbers[0..<3].contains(where: { $0 > 1 }) { numbers = numbers.map { $0 / 255 } }
        return LottieColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: 1)
    }

    /// A solid layer's `#rrggbb`, or nil when the text is not one.
    static func hexColor(_ text: String) -> LottieColor? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let hex = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
        let component = { (shift: UInt32) in Double((value >> shift) & 0xff) / 255 }
        return LottieColor(red: component(16), green: component(8), blue: component(0))
    }

    /// A solid layer's colour (`sc`). Text that is not `#rrggbb` (exporters have written `""`:
    /// rlottie's starts_transparent.json) is drawn black, as lottie-ios draws it, and named in a
    /// warning with its path: the rest of the file plays. Anything but text is an error.
    mutating func solidColor(_ json: LottieJSON) throws -> LottieColor {
        let text = try json.string()
        if let color = Self.hexColor(text) { return color }
        note("\(json.path): expected a colour as \"#rrggbb\", got \"\(text)\"; drawn black, as lottie-ios does")
        return LottieColor(red: 0, green: 0, blue: 0)
    }

    /// A keyframe easing tangent `{"x": …, "y": …}`, each a number or per-dimension numbers, of
    /// which the first is taken as lottie-ios does.
    static func tangent(_ json: LottieJSON) throws -> CGPoint {
        CGPoint(x: try json.required("x").scalar(), y: try json.required("y").scalar())
    }

    /// A path `{"c": closed, "v": vertices, "i": in tangents, "o": out tangents}`; in keyframes
    /// it comes wrapped in a one-element array.
    static func bezier(_ json: LottieJSON) throws -> LottieBezier {
        if case .array = json.value {
            guard let first = try json.array().first else { throw json.error("expected a path, got an empty array") }
            return try bezier(first)
        }
        let points = { (key: String) in try json.required(key).array().map(point) }
        let (vertices, inTangents, outTangents) = (try points("v"), try points("i"), try points("o"))
        guard inTangents.count == vertices.count, outTangents.count == vertices.count else {
            throw json.error(
                "expected as many in and out tangents as vertices (\(vertices.count)), got \(inTangents.count) and \(outTangents.count)"
            )
        }
        return LottieBezier(
            vertices: vertices, inTangents: inTangents, outTangents: outTangents,
            isClosed: try json.member("c")?.flag() ?? false)
    }
}
