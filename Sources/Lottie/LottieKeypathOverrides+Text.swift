import QuartzCore

/// Value providers of text layers, as lottie-ios's text providers and its text `Color` provider:
/// a ``LottieValueProvider/text(_:)`` whose keypath matches the layer's own (its names, no
/// property) replaces the text of every document, and a `Color` after the layer's names replaces
/// the documents' fill colour, a `Stroke Color` their stroke colour (drawn at the documents' own
/// stroke width; the first colour of keyframed ones: lottie-ios's Core Animation engine applies
/// no more).
extension LottieKeypathOverrides {
    /// A text layer's `t` (its documents in `d`) with the providers that match `keys` in place.
    func textLayer(_ text: JSONValue, at keys: [String]) -> JSONValue {
        for property in [[], ["Color"], ["Stroke Color"]] { visited?.record(keys + property) }
        guard case .object(var members) = text, case .object(var documents)? = members["d"],
            case .array(let keyframes)? = documents["k"]
        else { return text }
        let string = textProviders.last { Self.matches($0.keypath[...], keys[...]) }.flatMap { provider in
            if case .text(let string) = provider.value { string } else { nil }
        }
        func color(_ property: String) -> LottieColor? {
            switch providers.last(where: { Self.matches($0.keypath[...], (keys + [property])[...]) })?.value.firstValue
            {
            case .color(let color)?: color
            case .colorKeyframes(let keyframes)?: keyframes.first?.color
            default: nil
            }
        }
        let (fill, stroke) = (color("Color"), color("Stroke Color"))
        guard string != nil || fill != nil || stroke != nil || textProvider != nil else { return text }
        documents["k"] = .array(
            keyframes.map { keyframe in
                guard case .object(var keyframe) = keyframe, case .object(var document)? = keyframe["s"] else {
                    return keyframe
                }
                if let string { document["t"] = .string(string) }
                if let textProvider, case .string(let source)? = document["t"],
                    let replaced = textProvider(keys, source)
                {
                    document["t"] = .string(replaced)
                }
                if let fill { document["fc"] = .array([fill.red, fill.green, fill.blue].map(JSONValue.number)) }
                if let stroke {
                    document["sc"] = .array([stroke.red, stroke.green, stroke.blue].map(JSONValue.number))
                }
                keyframe["s"] = .object(document)
                return .object(keyframe)
            })
        members["d"] = .object(documents)
        return .object(members)
    }

    /// The providers of text, which name layers, not properties.
    private var textProviders: [(keypath: [String], value: LottieValueProvider)] {
        providers.filter {
            if case .text = $0.value { true } else { false }
        }
    }
}
