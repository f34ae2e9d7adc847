import Foundation

/// Draws one pattern cell into `context`, whose user space is pattern space, as Core Graphics'
/// `CGPatternDrawPatternCallback`; `info` is what the pattern was made with.
public typealias CGPatternDrawPatternCallback = (_ info: UnsafeMutableRawPointer?, _ context: CGContext) -> Void

/// Releases a pattern's `info` when the pattern goes away, as Core Graphics' `CGPatternReleaseInfoCallback`.
public typealias CGPatternReleaseInfoCallback = (_ info: UnsafeMutableRawPointer?) -> Void

/// A pattern's callbacks, as Core Graphics' `CGPatternCallbacks`.
public struct CGPatternCallbacks {
    /// The structure's version; 0, as Apple code passes.
    public var version: UInt32
    /// Draws a cell; a pattern without one paints nothing.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Called with `info` when the pattern is released.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// Creates the callbacks.
    public init(
        version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?
    ) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// How cells are fitted to device pixels, as Core Graphics' `CGPatternTiling`. Here every mode
/// keeps the spacing constant: a cell is drawn at device resolution into a tile of whole pixels,
/// scaled by at most half a pixel across the tile when a step is not a whole number of pixels.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion = 0
    case constantSpacingMinimalDistortion = 1
    case constantSpacing = 2
}

/// A cell drawn by a callback and repeated across what is filled or stroked, as Core Graphics'
/// `CGPattern`: the cell is drawn in pattern space, clipped to `bounds`, at every
/// (`i · xStep`, `j · yStep`); `matrix` maps pattern space to the context's base space (its user
/// space before any transform the drawing code made), so a pattern does not move or scale with the
/// current transform, as in Core Graphics.
///
/// A coloured pattern paints the colours its cell draws; an uncoloured one (`isColored: false`)
/// is a stencil painted in the colour given to `setFillPattern(_:colorComponents:)`.
///
/// ```swift
/// var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, ctx in
///     ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
/// }, releaseInfo: nil)
/// let dots = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: .identity,
///                      xStep: 10, yStep: 10, tiling: .constantSpacing, isColored: true, callbacks: &callbacks)
/// ```
public final class CGPattern {
    let info: UnsafeMutableRawPointer?
    let bounds: CGRect
    let matrix: CGAffineTransform
    let xStep: CGFloat, yStep: CGFloat
    let tiling: CGPatternTiling
    let isColored: Bool
    let drawPattern: CGPatternDrawPatternCallback?
    let releaseInfo: CGPatternReleaseInfoCallback?

    /// Makes a pattern; `nil` when a step is zero or not finite, the bounds are not finite or the
    /// matrix cannot be inverted (no cell could be placed).
    public init?(
        info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
        tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>
    ) {
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard xStep.isFinite, yStep.isFinite, xStep != 0, yStep != 0,
            [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite),
            determinant != 0, determinant.isFinite, matrix.tx.isFinite, matrix.ty.isFinite
        else { return nil }
        self.info = info
        self.bounds = bounds.standardized
        self.matrix = matrix
        self.xStep = xStep
        self.yStep = yStep
        self.tiling = tiling
        self.isColored = isColored
        drawPattern = callbacks.pointee.drawPattern
        releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit { releaseInfo?(info) }
}
