import Foundation

extension CALayerContentsGravity {
    /// The rectangle of `natural` size that this gravity gives in `bounds`. The names are y-up,
    /// as Core Animation's: "top" is the max-y edge.
    public func placement(of natural: CGSize, in bounds: CGRect) -> CGRect {
        let gravity = self
        var size = natural
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / natural.width, sy = bounds.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            size = CGSize(width: natural.width * s, height: natural.height * s)
        default:
            break
        }
        let name = gravity.rawValue
        let x: CGFloat
        if gravity == .left || gravity == .topLeft || gravity == .bottomLeft {
            x = bounds.minX
        } else if gravity == .right || gravity == .topRight || gravity == .bottomRight {
            x = bounds.maxX - size.width
        } else {
            x = bounds.midX - size.width / 2
        }
        // y-up names: "top" is the max-y edge.
        let y: CGFloat
        if name.hasPrefix("top") {
            y = bounds.maxY - size.height
        } else if name.hasPrefix("bottom") {
            y = bounds.minY
        } else {
            y = bounds.midY - size.height / 2
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
