import QuartzCore

/// The stops a gradient value provider (`Colors`) gives a gradient, as lottie-ios's Core
/// Animation engine draws them.
///
/// That engine paints a gradient as a colour `CAGradientLayer` and, when the file's own stops
/// have an alpha below 1 at any keyframe, masks it with a second `CAGradientLayer` of the alpha
/// stops. A provider's colours replace the `colors` and `locations` of both layers, alpha
/// included: the colour layer draws them with their alpha, and the mask fades them by the same
/// alpha again. So where the file's gradient is translucent, a provider's alpha `a` shows as `a²`
/// (iOS's snapshot of lottie-ios's issue_1854: white from transparent at 0 through half alpha at
/// 0.3 to opaque, drawn as a quarter alpha at 0.3); where the file's is opaque, as `a`.
enum LottieGradientProviderStops {
    /// How many pieces each span between two stops is cut into when its alpha is squared: the
    /// square of a linear ramp is a parabola, and eight chords stay within 1/256 of it.
    static let piecesPerSpan = 8

    /// bodymovin's stop numbers for `colors` at `locations`: location, red, green, blue for each
    /// colour, then location and alpha pairs, the alphas squared where `squaringAlpha`. A colour
    /// without a location is spread evenly, colour i of n at i / (n − 1), as lottie-ios does.
    static func numbers(colors: [LottieColor], locations: [Double], squaringAlpha: Bool) -> [Double] {
        let spread = colors.indices.map { index in
            index < locations.count ? locations[index] : colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
        }
        let stops = Array(zip(spread, colors))
        let colorNumbers = stops.flatMap { [$0.0, $0.1.red, $0.1.green, $0.1.blue] }
        guard squaringAlpha else { return colorNumbers + stops.flatMap { [$0.0, $0.1.alpha] } }
        // Fewer pieces for a provider of very many colours, within the stops a gradient may have.
        let pieces = max(1, min(piecesPerSpan, LottieDecoder.maximumGradientStops / max(stops.count, 1)))
        var alphaNumbers: [Double] = []
        for (index, stop) in stops.enumerated() {
            alphaNumbers += [stop.0, stop.1.alpha * stop.1.alpha]
            guard index + 1 < stops.count, stops[index + 1].0 > stop.0 else { continue }
            let next = stops[index + 1]
            for piece in 1..<pieces {
                let t = Double(piece) / Double(pieces)
                let alpha = stop.1.alpha + (next.1.alpha - stop.1.alpha) * t
                alphaNumbers += [stop.0 + (next.0 - stop.0) * t, alpha * alpha]
            }
        }
        return colorNumbers + alphaNumbers
    }

    /// Whether a gradient's own animated stops (`g.k`: a fixed list of numbers or keyframes of
    /// them, `colorCount` colour stops first) have an alpha below 1 at any keyframe, as
    /// lottie-ios's `hasAlphaComponent` asks before it adds the alpha mask.
    static func hasTranslucentAlpha(_ property: JSONValue?, colorCount: Int) -> Bool {
        func translucent(_ value: JSONValue?) -> Bool {
            guard case .array(let items)? = value else { return false }
            let numbers = items.compactMap { item -> Double? in
                if case .number(let number) = item { return number }
                return nil
            }
            return stride(from: colorCount * 4 + 1, to: numbers.count, by: 2).contains { numbers[$0] < 0.999 }
        }
        guard case .object(let members)? = property else { return false }
        if case .array(let keyframes)? = members["k"], case .object? = keyframes.first {
            return keyframes.contains { keyframe in
                guard case .object(let key) = keyframe else { return false }
                return translucent(key["s"])
            }
        }
        return translucent(members["k"])
    }
}
