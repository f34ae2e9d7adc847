import QuartzCore

/// A viewport: the part of a composition, in its own coordinates, that a player shows filling
/// its bounds, as lottie-ios's `LottieAnimationView.viewportFrame` crops an animation.
enum LottieViewport {
    /// Where the whole composition of `size` goes in `bounds` so that `viewport` is fitted in
    /// them, whole and centred: the viewport's longer side (relative to the bounds' shape) fills
    /// the bounds, and the rest of the composition lies around it, cut off by the bounds.
    static func placement(of size: CGSize, viewport: CGRect, in bounds: CGRect) -> CGRect {
        let scale = min(bounds.width / viewport.width, bounds.height / viewport.height)
        let origin = CGPoint(x: bounds.midX - scale * viewport.midX, y: bounds.midY - scale * viewport.midY)
        return CGRect(origin: origin, size: CGSize(width: size.width * scale, height: size.height * scale))
    }
}
