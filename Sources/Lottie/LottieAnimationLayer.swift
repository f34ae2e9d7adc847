import QuartzCore

/// A layer that shows a Lottie animation at a chosen frame, built from `CALayer`s,
/// `CAShapeLayer`s and `CAKeyframeAnimation`s.
///
/// Progress is Core Animation time, as in lottie-ios: the layer's `speed` is 0 and its
/// `timeOffset` is the frame's time, so the presentation tree shows that frame wherever it is
/// evaluated (a render, a dump, a window).
///
/// ```swift
/// let layer = LottieAnimationLayer(animation: try LottieAnimation(data: data))
/// layer.currentProgress = 0.25
/// ```
open class LottieAnimationLayer: CALayer {
    /// The animation shown; `nil` in a layer made without one. Setting it shows the new one at
    /// its first frame (a play in progress stops), in the bounds the layer has, or at the
    /// animation's size when they are empty.
    public var animation: LottieAnimation? {
        get { shownAnimation }
        set { show(newValue) }
    }
    private var shownAnimation: LottieAnimation?
    /// The value providers set, in order (`setValueProvider(_:keypath:)`).
    private(set) var valueProviders: [(keypath: String, value: LottieValueProvider)] = []

    /// How the composition fills the layer's bounds: `.resizeAspect` (the default) fits it
    /// whole and centred, `.resizeAspectFill` covers them, `.resize` stretches it, and `.center`
    /// and the edge gravities keep its own size (`contentsGravity`'s meanings, for the
    /// composition rather than `contents`).
    public var contentGravity: CALayerContentsGravity = .resizeAspect {
        didSet { setNeedsLayout() }
    }

    /// The part of the composition, in its coordinates, that fills the bounds (fitted whole and
    /// centred, the rest cut off), in place of `contentGravity`; `nil` shows the whole composition.
    public var viewportFrame: CGRect? {
        didSet { setNeedsLayout() }
    }

    /// The composition placed in the bounds (`contentGravity`, `viewportFrame`), whose own
    /// timing repeats the range played: its `beginTime`, `duration`, `repeatCount`, `autoreverses`
    /// and `speed` are the playback's, as any layer subtree is made to play.
    private var composition: CALayer?
    /// The composition's layers, in the composition's frames: its `timeOffset` is the first frame
    /// played, and a `speed` of −1 plays the range backwards.
    private var frames: CALayer?
    /// Hears the end of a play, to call its completion (`play(…, completion:)`).
    private var playback: LottiePlayback?

    /// Creates a layer the size of the animation's composition, at its first frame.
    public init(animation: LottieAnimation) {
        super.init()
        masksToBounds = true
        show(animation)
    }

    /// Creates a layer showing `animation`, or an empty one when it is `nil` (lottie-ios's
    /// `LottieAnimationLayer(animation: LottieAnimation.named("…"))`).
    public convenience init(animation: LottieAnimation?) {
        if let animation {
            self.init(animation: animation)
        } else {
            self.init()
            masksToBounds = true
        }
    }

    /// Creates an empty layer.
    public override init() { super.init() }

    /// Builds `animation`'s layers in place of the ones shown, at its first frame.
    private func show(_ animation: LottieAnimation?) {
        stopPlayback()
        composition?.removeFromSuperlayer()
        (composition, frames, shownAnimation) = (nil, nil, animation)
        speed = 1
        timeOffset = 0
        guard let animation else { return }
        if bounds.isEmpty { bounds = CGRect(origin: .zero, size: animation.size) }
        let composition = CALayer()
        composition.anchorPoint = .zero
        composition.bounds = CGRect(origin: .zero, size: animation.size)
        composition.position = .zero
        // The composition's layers run on frames from `ip`: the composition's own time starts
        // at 0 (as a loop over its `duration` does), and its one sublayer adds the first frame.
        let frames = CALayer()
        frames.anchorPoint = .zero
        frames.bounds = composition.bounds
        frames.position = .zero
        frames.timeOffset = animation.inFrame / animation.frameRate
        for layer in contentLayers(of: animation) { frames.addSublayer(layer) }
        composition.addSublayer(frames)
        addSublayer(composition)
        self.composition = composition
        self.frames = frames
        currentFrame = animation.inFrame
        setNeedsLayout()
    }

    /// The composition's layers for `animation`, with the value providers set on this layer.
    private func contentLayers(of animation: LottieAnimation) -> [CALayer] {
        var shown = animation
        do {
            shown = try animation.applying(
                valueProviders, textProvider: textProvider is DefaultTextProvider ? nil : textProvider)
        } catch {
            FileHandle.standardError.write(Data("LayerKit: value providers not applied: \(error)\n".utf8))
        }
        shown = shown.applying(imageProvider: imageProvider)
        return LottieLayerBuilder(animation: shown).layers(of: shown.layers, endFrame: shown.outFrame)
    }

    /// Replaces the properties `keypath` names with `provider`'s value, wherever they are in the
    /// animation (lottie-ios's `setValueProvider(_:keypath:)`): its layers are built again, and
    /// a play in progress goes on. A later provider for the same properties wins; one set again
    /// for the same keypath replaces the one before (an app may set it at every frame).
    public func setValueProvider(_ provider: AnyValueProvider, keypath: AnimationKeypath) {
        valueProviders.removeAll { $0.keypath == keypath.string }
        valueProviders.append((keypath.string, provider.providedValue))
        rebuildContent()
    }

    /// Takes away the value providers set for `keypath` (those whose keypath it matches), and
    /// builds the layers again without them (lottie-ios's `removeValueProvider(for:)`).
    public func removeValueProvider(for keypath: AnimationKeypath) {
        valueProviders.removeAll {
            LottieKeypathOverrides.matches(keypath.keys[...], $0.keypath.split(separator: ".").map(String.init)[...])
        }
        rebuildContent()
    }

    /// The texts of the animation's text layers (lottie-ios's `textProvider`): setting it builds
    /// the layers again with its texts; a play in progress goes on.
    public var textProvider: AnimationKeypathTextProvider = DefaultTextProvider() {
        didSet { rebuildContent() }
    }

    /// Pictures for the animation's image assets (lottie-ios's `imageProvider`), in place of the
    /// ones the file gives where it has one; setting it builds the layers again while a play goes on.
    public var imageProvider: AnimationImageProvider? {
        didSet { rebuildContent() }
    }

    /// Builds the composition's layers again in place, with the providers set: its timing, so
    /// the frame shown or the play in progress, stays.
    private func rebuildContent() {
        guard let animation = shownAnimation, let frames else { return }
        for layer in frames.sublayers ?? [] { layer.removeFromSuperlayer() }
        for layer in contentLayers(of: animation) { frames.addSublayer(layer) }
    }

    /// Every keypath of the animation that a value provider or a text provider can name (layer,
    /// group and item names, then the property), in the file's order: lottie-ios's
    /// `allHierarchyKeypaths()`, to find what to give `setValueProvider(_:keypath:)`.
    public func allHierarchyKeypaths() -> [String] {
        shownAnimation?.source.map { LottieKeypathOverrides.keypaths(in: $0.json) } ?? []
    }

    /// Prints ``allHierarchyKeypaths()``, one a line (lottie-ios's `logHierarchyKeypaths()`).
    public func logHierarchyKeypaths() {
        print("Lottie: Logging Animation Keypaths")
        for keypath in allHierarchyKeypaths() { print(keypath) }
    }

    /// Creates a presentation copy, which shows the same animation.
    public override init(layer: Any) {
        super.init(layer: layer)
        let player = layer as? LottieAnimationLayer
        shownAnimation = player?.shownAnimation
        contentGravity = player?.contentGravity ?? .resizeAspect
        viewportFrame = player?.viewportFrame
        loopMode = player?.loopMode ?? .playOnce
        animationSpeed = player?.animationSpeed ?? 1
    }

    /// How `play(completion:)` and the plays given no loop mode repeat (lottie-ios's `loopMode`).
    public var loopMode: LottieLoopMode = .playOnce

    /// How fast the plays started after it is set run: 2 twice as fast, a negative speed backwards.
    public var animationSpeed: Double = 1

    /// The frame shown now, in the composition's frames; setting it pauses the animation there,
    /// and a play in progress stops (its completion hears `false`).
    public var currentFrame: Double {
        get {
            guard let animation, let frames else { return 0 }
            // The frames' own time is the frame, wherever the media clock and repeats are.
            return frames.convertTime(CACurrentMediaTime(), from: nil) * animation.frameRate
        }
        set {
            guard let animation, let composition, let frames else { return }
            stopPlayback()
            // A seek a frame (a display link, the bench) changes only this layer's `timeOffset`:
            // a timing set again, even to its value, has the render tree read it again.
            Self.assign(composition, \.beginTime, 0)
            Self.assign(composition, \.speed, 1)
            Self.assign(composition, \.timeOffset, 0)
            Self.assign(composition, \.duration, 0)
            Self.assign(composition, \.repeatCount, 0)
            Self.assign(composition, \.autoreverses, false)
            Self.assign(frames, \.timeOffset, animation.inFrame / animation.frameRate)
            Self.assign(frames, \.speed, 1)
            Self.assign(self, \.speed, 0)
            Self.assign(self, \.beginTime, 0)
            timeOffset = (newValue - animation.inFrame) / animation.frameRate
        }
    }

    private static func assign<Value: Equatable>(
        _ layer: CALayer, _ property: ReferenceWritableKeyPath<CALayer, Value>, _ value: Value
    ) {
        if layer[keyPath: property] != value { layer[keyPath: property] = value }
    }

    /// The progress shown, 0 at the in point and 1 at the out point; setting it pauses there.
    public var currentProgress: Double {
        get {
            guard let animation else { return 0 }
            return (currentFrame - animation.inFrame) / (animation.outFrame - animation.inFrame)
        }
        set {
            guard let animation else { return }
            currentFrame = animation.frame(atProgress: newValue)
        }
    }

    /// The time shown, in seconds from the in point; setting it pauses there (lottie-ios's
    /// `currentTime`).
    public var currentTime: TimeInterval {
        get { animation.map { (currentFrame - $0.inFrame) / $0.frameRate } ?? 0 }
        set {
            guard let animation else { return }
            currentFrame = animation.inFrame + newValue * animation.frameRate
        }
    }

    /// The frame shown at this moment while playing (lottie-ios's name): ``currentFrame``.
    public var realtimeAnimationFrame: Double { currentFrame }
    /// The progress shown at this moment while playing (lottie-ios's name): ``currentProgress``.
    public var realtimeAnimationProgress: Double { currentProgress }

    /// Whether the animation is playing: its time runs on the media clock.
    public var isPlaying: Bool { speed != 0 }
    /// Whether the animation is playing (lottie-ios's name): ``isPlaying``.
    public var isAnimationPlaying: Bool { isPlaying }

    /// Plays on from the frame shown with ``loopMode``: once to the out point, or round the
    /// whole composition from here. Its `beginTime` is in its superlayer's time (now when `nil`).
    public func play(beginTime: CFTimeInterval? = nil, completion: LottieCompletionBlock? = nil) {
        guard let animation else { return }
        let shown = currentFrame
        if loopMode == .playOnce {
            play(
                fromFrame: shown, toFrame: animation.outFrame, loopMode: .playOnce, beginTime: beginTime,
                completion: completion)
        } else {
            start(
                from: animation.inFrame, to: animation.outFrame, at: shown, loopMode: loopMode,
                beginTime: beginTime, completion: completion)
        }
    }

    /// Plays from `fromProgress` (the progress shown when `nil`) to `toProgress` (0…1 of the in to
    /// the out point) with `loopMode` (``loopMode`` when `nil`), starting at `beginTime` in its
    /// superlayer's time (now when `nil`). A range that runs backwards plays backwards.
    /// `completion` hears `true` when it ends, `false` when another play, a pause or a frame
    /// set stops it first (a loop ends only so).
    public func play(
        fromProgress: Double? = nil, toProgress: Double, loopMode: LottieLoopMode? = nil,
        beginTime: CFTimeInterval? = nil, completion: LottieCompletionBlock? = nil
    ) {
        guard let animation else { return }
        play(
            fromFrame: fromProgress.map(animation.frame(atProgress:)), toFrame: animation.frame(atProgress: toProgress),
            loopMode: loopMode, beginTime: beginTime, completion: completion)
    }

    /// Plays from frame `fromFrame` (the frame shown when `nil`) to `toFrame` with `loopMode`
    /// (``loopMode`` when `nil`), starting at `beginTime` in its superlayer's time (now when
    /// `nil`). A range that runs backwards plays backwards, as in lottie-ios.
    ///
    /// Built from Core Animation's hierarchical timing: the composition's `duration` (the range),
    /// `repeatCount`, `autoreverses` and `speed` repeat it from `beginTime`, and its frames
    /// sublayer's `timeOffset` is the first frame (with `speed` −1 when it runs backwards). An
    /// animation on this layer lasting as long as the play tells `completion` when it is over.
    public func play(
        fromFrame: Double? = nil, toFrame: Double, loopMode: LottieLoopMode? = nil,
        beginTime: CFTimeInterval? = nil, completion: LottieCompletionBlock? = nil
    ) {
        start(
            from: fromFrame ?? currentFrame, to: toFrame, at: nil, loopMode: loopMode ?? self.loopMode,
            beginTime: beginTime, completion: completion)
    }

    /// Plays from the marker named `fromMarker` (the frame shown when `nil`) to the one named
    /// `toMarker`, up to its frame or, when `playEndMarkerFrame` is false, the frame before it
    /// (where the end marker starts the next section). Nothing happens when a marker is missing.
    public func play(
        fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true,
        loopMode: LottieLoopMode? = nil, beginTime: CFTimeInterval? = nil, completion: LottieCompletionBlock? = nil
    ) {
        guard let animation, let end = animation.frameTime(forMarker: toMarker) else { return }
        let from: Double
        if let fromMarker {
            guard let start = animation.frameTime(forMarker: fromMarker) else { return }
            from = start
        } else {
            from = currentFrame
        }
        play(
            fromFrame: from, toFrame: playEndMarkerFrame ? end : end - 1, loopMode: loopMode,
            beginTime: beginTime, completion: completion)
    }

    /// Plays the marker named `marker`: from its frame for its duration. Nothing happens when
    /// there is no such marker.
    public func play(
        marker: String, loopMode: LottieLoopMode? = nil, beginTime: CFTimeInterval? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        guard let found = animation?.marker(named: marker) else { return }
        play(
            fromFrame: found.frameTime, toFrame: found.frameTime + found.durationFrameTime, loopMode: loopMode,
            beginTime: beginTime, completion: completion)
    }

    /// Plays the markers named in `markers` one after another, once each; a name with no
    /// marker is skipped. `completion` hears `true` after the last, `false` when a play, a
    /// pause or a frame set stops the sequence.
    public func play(markers: [String], completion: LottieCompletionBlock? = nil) {
        guard let name = markers.first else { return }
        let rest = Array(markers.dropFirst())
        guard animation?.marker(named: name) != nil else { return play(markers: rest, completion: completion) }
        play(marker: name, loopMode: .playOnce) { [weak self] finished in
            guard finished, let self, !rest.isEmpty else { return completion?(finished) ?? () }
            self.play(markers: rest, completion: completion)
        }
    }

    /// Stops at the frame shown now, which stays until the animation plays again; a play in
    /// progress hears `false`.
    public func pause() {
        guard isPlaying else { return }
        currentFrame = currentFrame
    }

    /// Stops and shows the first frame (the in point); a play in progress hears `false`.
    public func stop() {
        currentProgress = 0
    }

    /// Plays `from` → `to` (backwards when `to` is before `from`, or the speed is negative),
    /// starting at frame `shown` inside that range (where the direction starts when `nil`),
    /// repeated as `loopMode` says.
    private func start(
        from: Double, to: Double, at shown: Double?, loopMode: LottieLoopMode, beginTime: CFTimeInterval?,
        completion: LottieCompletionBlock?
    ) {
        guard let animation, let composition, let frames else { return }
        stopPlayback()
        let backwards = (to < from) != (animationSpeed < 0)
        let rate = abs(animationSpeed)
        // A range of no length, or a speed of 0, shows its frame and is over at once: Core
        // Animation would read a duration of 0 as its default, a quarter of a second.
        let frameCount = abs(to - from)
        let duration = rate > 0 && frameCount > 0 ? frameCount / animation.frameRate / rate : 1e-9
        let start = backwards ? max(from, to) : min(from, to)
        let repeats = LottieRepeats(loopMode)
        // The player's own clock runs as its superlayer's while it plays (the paused state is a
        // `speed` of 0 here, as lottie-ios pauses), so the playback's times are its superlayer's.
        speed = 1
        self.beginTime = 0
        timeOffset = 0
        let begin = beginTime ?? superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        composition.beginTime = begin
        composition.speed = 1
        setRepeats(of: composition, duration: duration, count: repeats.count, autoreverses: repeats.autoreverses)
        // The frame shown first is `shown`: the composition starts that far into its range.
        let into = shown.map { min(abs($0 - start) / animation.frameRate / max(rate, 1e-9), duration) } ?? 0
        composition.timeOffset = into
        // The composition's time runs 0…duration; its frames run `rate` times as fast from `start`.
        frames.timeOffset = start / animation.frameRate
        frames.speed = Float(backwards ? -rate : rate)
        // The composition's repeats end `into` early, having started that far in.
        let total = Double(repeats.count) * (repeats.autoreverses ? 2 : 1) * duration
        let playback = LottiePlayback(completion: completion)
        let tracker = CAAnimationGroup()
        tracker.animations = []
        tracker.beginTime = begin
        tracker.duration = total.isFinite ? max(total - into, 1e-9) : duration
        tracker.repeatCount = total.isFinite ? 1 : .infinity
        tracker.delegate = playback
        // A `beginTime` of 0 is meant literally (the window's scene clock starts at 0), not "now".
        // An empty group is refused only by a presentation copy, which never plays.
        try? addAnimation(tracker, forKey: LottiePlayback.key, startsNow: false)
        self.playback = playback
    }

    /// Ends the play in progress, if any: its completion hears `false`.
    private func stopPlayback() {
        guard playback != nil else { return }
        playback = nil
        removeAnimation(forKey: LottiePlayback.key)
    }

    private func setRepeats(of layer: CALayer, duration: Double, count: Float, autoreverses: Bool) {
        layer.duration = duration
        layer.repeatCount = count
        layer.autoreverses = autoreverses
    }

    /// Places the composition in the bounds by `viewportFrame` when there is one, else by
    /// `contentGravity`, as `contents` would be placed.
    open override func layoutSublayers() {
        super.layoutSublayers()
        guard let animation, let composition else { return }
        let placed =
            viewportFrame.map { LottieViewport.placement(of: animation.size, viewport: $0, in: bounds) }
            ?? contentGravity.placement(of: animation.size, in: bounds)
        composition.position = placed.origin
        composition.transform = CATransform3DMakeScale(
            placed.width / animation.size.width, placed.height / animation.size.height, 1)
    }
}

/// How `LottieAnimationLayer.play` repeats the range it plays.
public enum LottieLoopMode: Equatable, Sendable {
    /// Once, then the last frame stays.
    case playOnce
    /// From the start again, for ever.
    case loop
    /// Forwards then backwards, for ever.
    case autoReverse
    /// `count` times (fractions play part of the range), then the last frame shown stays.
    case `repeat`(Float)
    /// `count` times forwards and backwards.
    case repeatBackwards(Float)

    /// `count` times forwards and backwards: ``repeatBackwards(_:)``.
    public static func repeatBackAndForth(_ count: Float) -> LottieLoopMode { .repeatBackwards(count) }
}

/// What a play's completion hears: `true` when it played to its end, `false` when it was stopped.
public typealias LottieCompletionBlock = (_ completed: Bool) -> Void

/// A loop mode as Core Animation repeat timing.
private struct LottieRepeats {
    var count: Float
    var autoreverses: Bool

    init(_ mode: LottieLoopMode) {
        switch mode {
        case .playOnce: (count, autoreverses) = (1, false)
        case .loop: (count, autoreverses) = (.infinity, false)
        case .autoReverse: (count, autoreverses) = (.infinity, true)
        case .repeat(let times): (count, autoreverses) = (times > 0 ? times : 1, false)
        case .repeatBackwards(let times): (count, autoreverses) = (times > 0 ? times : 1, true)
        }
    }
}

/// The delegate of the animation that lasts as long as a play: it calls the play's completion.
private final class LottiePlayback: CAAnimationDelegate {
    static let key = "lottie.playback"
    let completion: LottieCompletionBlock?

    init(completion: LottieCompletionBlock?) { self.completion = completion }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { completion?(flag) }
}
