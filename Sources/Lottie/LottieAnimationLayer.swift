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
        speed = 0
        for layer in LottieLayerBuilder(animation: animation).layers(of: animation.layers, endFrame: animation.outFrame)
        { addSublayer(layer) }
        currentFrame = animation.inFrame
    }

    /// Creates an empty layer.
    public override init() { super.init() }

    /// Creates a presentation copy, which shows the same animation.
    public override init(layer: Any) {
        super.init(layer: layer)
        animation = (layer as? LottieAnimationLayer)?.animation
    }

    /// The frame shown, in the composition's frames.
    public var currentFrame: Double {
        get { timeOffset * (animation?.frameRate ?? 1) }
        set { timeOffset = newValue / (animation?.frameRate ?? 1) }
    }

    /// The progress shown, 0 at the in point and 1 at the out point.
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
}
