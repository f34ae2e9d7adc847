import QuartzCore

/// One layer of a composition (`layers[i]`).
public struct LottieLayer: Sendable {
    /// What the layer shows.
    public enum Content: Sendable {
        /// A precomposition (`ty: 0`): the asset `referenceID`'s layers, clipped to `size`.
        case precomposition(referenceID: String, size: CGSize)
        /// A solid colour rectangle (`ty: 1`) of `size` from the origin.
        case solid(LottieColor, size: CGSize)
        /// The image asset `referenceID`'s picture (`ty: 2`).
        case image(referenceID: String)
        /// Nothing, only a transform for children (`ty: 3`).
        case null
        /// Shapes (`ty: 4`).
        case shapes([LottieShape])
        /// Text (`ty: 5`), set in the system's fonts.
        case text(LottieText)
        /// A kind this player does not draw (audio, camera, …), named in a warning.
        case unsupported(String)
    }

    /// The layer's name (`nm`).
    public var name: String?
    /// The index that children name as their `parent` (`ind`).
    public var index: Int?
    /// The `ind` of the layer whose transform this one inherits.
    public var parent: Int?
    /// What it shows.
    public var content: Content
    /// Its transform (`ks`).
    public var transform: LottieTransform
    /// The first frame it is visible on (`ip`), in its composition's frames.
    public var inFrame: Double
    /// The frame it disappears on (`op`).
    public var outFrame: Double
    /// Where a precomposition's frame 0 falls in this composition (`st`).
    public var startFrame: Double
    /// How much slower a precomposition plays (`sr`, 1 for its own speed).
    public var timeStretch: Double
    /// Whether it is hidden (`hd`).
    public var isHidden: Bool
    /// Its masks (`masksProperties`), each combined with those before it.
    public var masks: [LottieMask] = []
    /// How it uses its matte layer (`tt`); `nil` when it has no track matte.
    public var trackMatte: LottieTrackMatte? = nil
    /// The `ind` of its matte layer (`tp`); `nil` for the layer just above it.
    public var matteParent: Int? = nil
    /// Whether it is a track matte for a layer below it (`td`).
    public var isTrackMatte = false
    /// How its image combines with what lies beneath it (`bm`).
    public var blendMode = LottieBlendMode.normal
    /// The shadow its Drop Shadow effect or layer style casts.
    public var dropShadow: LottieDropShadow? = nil
    /// A precomposition's time remapping (`tm`): the time in seconds of its own clock that it
    /// shows at each of its composition's frames, in place of `startFrame` and `timeStretch`.
    public var timeRemapping: LottieAnimatable<Double>? = nil
}
