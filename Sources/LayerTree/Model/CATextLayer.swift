import Foundation

/// How a text layer's lines sit horizontally, with Core Animation's names.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Left for left-to-right text, right for right-to-left.
    public static let natural = Self(rawValue: "natural")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center")
    /// Wrapped lines stretched to the full width (the last line stays natural).
    public static let justified = Self(rawValue: "justified")

    public static let all: [Self] = [.natural, .left, .right, .center, .justified]
}

/// Where a text layer puts the ellipsis when its text does not fit, with Core Animation's names.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = Self(rawValue: "none")
    public static let start = Self(rawValue: "start")
    public static let middle = Self(rawValue: "middle")
    public static let end = Self(rawValue: "end")

    public static let all: [Self] = [.none, .start, .middle, .end]
}

/// A layer that draws plain text in its bounds: Core Animation's `CATextLayer`.
///
/// The text is laid out from the top-left of the bounds, in `font` at `fontSize`
/// points, and rasterized at `contentsScale` pixels per point (set it to the
/// screen's scale for sharp text, as on iOS). It draws where a layer's `contents`
/// would: above the background, below the sublayers. LayerTree only holds the
/// properties; GLRender lays out and rasterizes through Pango and Cairo.
///
/// ```swift
/// let label = CATextLayer()
/// label.string = "Hello, layers"
/// label.fontSize = 24
/// label.alignmentMode = .center
/// label.isWrapped = true
/// label.contentsScale = 2
/// ```
open class CATextLayer: CALayer {
    /// The text; `nil` draws nothing. (Core Animation also takes attributed strings; LayerKit takes plain text.)
    open var string: String? { didSet { modelDidChange() } }
    /// A font family name (`"DejaVu Sans"`); `nil` is the system's sans-serif (Core Animation: Helvetica).
    open var font: String? { didSet { modelDidChange() } }
    /// The font size in points. Animatable.
    open var fontSize: CGFloat = 36 {
        didSet { propertyDidChange("fontSize", from: .number(Double(oldValue))) }
    }
    /// The text colour; opaque white by default. Animatable.
    open var foregroundColor: CGColor? = .white {
        didSet { propertyDidChange("foregroundColor", from: .color(oldValue ?? .clear)) }
    }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { modelDidChange() } }
    /// Whether lines wrap at the bounds' width.
    open var isWrapped = false { didSet { modelDidChange() } }
    /// Where text that does not fit is cut with an ellipsis.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { modelDidChange() } }

    public override init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        alignmentMode = other.alignmentMode
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
    }

    // MARK: Animatable properties

    open override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "fontSize": return .number(Double(fontSize))
        case "foregroundColor": return .color(foregroundColor ?? .clear)
        default: return super.animatableValue(forKey: key)
        }
    }

    @discardableResult
    open override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("fontSize", .number(let v)): fontSize = CGFloat(v)
        case ("foregroundColor", .color(let v)): foregroundColor = v
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
    }

    /// What the renderer rasterizes, or `nil` when there is nothing to draw.
    var renderText: RenderText? {
        guard let string, !string.isEmpty, let foregroundColor, foregroundColor.alpha > 0,
            bounds.width > 0, bounds.height > 0
        else { return nil }
        return RenderText(string: string, font: font, fontSize: fontSize, foregroundColor: foregroundColor,
                          alignmentMode: alignmentMode, isWrapped: isWrapped, truncationMode: truncationMode,
                          size: bounds.size, contentsScale: contentsScale)
    }
}
