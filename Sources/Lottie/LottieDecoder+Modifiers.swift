import QuartzCore

extension LottieDecoder {
    /// The most copies a repeater makes; a file asking for more gets this many, with a warning.
    static let maximumRepeaterCopies = 1000

    /// A repeater (`rp`): `c` copies, offset `o`, composite `m`, and a transform `tr` with start
    /// and end opacities `so` and `eo`.
    mutating func repeater(_ json: LottieJSON) throws -> LottieRepeater {
        let copies = try animatable(json.required("c"), Self.scalar)
        // The copies are made, and capped, where the shape's layers are built (LottieRepeaterCopies).
        if LottieRepeaterCopies.largest(copies).rounded(.towardZero) > Double(Self.maximumRepeaterCopies) {
            warn("repeaters of more than \(Self.maximumRepeaterCopies) copies")
        }
        let offset = try json.member("o").map { try animatable($0, Self.scalar) } ?? .fixed(0)
        if case .keyframed = offset { warn("animated repeater offsets") }
        let transformNode = try json.member("tr")
        let percent = { (decoder: inout LottieDecoder, key: String) throws -> LottieAnimatable<Double> in
            try transformNode?.member(key).map { try decoder.animatable($0, Self.scalar) } ?? .fixed(100)
        }
        return LottieRepeater(
            copies: copies, offset: offset.initialValue, isAbove: try json.number("m", default: 1) != 2,
            transform: try transformNode.map { try transform($0) } ?? LottieTransform(),
            startOpacity: try percent(&self, "so"), endOpacity: try percent(&self, "eo"))
    }

    /// Rounded corners (`rd`): the radius `r`.
    mutating func roundedCorners(_ json: LottieJSON) throws -> LottieAnimatable<Double> {
        try animatable(json.required("r"), Self.scalar)
    }
}
