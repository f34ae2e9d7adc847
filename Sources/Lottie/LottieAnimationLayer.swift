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

    /// Creates a layer the size of the animation's composition, at its first frame.
    public init(animation: LottieAnimation) {
        self.animation = animation
        super.init()
        bounds = CGRect(origin: .zero, size: animation.size)
        masksToBounds = true
        // The composition's layers run on frames from `ip`: this layer's own time starts at 0 (as
        // a loop over its `duration` would), and the one sublayer adds the in point.
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
        currentFrame = animation.inFrame
    }

    /// Creates an empty layer.
    public override init() { super.init() }

    /// Creates a presentation copy, which shows the same animation.
    public override init(layer: Any) {
        super.init(layer: layer)
        animation = (layer as? LottieAnimationLayer)?.animation
    }

    /// The frame shown, in the composition's frames; setting it pauses the animation there.
    public var currentFrame: Double {
        get {
            guard let animation else { return 0 }
            return animation.inFrame + timeOffset * animation.frameRate
        }
        set {
            guard let animation else { return }
            speed = 0
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

    /// Plays on from the frame shown at the composition's frame rate, once (looping needs layer
    /// `duration` and `repeatCount`, which LayerKit's layer timing does not apply yet).
    ///
    /// It is this layer's own timing that plays, `speed` 1 from `beginTime` in its superlayer's
    /// time (now when `nil`), as a client would make any layer subtree play; the animations hold
    /// their last values after the out point.
    public func play(beginTime: CFTimeInterval? = nil) {
        self.beginTime =
            beginTime ?? superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        speed = 1
    }
}
