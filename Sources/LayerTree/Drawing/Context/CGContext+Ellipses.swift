import Foundation

/// Core Graphics' ellipse calls, built on the context's path primitives so that every
/// subclass draws them.
extension CGContext {
    /// Adds the ellipse that fits in `rect` to the current path, as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        addPath(CGPath(ellipseIn: rect))
    }

    /// Fills the ellipse that fits in `rect` with the fill color. As in Core Graphics, the
    /// current path is emptied first (and by the fill).
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse that fits in `rect` with the stroke color and line width. As in Core
    /// Graphics, the current path is emptied first (and by the stroke).
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }
}
