import Foundation

/// UIKit's and Core Animation's `NSValue` boxes for geometry, so animation values written as
/// `NSValue(cgPoint:)` or `NSValue(caTransform3D:)` port unchanged; `AnimatableValue` unboxes them.
///
/// Points, sizes and rects use Foundation's own boxes (the `point`, `size` and `rect` ones, whose
/// `CGPoint` is Linux's `NSPoint`). Foundation on Linux cannot box an arbitrary struct, so a
/// transform is boxed as its sixteen fields, an array of doubles (objCType `[16d]`, where Apple's
/// is `{CATransform3D=dddddddddddddddd}`).
///
/// ```swift
/// let turn = CABasicAnimation(keyPath: "transform")
/// turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 0, 1))
/// ```
extension NSValue {
    /// Boxes a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Boxes a 3D transform, as Core Animation's `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D transform: CATransform3D) {
        let fields = transform.fields.map(Double.init)
        self.init(bytes: fields, objCType: BoxedGeometry.transformType)
    }

    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }

    /// The boxed transform; the identity when the box holds something else.
    public var caTransform3DValue: CATransform3D { BoxedGeometry.transform(in: self) ?? CATransform3DIdentity }
}

/// Which geometry an `NSValue` box holds, told by its objCType.
enum BoxedGeometry {
    /// The objCType of a boxed transform: sixteen doubles.
    static let transformType = "[16d]"
    static let pointType = objCType(of: NSValue(point: .zero))
    static let sizeType = objCType(of: NSValue(size: .zero))
    static let rectType = objCType(of: NSValue(rect: .zero))

    static func objCType(of value: NSValue) -> String { String(cString: value.objCType) }

    static func transform(in value: NSValue) -> CATransform3D? {
        guard objCType(of: value) == transformType else { return nil }
        var fields = [Double](repeating: 0, count: 16)
        fields.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
        return CATransform3D(fields: fields.map { CGFloat($0) })
    }

    /// The animatable value in a box of points, sizes, rects or transforms; `nil` for other boxes.
    static func animatableValue(in value: NSValue) -> AnimatableValue? {
        switch objCType(of: value) {
        case pointType: return .point(value.pointValue)
        case sizeType: return .size(value.sizeValue)
        case rectType: return .rect(value.rectValue)
        case transformType: return transform(in: value).map(AnimatableValue.transform)
        default: return nil
        }
    }
}
