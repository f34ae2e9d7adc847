import Foundation

// Colours given as components in a colour space set beforehand, as older Core Graphics code
// writes them: `setFillColorSpace(_:)` then `setFillColor(_:)` with an array of components.

extension CGContext {
    /// Sets the space that `setFillColor(_:)`'s components are read in, and the fill colour to
    /// that space's opaque black, as Core Graphics does.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColorSpace = space
        state.fillColor = .black
    }

    /// Sets the space that `setStrokeColor(_:)`'s components are read in, and the stroke colour
    /// to that space's opaque black, as Core Graphics does.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColorSpace = space
        state.strokeColor = .black
    }

    /// Sets the fill colour from the fill colour space's components followed by alpha
    /// (`[gray, alpha]` or `[red, green, blue, alpha]`).
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGColor(colorSpace: state.fillColorSpace, components: components) { state.fillColor = color }
    }

    /// Sets the stroke colour from the stroke colour space's components followed by alpha
    /// (`[gray, alpha]` or `[red, green, blue, alpha]`).
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGColor(colorSpace: state.strokeColorSpace, components: components) {
            state.strokeColor = color
        }
    }
}
