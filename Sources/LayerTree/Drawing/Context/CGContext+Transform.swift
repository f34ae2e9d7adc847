internal import CPangoDependencies
import Foundation

/// The current transformation matrix (CTM): user space to Core Graphics' device space.
extension CGContext {
    /// Moves the user space's origin by (`x`, `y`).
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cr, Double(x), Double(y))
    }
    /// Scales the user space by `x` and `y`; a zero scale (which cannot be undone) is ignored.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
        cairo_scale(cr, Double(x), Double(y))
    }
    /// Rotates the user space by `angle` radians (from +x toward +y).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        cairo_rotate(cr, Double(angle))
    }
    /// Multiplies `transform` into the CTM: points are mapped by `transform` first. A transform
    /// that cannot be inverted is ignored (Cairo cannot draw through it).
    public func concatenate(_ transform: CGAffineTransform) {
        var m = transform.cairoMatrix
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }
        var forward = transform.cairoMatrix
        cairo_transform(cr, &forward)
    }

    /// The transform from user space to Core Graphics' device space (pixels; y up in a bitmap
    /// context): the identity until the code transforms, as Core Graphics reports it.
    public var ctm: CGAffineTransform { cairoTransform.concatenating(baseTransform.inverted()) }

    /// The same transform, as Core Graphics' `userSpaceToDeviceSpaceTransform`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// `point` in device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// `point` in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// `size` in device space (the transform without its translation).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// `size` in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The bounding box of `rect` in device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// The bounding box of `rect` in user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    /// Cairo's CTM: user space to Cairo's pixels (y down).
    var cairoTransform: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(
            a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0)
        )
    }

    /// +1 where base space's y runs down (a layer's context), −1 where it runs up (a bitmap's).
    var baseYDirection: CGFloat { baseTransform.d < 0 ? -1 : 1 }
}

extension CGAffineTransform {
    /// The same map as Cairo's matrix (`x' = xx·x + xy·y + x0`, `y' = yx·x + yy·y + y0`).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }
}
