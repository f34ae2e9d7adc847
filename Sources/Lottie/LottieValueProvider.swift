import QuartzCore

/// A value that replaces an animated property of a Lottie file wherever a keypath names it, as
/// lottie-ios's value providers (`ColorValueProvider`, `FloatValueProvider`, …) do.
///
/// ```swift
/// let animation = try LottieAnimation(
///     data: data, valueProviders: [("**.Stroke 1.Color", .color(LottieColor(red: 1, green: 0, blue: 0)))])
/// ```
///
/// A keypath is names joined by ".": layer names (`nm`), a precomposition's layers after its
/// own, group and item names, then the property: `Color`, `Opacity` and `Stroke Width` of
/// fills and strokes, `Color` of solid layers and of text layers' text, `Colors` of gradients, and
/// `Transform.Position`, `.Scale`, `.Rotation`, `.Opacity`, `.Anchor Point` of layers and groups;
/// a text provider's keypath is the text layer's own names (`"**"` for every text layer). `*` stands for one name, `**` for any
/// number of them. The provider's value becomes the property's own, before the layer tree is
/// built, so it plays through the same layers and animations as the file's values.
public enum LottieValueProvider: Sendable {
    /// A fixed colour (`Color`); its alpha is ignored, as a fill's or stroke's opacity is its `Opacity`.
    case color(LottieColor)
    /// A colour animated linearly through keyframes: (frame, colour) pairs in increasing frames.
    case colorKeyframes([(frame: Double, color: LottieColor)])
    /// A fixed number (`Opacity` and `Scale` in percent, `Rotation` in degrees, `Stroke Width` in points).
    case number(Double)
    /// A fixed point (`Position`, `Anchor Point`; `Scale` in percent per axis).
    case point(CGPoint)
    /// A gradient's colours at `locations` (0…1), each with its alpha (`Colors`).
    case gradient(colors: [LottieColor], locations: [Double])
    /// The text a text layer shows, as lottie-ios's text providers give it.
    case text(String)
    /// Fixed values (colours, numbers, points) at frames, in increasing frames: eased linearly
    /// from one to the next, or held until the next where `isHold` (lottie-ios's keyframe providers).
    indirect case keyframes([(frame: Double, value: LottieValueProvider, isHold: Bool)])

    /// The property value (`{"a": …, "k": …}`) that stands for this one.
    var property: JSONValue {
        func components(_ color: LottieColor) -> JSONValue {
            .array([color.red, color.green, color.blue, 1].map(JSONValue.number))
        }
        switch self {
        case .color(let color): return Self.fixed(components(color))
        case .colorKeyframes(let keyframes):
            return Self.keyframes(keyframes.map { ($0.frame, .color($0.color), false) }).property
        case .number(let number): return Self.fixed(.number(number))
        case .point(let point): return Self.fixed(.array([.number(Double(point.x)), .number(Double(point.y))]))
        case .gradient(let colors, let locations):
            // Lottie's gradient data: location, r, g, b for each stop, then location, alpha.
            let numbers = LottieGradientProviderStops.numbers(
                colors: colors, locations: locations, squaringAlpha: false)
            return Self.fixed(.array(numbers.map(JSONValue.number)))
        case .text(let string): return Self.fixed(.string(string))
        case .keyframes(let keyframes):
            let linear: [String: JSONValue] = [
                "o": .object(["x": .number(0), "y": .number(0)]), "i": .object(["x": .number(1), "y": .number(1)]),
            ]
            let frames = keyframes.compactMap { keyframe -> JSONValue? in
                // A keyframe's value is an array, a number one of one.
                guard case .object(let fixed) = keyframe.value.property, var value = fixed["k"] else { return nil }
                if case .number = value { value = .array([value]) }
                var members = linear.merging(["t": .number(keyframe.frame), "s": value]) { $1 }
                if keyframe.isHold { members["h"] = .number(1) }
                return .object(members)
            }
            return .object(["a": .number(1), "k": .array(frames)])
        }
    }

    /// The value at the first keyframe, for properties only a fixed value can replace.
    var firstValue: LottieValueProvider {
        if case .keyframes(let keyframes) = self, let first = keyframes.first { return first.value.firstValue }
        return self
    }

    /// A property that keeps `value` at every frame.
    private static func fixed(_ value: JSONValue) -> JSONValue { .object(["a": .number(0), "k": value]) }
}

extension LottieAnimation {
    /// Decodes a Lottie JSON document as `init(data:baseURL:)` does, with `valueProviders` in
    /// place of the properties their keypaths name (a later provider wins over an earlier one).
    public init(
        data: Data, baseURL: URL? = nil, valueProviders: [(keypath: String, value: LottieValueProvider)]
    ) throws {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw SceneError(path: "$", message: "not valid JSON")
        }
        try self.init(json: LottieKeypathOverrides(valueProviders).apply(to: value), baseURL: baseURL)
    }
}
