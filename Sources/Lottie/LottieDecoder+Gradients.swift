import QuartzCore

extension LottieDecoder {
    /// The paint of a gradient fill or stroke: `t` (1 linear, 2 radial), `g` (`p` colour stops and
    /// the animated stop numbers `k`), `s`, `e` and `o`.
    mutating func gradient(_ json: LottieJSON) throws -> LottieGradient {
        let kinds: [Double: LottieGradient.Kind] = [1: .linear, 2: .radial]
        let typeNode = try json.required("t")
        guard let kind = kinds[try typeNode.number()] else {
            throw typeNode.error(
                "expected a gradient type of 1 (linear) or 2 (radial), got \(Self.text(try typeNode.number()))")
        }
        let stopsNode = try json.required("g")
        let countNode = try stopsNode.required("p")
        let colorCount = try countNode.number()
        guard colorCount >= 1, colorCount <= Double(Self.maximumGradientStops), colorCount == colorCount.rounded()
        else {
            throw countNode.error(
                "expected a whole number of colour stops from 1 to \(Self.maximumGradientStops), got \(Self.text(colorCount))"
            )
        }
        let count = Int(colorCount)
        let stops = try animatable(stopsNode.required("k")) { node in
            try node.numbers(
                count: (count * 4)...(count * 4 + 2 * Self.maximumGradientStops),
                expected: "\(count * 4) numbers for \(count) colour stops, then location and alpha pairs")
        }
        // lottie-ios's Core Animation engine draws radial gradients without the highlight.
        if kind == .radial, let highlight = try json.member("h") {
            if case .fixed(0) = try animatable(highlight, Self.scalar) {} else { warn("radial gradient highlights") }
        }
        return LottieGradient(
            kind: kind, colorCount: count, stops: stops,
            start: try animatable(json.required("s"), Self.point),
            end: try animatable(json.required("e"), Self.point),
            opacity: try json.member("o").map { try animatable($0, Self.scalar) } ?? .fixed(100))
    }

    /// A number as a message shows it: whole numbers without a fraction.
    static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// The most colour (or alpha) stops a gradient may have; After Effects allows far fewer.
    static let maximumGradientStops = 256
}
