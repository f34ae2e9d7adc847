import Foundation

/// A smooth colour change along an axis or between two circles whose colours come from a
/// function, as Core Graphics' `CGShading`: the function takes t, from the low end of its domain at
/// the start to the high end at the end (0 to 1 without a domain), and gives the space's colour
/// components followed by alpha.
///
/// Drawn by `drawShading(_:)` as a Cairo gradient through the function sampled at 256 evenly spaced
/// values of t, with straight lines between them: exact for the linear functions shadings mostly
/// use, and within 1/256 of the way along for any other.
///
/// ```swift
/// let shading = CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: .zero,
///                         end: CGPoint(x: 0, y: 100), function: fade, extendStart: true, extendEnd: true)
/// ctx.drawShading(shading!)
/// ```
public final class CGShading {
    /// Along an axis, or between two circles.
    enum Geometry {
        case axial(start: CGPoint, end: CGPoint)
        case radial(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    let space: CGColorSpace
    let geometry: Geometry
    let function: CGFunction
    let extendStart: Bool, extendEnd: Bool

    /// An axial shading from `start` to `end`; `nil` when a point is not finite or the space is not
    /// gray or RGB.
    public init?(
        axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction, extendStart: Bool,
        extendEnd: Bool
    ) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
            space.model == .rgb || space.model == .monochrome
        else { return nil }
        self.space = space
        geometry = .axial(start: start, end: end)
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// A radial shading between the circle at `start` and the one at `end`; `nil` when a value
    /// is not finite, a radius is negative or the space is not gray or RGB.
    public init?(
        radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat,
        function: CGFunction, extendStart: Bool, extendEnd: Bool
    ) {
        guard [start.x, start.y, end.x, end.y, startRadius, endRadius].allSatisfy(\.isFinite),
            startRadius >= 0, endRadius >= 0, space.model == .rgb || space.model == .monochrome
        else { return nil }
        self.space = space
        geometry = .radial(start: start, startRadius: startRadius, end: end, endRadius: endRadius)
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// How many values of t the function is sampled at.
    static let sampleCount = 256

    /// The function sampled into a gradient, with the shading's extends as gradient options.
    func sampledGradient() -> (gradient: CGGradient, options: CGGradientDrawingOptions)? {
        let low = function.domain?[0] ?? 0, high = function.domain?[1] ?? 1
        let components = space.numberOfComponents
        var colors: [Any] = [], locations: [CGFloat] = []
        for i in 0..<Self.sampleCount {
            let fraction = CGFloat(i) / CGFloat(Self.sampleCount - 1)
            var outputs = function.evaluate([low + (high - low) * fraction])
            // The space's components then alpha; a missing alpha is opaque.
            outputs += [CGFloat](repeating: 1, count: max(0, components + 1 - outputs.count))
            guard
                let color = outputs.withUnsafeBufferPointer({ CGColor(colorSpace: space, components: $0.baseAddress!) })
            else { return nil }
            colors.append(color)
            locations.append(fraction)
        }
        guard let gradient = CGGradient(colorsSpace: space, colors: colors, locations: locations) else { return nil }
        var options: CGGradientDrawingOptions = []
        if extendStart { options.insert(.drawsBeforeStartLocation) }
        if extendEnd { options.insert(.drawsAfterEndLocation) }
        return (gradient, options)
    }
}
