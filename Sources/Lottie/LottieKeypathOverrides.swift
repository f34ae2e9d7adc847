import QuartzCore

/// Writes value providers into a Lottie document's JSON: each property whose keypath (layer,
/// group and item names, then the property's name) matches a provider's takes its value. A solid
/// layer's colour is its `Color`.
///
/// A precomposition's layers are named after the layer that shows it; the asset is shared, so a
/// provider that matches through one instance changes every instance of it.
struct LottieKeypathOverrides {
    let providers: [(keypath: [String], value: LottieValueProvider)]
    /// Where every keypath a provider could name is written as the document is walked, when
    /// listing them (`LottieAnimationLayer.allHierarchyKeypaths()`).
    var visited: KeypathList?
    /// The text a text layer (named by its keys) shows in place of a document's (`sourceText`),
    /// or `nil` to keep it: a player's `textProvider`, after the `.text` providers.
    var textProvider: ((_ keys: [String], _ sourceText: String) -> String?)?

    /// The keypaths seen, in the document's order, each once.
    final class KeypathList {
        private(set) var keypaths: [String] = []
        private var seen: Set<String> = []

        func record(_ keys: [String]) {
            let keypath = keys.joined(separator: ".")
            if seen.insert(keypath).inserted { keypaths.append(keypath) }
        }
    }

    init(_ providers: [(keypath: String, value: LottieValueProvider)]) {
        self.providers = providers.map { ($0.keypath.split(separator: ".").map(String.init), $0.value) }
    }

    /// Every keypath in `document` that a provider could name, in the document's order.
    static func keypaths(in document: JSONValue) -> [String] {
        var walk = LottieKeypathOverrides([])
        let list = KeypathList()
        walk.visited = list
        _ = walk.apply(to: document)
        return list.keypaths
    }

    /// The document with the providers' values in place.
    func apply(to document: JSONValue) -> JSONValue {
        guard case .object(var root) = document, !providers.isEmpty || visited != nil || textProvider != nil else {
            return document
        }
        var assets: [JSONValue] = []
        if case .array(let list)? = root["assets"] { assets = list }
        if case .array(let layers)? = root["layers"] {
            root["layers"] = .array(self.layers(layers, at: [], assets: &assets, depth: 0))
        }
        if root["assets"] != nil { root["assets"] = .array(assets) }
        return .object(root)
    }

    /// Precompositions nest at most this deep here, as a cycle of them would otherwise not end.
    private static let maximumDepth = 32

    private func layers(_ layers: [JSONValue], at path: [String], assets: inout [JSONValue], depth: Int)
        -> [JSONValue]
    {
        layers.map { layer in
            guard case .object(var members) = layer else { return layer }
            let keys = path + [Self.name(members)]
            if case .object(let transform)? = members["ks"] {
                members["ks"] = .object(self.transform(transform, at: keys + ["Transform"]))
            }
            if case .array(let items)? = members["shapes"] { members["shapes"] = .array(shapes(items, at: keys)) }
            // A solid layer's colour is a fixed "#rrggbb", so only a fixed colour replaces it.
            if members["sc"] != nil, case .color(let color)? = value(at: keys + ["Color"])?.firstValue {
                members["sc"] = .string(Self.hex(color))
            }
            if members["ty"] == .number(5), let text = members["t"] { members["t"] = textLayer(text, at: keys) }
            if case .string(let reference)? = members["refId"], depth < Self.maximumDepth {
                for index in assets.indices {
                    guard case .object(var asset) = assets[index], asset["id"] == .string(reference),
                        case .array(let children)? = asset["layers"]
                    else { continue }
                    asset["layers"] = .array(self.layers(children, at: keys, assets: &assets, depth: depth + 1))
                    assets[index] = .object(asset)
                }
            }
            return .object(members)
        }
    }

    private func shapes(_ items: [JSONValue], at path: [String]) -> [JSONValue] {
        items.map { item in
            guard case .object(var members) = item, case .string(let type)? = members["ty"] else { return item }
            let keys = path + [Self.name(members)]
            switch type {
            case "gr":
                if case .array(let children)? = members["it"] { members["it"] = .array(shapes(children, at: keys)) }
            case "tr":
                // A group's transform item answers to "Transform", whatever its own name.
                return .object(transform(members, at: path + ["Transform"]))
            case "fl", "st", "gf", "gs":
                for (key, property) in [("c", "Color"), ("o", "Opacity"), ("w", "Stroke Width")] {
                    guard members[key] != nil, let value = value(at: keys + [property]) else { continue }
                    members[key] = value.property
                }
                if case .object(var stops)? = members["g"], let value = value(at: keys + ["Colors"]),
                    case .gradient(let colors, let locations) = value
                {
                    // Where the file's own stops are translucent, lottie-ios fades a provider's
                    // colours by their alpha twice (LottieGradientProviderStops).
                    var colorCount = 0
                    if case .number(let count)? = stops["p"], count >= 0, count <= 1e6 { colorCount = Int(count) }
                    let squaring = LottieGradientProviderStops.hasTranslucentAlpha(stops["k"], colorCount: colorCount)
                    let numbers = LottieGradientProviderStops.numbers(
                        colors: colors, locations: locations, squaringAlpha: squaring)
                    stops["p"] = .number(Double(colors.count))
                    stops["k"] = .object(["a": .number(0), "k": .array(numbers.map(JSONValue.number))])
                    members["g"] = .object(stops)
                }
            default: break
            }
            return .object(members)
        }
    }

    private func transform(_ members: [String: JSONValue], at path: [String]) -> [String: JSONValue] {
        var members = members
        let names = [
            ("a", "Anchor Point"), ("p", "Position"), ("s", "Scale"), ("r", "Rotation"), ("o", "Opacity"),
        ]
        for (key, property) in names {
            guard var value = value(at: path + [property]) else { continue }
            // A uniform scale of a number scales both axes.
            if key == "s" { value = Self.uniformScale(value) }
            members[key] = value.property
        }
        return members
    }

    /// The last provider whose keypath matches `keys`, as a later provider overrides an earlier one
    /// (text providers name layers, not properties: `textLayer` reads them).
    private func value(at keys: [String]) -> LottieValueProvider? {
        visited?.record(keys)
        return providers.last {
            if case .text = $0.value { return false }
            return Self.matches($0.keypath[...], keys[...])
        }?.value
    }

    /// Whether `pattern` (names, `*` for one, `**` for any number) matches all of `keys`.
    static func matches(_ pattern: ArraySlice<String>, _ keys: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return keys.isEmpty }
        if first == "**" {
            return matches(pattern.dropFirst(), keys) || (!keys.isEmpty && matches(pattern, keys.dropFirst()))
        }
        guard let key = keys.first, first == "*" || first == key else { return false }
        return matches(pattern.dropFirst(), keys.dropFirst())
    }

    /// A scale given as one number (or keyframes of them) as the same percent on both axes.
    private static func uniformScale(_ value: LottieValueProvider) -> LottieValueProvider {
        switch value {
        case .number(let percent): return .point(CGPoint(x: percent, y: percent))
        case .keyframes(let keyframes):
            return .keyframes(keyframes.map { ($0.frame, uniformScale($0.value), $0.isHold) })
        default: return value
        }
    }

    /// A solid layer's "#rrggbb" for `color`.
    private static func hex(_ color: LottieColor) -> String {
        "#"
            + [color.red, color.green, color.blue].map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
            }.joined()
    }

    private static func name(_ members: [String: JSONValue]) -> String {
        if case .string(let name)? = members["nm"] { return name }
        return ""
    }
}
