import Foundation

extension CGContext {
    /// Fills the clip with `shading`, as a gradient does: the current transform applies, the current
    /// path is left alone, and past the ends only what the shading's extends ask for is painted.
    public func drawShading(_ shading: CGShading) {
        guard let (gradient, options) = shading.sampledGradient() else { return }
        switch shading.geometry {
        case let .axial(start, end):
            drawLinearGradient(gradient, start: start, end: end, options: options)
        case let .radial(start, startRadius, end, endRadius):
            drawRadialGradient(
                gradient, startCenter: start, startRadius: startRadius, endCenter: end, endRadius: endRadius,
                options: options)
        }
    }
}
