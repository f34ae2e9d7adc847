import QuartzCore

/// A keypath naming properties of a Lottie animation (lottie-ios's `AnimationKeypath`):
/// names joined by ".", `*` for any one name, `**` for any number of them
/// (`"**.Stroke 1.Color"`), as ``LottieValueProvider`` reads them.
public struct AnimationKeypath: Hashable, Sendable {
    /// The names, outermost first.
    public var keys: [String]

    /// A keypath written with "." between its names.
    public init(keypath: String) {
        keys = keypath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// A keypath from its names, outermost first.
    public init(keys: [String]) { self.keys = keys }

    /// The keypath written with "." between its names.
    public var string: String { keys.joined(separator: ".") }
}

/// A value set on an animation's properties by keypath (lottie-ios's value providers), for
/// ``LottieAnimationLayer/setValueProvider(_:keypath:)``.
public protocol AnyValueProvider {
    /// The value it gives, as this player's ``LottieValueProvider``.
    var providedValue: LottieValueProvider { get }
}

/// A value at a frame, for the keyframe forms of the value providers (lottie-ios's `Keyframe`).
public struct Keyframe<T> {
    public var value: T
    /// The frame, in the composition's frames.
    public var time: Double
    /// Whether the value holds until the next keyframe rather than easing to it.
    public var isHold: Bool

    public init(value: T, time: Double, isHold: Bool = false) {
        self.value = value
        self.time = time
        self.isHold = isHold
    }

    /// A value at frame 0.
    public init(_ value: T) { self.init(value: value, time: 0) }
}

extension Keyframe: Sendable where T: Sendable {}

/// A provider's values as one fixed value, or keyframes when there are several.
private func provided<T>(_ keyframes: [Keyframe<T>], _ value: (T) -> LottieValueProvider) -> LottieValueProvider {
    if keyframes.count == 1 { return value(keyframes[0].value) }
    return .keyframes(keyframes.map { ($0.time, value($0.value), $0.isHold) })
}

/// A colour for `Color` properties (fills, strokes, solids, text), or colours at frames.
public struct ColorValueProvider: AnyValueProvider, Sendable {
    public var keyframes: [Keyframe<LottieColor>]
    public init(_ color: LottieColor) { keyframes = [Keyframe(color)] }
    public init(_ keyframes: [Keyframe<LottieColor>]) { self.keyframes = keyframes }
    public var color: LottieColor { keyframes.first?.value ?? LottieColor(red: 0, green: 0, blue: 0) }
    public var providedValue: LottieValueProvider { provided(keyframes, LottieValueProvider.color) }
}

/// A number: `Opacity` and `Scale` in percent, `Rotation` in degrees, `Stroke Width` in points;
/// or numbers at frames.
public struct FloatValueProvider: AnyValueProvider, Sendable {
    public var keyframes: [Keyframe<CGFloat>]
    public init(_ float: CGFloat) { keyframes = [Keyframe(float)] }
    public init(_ keyframes: [Keyframe<CGFloat>]) { self.keyframes = keyframes }
    public var float: CGFloat { keyframes.first?.value ?? 0 }
    public var providedValue: LottieValueProvider { provided(keyframes) { .number(Double($0)) } }
}

/// A point: `Position`, `Anchor Point`; or points at frames.
public struct PointValueProvider: AnyValueProvider, Sendable {
    public var keyframes: [Keyframe<CGPoint>]
    public init(_ point: CGPoint) { keyframes = [Keyframe(point)] }
    public init(_ keyframes: [Keyframe<CGPoint>]) { self.keyframes = keyframes }
    public var point: CGPoint { keyframes.first?.value ?? .zero }
    public var providedValue: LottieValueProvider { provided(keyframes, LottieValueProvider.point) }
}

/// A size: `Scale` per axis, in percent; or sizes at frames.
public struct SizeValueProvider: AnyValueProvider, Sendable {
    public var keyframes: [Keyframe<CGSize>]
    public init(_ size: CGSize) { keyframes = [Keyframe(size)] }
    public init(_ keyframes: [Keyframe<CGSize>]) { self.keyframes = keyframes }
    public var size: CGSize { keyframes.first?.value ?? .zero }
    public var providedValue: LottieValueProvider {
        provided(keyframes) { .point(CGPoint(x: $0.width, y: $0.height)) }
    }
}

/// A gradient's colours (`Colors`), spread evenly unless `locations` (0…1) are given.
public struct GradientValueProvider: AnyValueProvider, Sendable {
    public var colors: [LottieColor]
    public var locations: [Double]
    public init(_ colors: [LottieColor], locations: [Double] = []) {
        self.colors = colors
        self.locations =
            locations.isEmpty && colors.count > 1
            ? colors.indices.map { Double($0) / Double(colors.count - 1) } : locations
    }
    public var providedValue: LottieValueProvider { .gradient(colors: colors, locations: locations) }
}

extension LottieColor {
    /// lottie-ios's form: components over `denominator` (255 for bytes).
    public init(r: Double, g: Double, b: Double, a: Double, denominator: Double = 1) {
        self.init(red: r / denominator, green: g / denominator, blue: b / denominator, alpha: a / denominator)
    }

    /// lottie-ios's names for the components.
    public var r: Double { red }
    public var g: Double { green }
    public var b: Double { blue }
    public var a: Double { alpha }
}

extension LottieAnimation {
    /// The animation decoded again with `providers` in place of the properties they name and
    /// `textProvider`'s texts in its text layers, or itself when there are none of either or it
    /// was not decoded from a document.
    func applying(
        _ providers: [(keypath: String, value: LottieValueProvider)],
        textProvider: AnimationKeypathTextProvider? = nil
    ) throws -> LottieAnimation {
        guard !providers.isEmpty || textProvider != nil, let source else { return self }
        var overrides = LottieKeypathOverrides(providers)
        if let textProvider {
            overrides.textProvider = { keys, sourceText in
                textProvider.text(for: AnimationKeypath(keys: keys), sourceText: sourceText)
            }
        }
        return try LottieAnimation(json: overrides.apply(to: source.json), imageFiles: source.imageFiles)
    }
}
