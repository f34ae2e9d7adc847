internal import CPangoDependencies
import Foundation

/// The current transformation matrix (CTM): user space to Core Graphics' device space.
extension CGContext {
    /// Moves the user space's origin by (`x`, `y`).
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        Self.concatenate(CGAffineTransform(translationX: x, y: y), onto: cr)
    }
    /// Scales the user space by `x` and `y`; a zero scale (which cannot be undone) is ignored.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
        Self.concatenate(CGAffineTransform(scaleX: x, y: y), onto: cr)
    }
    /// Rotates the user space by `angle` radians (from +x toward +y).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        Self.concatenate(CGAffineTransform(rotationAngle: angle), onto: cr)
    }
    /// Multiplies `transform` into the CTM: points are mapped by `transform` first. A transform
    /// after which the CTM could not be inverted is ignored (Cairo cannot draw through it).
    public func concatenate(_ transform: CGAffineTransform) {
        Self.concatenate(transform, onto: cr)
    }

    /// Multiplies `transform` into `target`'s CTM when the product is one Cairo can draw through:
    /// finite, with a finite inverse. Cairo puts a context whose CTM becomes singular or
    /// overflows (a scale of 1e300, or 1e-300 twice) into an error state that nothing clears,
    /// after which every drawing call of the context does nothing; Core Graphics draws on. The
    /// transform is refused instead, and `false` returned, so that callers drawing through it
    /// (an image stretched into a rectangle) leave that drawing out.
    ///
    /// With `forImage`, the product must also be one Cairo can sample an image through: pixman
    /// takes the map from device pixels to image pixels in 16.16 fixed point, so its scale must
    /// stay under 32,767 texels a pixel and its offsets within ±2²², as must the image's origin
    /// in device pixels (Cairo's own fixed point ends at 2²³); Cairo errors past them.
    @discardableResult
    static func concatenate(
        _ transform: CGAffineTransform, onto target: OpaquePointer, forImage: Bool = false
    ) -> Bool {
        var current = cairo_matrix_t()
        cairo_get_matrix(target, &current)
        var step = transform.cairoMatrix
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &step, &current)
        var inverse = product
        // cairo_set_matrix refuses a determinant that is zero or not finite (computed as here);
        // cairo_matrix_invert checks it only for matrices that rotate or shear.
        let determinant = product.xx * product.yy - product.yx * product.xy
        guard product.isFinite, determinant.isFinite, determinant != 0,
            cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS, inverse.isFinite
        else { return false }
        if forImage {
            let scales = [inverse.xx, inverse.yx, inverse.xy, inverse.yy]
            let offsets = [inverse.x0, inverse.y0, product.x0, product.y0]
            guard scales.allSatisfy({ abs($0) < 32_767 }), offsets.allSatisfy({ abs($0) < 4_194_304 }) else {
                return false
            }
        }
        cairo_set_matrix(target, &product)
        return cairo_status(target) == CAIRO_STATUS_SUCCESS
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

extension cairo_matrix_t {
    /// Whether every entry is finite.
    var isFinite: Bool { xx.isFinite && yx.isFinite && xy.isFinite && yy.isFinite && x0.isFinite && y0.isFinite }
}

extension CGAffineTransform {
    /// The same map as Cairo's matrix (`x' = xx·x + xy·y + x0`, `y' = yx·x + yy·y + y0`).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }
}
