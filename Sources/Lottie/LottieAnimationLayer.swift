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
    /// The animation shown; `nil` only in a layer made without one.
    public private(set) var animation: LottieAnimation?

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

    /// The composition's layers in the composition's own time: the range played (or the in
    /// point) is its `timeOffset`.
    private var composition: CALayer?

    /// Creates a layer the size of the animation's composition, at its first frame.
    public init(animation: LottieAnimation) {
        self.animation = animation
        super.init()
        bounds = CGRect(origin: .zero, size: animation.size)
        masksToBounds = true
        // The composition's layers run on frames from `ip`: this layer's own time starts at 0 (as
        // a loop over its `duration` does), and the one sublayer adds the first frame played.
        let composition = CALayer()
        composition.anchorPoint = .zero
        composition.bounds = bounds
        composition.position = .zero
        composition.timeOffset = animation.inFrame / animation.frameRate
        let builder = LottieLayerBuilder(animation: animation)
        for layer in builder.layers(of: animation.layers, endFrame: animation.outFrame) {
            composition.addSublayer(layer)
        }
        addSublayer(composition)
        self.composition = composition
        currentFrame = animation.inFrame
    }

    /// Creates an empty layer.
    public override init() { super.init() }

    /// Creates a presentation copy, which shows the same animation.
    public override init(layer: Any) {
        super.init(layer: layer)
        let player = layer as? LottieAnimationLayer
        animation = player?.animation
        contentGravity = player?.contentGravity ?? .resizeAspect
        viewportFrame = player?.viewportFrame
    }

    /// The frame shown now, in the composition's frames; setting it pauses the animation there.
    public var currentFrame: Double {
        get {
            guard let animation, let composition else { return 0 }
            // The composition's own time is its frame, wherever the media clock and repeats are.
            return composition.convertTime(CACurrentMediaTime(), from: nil) * animation.frameRate
        }
        set {
            guard let animation, let composition else { return }
            setRepeats(duration: 0, count: 0, autoreverses: false)
            composition.timeOffset = animation.inFrame / animation.frameRate
            speed = 0
            beginTime = 0
            timeOffset = (newValue - animation.inFrame) / animation.frameRate
        }
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

    /// Whether the animation is playing: its time runs on the media clock.
    public var isPlaying: Bool { speed != 0 }

    /// Plays on from the frame shown at the composition's frame rate, once, to the out point.
    ///
    /// It is this layer's own timing that plays, `speed` 1 from `beginTime` in its superlayer's
    /// time (now when `nil`), as a client would make any layer subtree play; the animations hold
    /// their last values after the out point.
    public func play(beginTime: CFTimeInterval? = nil) {
        guard let animation else { return }
        let from = animation.inFrame + timeOffset * animation.frameRate
        play(fromFrame: from, toFrame: animation.outFrame, loopMode: .playOnce, beginTime: beginTime)
    }

    /// Plays from `fromProgress` to `toProgress` (0…1 of the in to the out point) with `loopMode`,
    /// starting at `beginTime` in its superlayer's time (now when `nil`).
    public func play(
        fromProgress: Double, toProgress: Double = 1, loopMode: LottieLoopMode = .playOnce,
        beginTime: CFTimeInterval? = nil
    ) {
        guard let animation else { return }
        play(
            fromFrame: animation.frame(atProgress: fromProgress), toFrame: animation.frame(atProgress: toProgress),
            loopMode: loopMode, beginTime: beginTime)
    }

    /// Plays from frame `fromFrame` to `toFrame` with `loopMode`, starting at `beginTime` in its
    /// superlayer's time (now when `nil`). A range that runs backwards plays forwards between
    /// the same frames.
    ///
    /// Built from Core Animation's hierarchical timing: the composition sublayer's `timeOffset`
    /// is the first frame, and this layer's `duration` (the range), `repeatCount` and
    /// `autoreverses` repeat it, with `speed` 1 from `beginTime`.
    public func play(
        fromFrame: Double, toFrame: Double, loopMode: LottieLoopMode = .playOnce,
        beginTime: CFTimeInterval? = nil
    ) {
        guard let animation, let composition else { return }
        let (from, to) = (min(fromFrame, toFrame), max(fromFrame, toFrame))
        composition.timeOffset = from / animation.frameRate
        let duration = (to - from) / animation.frameRate
        switch loopMode {
        case .playOnce: setRepeats(duration: duration, count: 1, autoreverses: false)
        case .loop: setRepeats(duration: duration, count: .infinity, autoreverses: false)
        case .autoReverse: setRepeats(duration: duration, count: .infinity, autoreverses: true)
        case .repeat(let count): setRepeats(duration: duration, count: max(count, 0), autoreverses: false)
        case .repeatBackAndForth(let count): setRepeats(duration: duration, count: max(count, 0), autoreverses: true)
        }
        timeOffset = 0
        self.beginTime =
            beginTime ?? superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        speed = 1
    }

    /// Stops at the frame shown now, which stays until the animation plays again.
    public func pause() {
        guard let animation, let composition, isPlaying else { return }
        let frame = composition.convertTime(CACurrentMediaTime(), from: nil) * animation.frameRate
        currentFrame = frame
    }

    private func setRepeats(duration: Double, count: Float, autoreverses: Bool) {
        self.duration = duration
        repeatCount = count
        self.autoreverses = autoreverses
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
    case repeatBackAndForth(Float)
}
