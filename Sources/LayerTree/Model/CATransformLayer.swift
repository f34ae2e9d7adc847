import Foundation

/// A layer whose sublayers share one 3D space with it instead of being flattened into its plane.
///
/// A transform layer draws nothing of its own: no background, border, contents,
/// mask or clip. Its opacity applies to each sublayer separately.
///
/// ```swift
/// let cube = CATransformLayer()
/// for face in faces { cube.addSublayer(face) }
/// cube.transform = CATransform3DMakeRotation(.pi / 4, 1, 1, 0)
/// ```
open class CATransformLayer: CALayer {
    /// A transform layer's node draws nothing and shares its 3D space with its sublayers.
    open override var renderKind: RenderNode.Kind { .transformLayer }
}
