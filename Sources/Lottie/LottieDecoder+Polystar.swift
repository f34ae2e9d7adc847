import QuartzCore

extension LottieDecoder {
    /// A star or polygon (`sr`): `sy` 1 or 2, `p`, `pt`, `r`, `or`, `os`, and for a star `ir` and
    /// `is`; `d: 3` winds it anticlockwise.
    mutating func polystar(_ json: LottieJSON) throws -> LottiePolystar {
        let kinds: [Double: LottiePolystar.Kind] = [1: .star, 2: .polygon]
        let typeNode = try json.required("sy")
        guard let kind = kinds[try typeNode.number()] else {
            throw typeNode.error(
                "expected a star type of 1 (star) or 2 (polygon), got \(Self.text(try typeNode.number()))")
        }
        return LottiePolystar(
            kind: kind,
            center: try json.member("p").map { try animatable($0, Self.point) } ?? .fixed(.zero),
            points: try animatable(json.required("pt"), Self.scalar),
            rotation: try optionalNumber(json, "r"),
            outerRadius: try animatable(json.required("or"), Self.scalar),
            innerRadius: kind == .star ? try animatable(json.required("ir"), Self.scalar) : .fixed(0),
            outerRoundness: try optionalNumber(json, "os"),
            innerRoundness: try optionalNumber(json, "is"),
            isReversed: try json.number("d", default: 1) == 3)
    }

    /// The number property `key`, 0 when it is absent.
    private mutating func optionalNumber(_ json: LottieJSON, _ key: String) throws -> LottieAnimatable<Double> {
        try json.member(key).map { try animatable($0, Self.scalar) } ?? .fixed(0)
    }
}
