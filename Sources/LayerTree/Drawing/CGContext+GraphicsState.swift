import Foundation

/// The part of a context's graphics state that can be asked about: the transform from user
/// space to the pixels (Core Graphics' CTM) and the clip, kept in pixels.
///
/// The transform is only ever translated and scaled (the context has no rotation), so a clip
/// rectangle stays a rectangle in pixels and its bounding box is exact.
struct TrackedGraphicsState {
    var transform = CGAffineTransform.identity
    /// The clip in pixels; `.null` once clipped to nothing.
    private(set) var deviceClip: CGRect

    init(width: Int, height: Int) {
        deviceClip = CGRect(x: 0, y: 0, width: width, height: height)
    }

    mutating func intersectClip(with rect: CGRect) {
        guard !deviceClip.isNull else { return }
        deviceClip = deviceClip.intersection(rect.standardized.applying(transform))
    }
}

extension CGContext {
    /// The bounding box of the clip, in user space: the whole surface until something clips it,
    /// `CGRect.null` once nothing is left, as Core Graphics answers.
    public var boundingBoxOfClipPath: CGRect {
        let clip = graphicsState.deviceClip
        guard !clip.isNull else { return .null }
        return clip.applying(graphicsState.transform.inverted())
    }

    /// The transform from user space to the surface's pixels.
    public var ctm: CGAffineTransform { graphicsState.transform }
}
