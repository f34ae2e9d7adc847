import Foundation
@_spi(Rendering) import LayerTree

/// Tessellated shape meshes kept from frame to frame, keyed by path, style and flattening level.
///
/// An unchanged `CAShapeLayer` is tessellated once; an animated one (its path, line
/// width or stroke end changing) gets a new mesh per distinct value. Colors are not in
/// the key: they travel with the draw item, so a color animation reuses the mesh.
/// Entries not asked for in the last `capacity` look-ups are dropped when the cache is full.
final class ShapeMeshCache {
    enum Key: Hashable {
        case fill(path: [CGPathElement], rule: CAShapeLayerFillRule, level: Int)
        case stroke(path: [CGPathElement], style: StrokeStyle, level: Int)
    }

    private var entries: [Key: (mesh: ShapeMesh, lastUse: Int)] = [:]
    private var clock = 0
    let capacity: Int
    /// How many meshes were built (tests check that an unchanged shape is not re-tessellated).
    private(set) var tessellations = 0
    /// How many trimmed strokes' paths were measured to place their trims by length (only
    /// when their mesh is built: `strokeMesh(for:level:)`).
    private(set) var trimMeasurements = 0
    /// Meshes kept.
    var count: Int { entries.count }

    init(capacity: Int = 512) { self.capacity = capacity }

    /// The most points a shape's curves are flattened to (coarse flattening): past it, the
    /// flattening is coarser than the level's quarter pixel. What the tessellators do grows with
    /// the points, and a curve's points grow with its size over the tolerance, so without it a
    /// stroked rounded rectangle 1e9 points across took 18 s of a debug build to draw nothing.
    static let maximumFlattenedPoints = 4096

    /// Flattening tolerance, in layer units, for a scale level: a quarter pixel at `2^level` pixels per unit.
    static func tolerance(level: Int) -> Double { 0.25 / pow(2, Double(level)) }

    /// The level whose tolerance stays within a quarter pixel at `pixelsPerUnit`.
    static func level(pixelsPerUnit: Double) -> Int {
        guard pixelsPerUnit.isFinite, pixelsPerUnit > 0 else { return 0 }
        return min(max(Int(log2(pixelsPerUnit).rounded(.up)), -8), 12)
    }

    func mesh(for key: Key, content: ShapeContent) -> ShapeMesh {
        clock += 1
        // One look-up on a hit: the key hashes the whole path, element by element.
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = clock
            return entries.values[index].mesh
        }
        if entries.count >= capacity {
            let cutoff = clock - capacity
            entries = entries.filter { $0.value.lastUse > cutoff }
            if entries.count >= capacity { entries.removeAll() }
        }
        let mesh = Self.tessellate(key, content: content)
        tessellations += 1
        if case .stroke = key, content.strokeStart > 0 || content.strokeEnd < 1 { trimMeasurements += 1 }
        entries[key] = (mesh, clock)
        return mesh
    }

    /// Builds the mesh a key names.
    static func tessellate(_ key: Key, content: ShapeContent) -> ShapeMesh {
        let mesh = ShapeMesh()
        switch key {
        case let .fill(_, rule, level):
            let contours = content.flattenedSubpaths(
                tolerance: CGFloat(tolerance(level: level)), maximumPoints: maximumFlattenedPoints
            ).subpaths.map { $0.points.map { Point2(Double($0.x), Double($0.y)) } }
            PathFillTessellator.fill(contours, rule: rule == .evenOdd ? .evenOdd : .nonZero, into: mesh)
        case let .stroke(_, _, level):
            // The key holds the trim as the layer does; the stroker takes it by length.
            let style = content.strokeStyle
            let flattened = content.flattenedSubpaths(
                tolerance: CGFloat(tolerance(level: level)), maximumPoints: maximumFlattenedPoints)
            let subpaths = flattened.subpaths
                .map { (points: $0.points.map { Point2(Double($0.x), Double($0.y)) }, isClosed: $0.isClosed) }
            // Round joins and caps are cut at the same, possibly coarser, tolerance.
            let tolerance = Double(flattened.tolerance)
            let pieces = PathStroker.pieces(subpaths, style: style)
            // Laid out directly where that is exactly the stroke (far fewer triangles); else the union.
            if !StrokeRing.tessellate(pieces, style: style, tolerance: tolerance, into: mesh) {
                let outline = PathStroker.outline(of: pieces, style: style, tolerance: tolerance)
                PathFillTessellator.fill(outline, rule: .nonZero, into: mesh)
            }
        }
        return mesh
    }
}

extension ShapeMeshCache {
    /// The stroke mesh of `content` at flattening `level`.
    ///
    /// Keyed by the trim as the layer holds it (`strokeKeyStyle`), not by where its ends fall
    /// along the length (`strokeStyle`): that depends on the path alone, which the key holds
    /// too, so equal keys still give equal meshes, and measuring the path (every curve's arc
    /// length; 0.2 M instructions a frame of LottieLogo1's trimmed strokes, their meshes all
    /// cached) is left to a miss.
    func strokeMesh(for content: ShapeContent, level: Int) -> ShapeMesh {
        mesh(for: .stroke(path: content.path, style: content.strokeKeyStyle, level: level), content: content)
    }
}

extension ShapeContent {
    /// The stroke's parameters with the trim's ends as the layer holds them: what the mesh
    /// cache's key takes (`ShapeMeshCache.strokeMesh(for:level:)`).
    var strokeKeyStyle: StrokeStyle {
        StrokeStyle(
            lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin, miterLimit: Double(miterLimit),
            dashPattern: lineDashPattern.map(Double.init), dashPhase: Double(lineDashPhase),
            strokeStart: Double(strokeStart), strokeEnd: Double(strokeEnd))
    }

    /// The stroke's parameters as the stroker takes them; a trim's ends as fractions of the
    /// path's length, where Core Animation puts them (`lengthFraction`).
    var strokeStyle: StrokeStyle {
        let (start, end) = strokeRangeByLength
        return StrokeStyle(
            lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin, miterLimit: Double(miterLimit),
            dashPattern: lineDashPattern.map(Double.init), dashPhase: Double(lineDashPhase),
            strokeStart: Double(start), strokeEnd: Double(end))
    }
}
