import Foundation

/// A Core Image filter as layers take it: a name and its input values, which the renderer reads.
///
/// Layers accept filters in `compositingFilter` (a blend mode, `CompositingBlendMode`). Only the
/// names LayerKit draws exist: `init(name:)` answers `nil` for any other, as Core Image does for
/// a name it does not know. Blend modes go by Core Image's names (`CIMultiplyBlendMode`) or
/// Core Animation's (`multiplyBlendMode`).
///
/// ```swift
/// layer.compositingFilter = CIFilter(name: "CIMultiplyBlendMode")
/// ```
///
/// `@unchecked Sendable`: like Core Image's, a filter is configured on one thread and then handed
/// to a layer; the render tree keeps only what it resolved from it.
open class CIFilter: @unchecked Sendable {
    /// The filter's name, as given to `init(name:)`.
    public let name: String
    private var inputs: [String: Any] = [:]

    /// The filter named `name`, with no inputs set; `nil` when LayerKit knows no such filter.
    public init?(name: String) {
        guard Self.isKnown(name) else { return nil }
        self.name = name
    }

    /// The names of the inputs set so far, sorted.
    open var inputKeys: [String] { inputs.keys.sorted() }

    /// Sets an input (`inputRadius`, `inputColor`, …); `nil` removes it.
    open func setValue(_ value: Any?, forKey key: String) {
        inputs[key] = value
    }

    /// An input's value, or `nil` when it is not set.
    open func value(forKey key: String) -> Any? { inputs[key] }

    /// Sets every input to the filter's default (blend modes have none to set).
    open func setDefaults() {
        for (key, value) in Self.defaults[name] ?? [:] { inputs[key] = value }
    }

    /// Whether `name` is a filter LayerKit knows.
    static func isKnown(_ name: String) -> Bool {
        CompositingBlendMode(filterName: name) != nil || CompositingBlendMode.sourceOverNames.contains(name)
            || name == "CISourceOverCompositing" || defaults[name] != nil
    }

    /// The default inputs of the filters that have any, as Core Image documents them.
    private static let defaults: [String: [String: any Sendable]] = [
        "CIGaussianBlur": ["inputRadius": 10.0],
        "CIColorControls": ["inputSaturation": 1.0, "inputBrightness": 0.0, "inputContrast": 1.0],
        // Its vectors (`inputRVector` … `inputBiasVector`) default to the identity matrix.
        "CIColorMatrix": [:],
        "CIColorMonochrome": [
            "inputIntensity": 1.0, "inputColor": CGColor(red: 0.6, green: 0.45, blue: 0.3, alpha: 1),
        ],
    ]
}
