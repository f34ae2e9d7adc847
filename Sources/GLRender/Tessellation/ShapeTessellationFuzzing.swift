@_spi(Rendering) import LayerTree

/// An entry point for coverage-guided fuzzing (`Fuzzers/FuzzShapePath`, `scripts/libfuzzer.sh`): a
/// shape's fill and stroke tessellated as the renderer tessellates them, without GL or a cache.
@_spi(Fuzzing) public enum ShapeTessellationFuzzing {
    /// Tessellates `content`'s fill and stroke at flattening `level` (see `ShapeMeshCache`); the
    /// number of triangles made.
    public static func tessellate(_ content: ShapeContent, level: Int) -> Int {
        var triangles = 0
        if content.fills {
            let key = ShapeMeshCache.Key.fill(path: content.path, rule: content.fillRule, level: level)
            triangles += ShapeMeshCache.tessellate(key, content: content).triangleCount
        }
        if content.strokes {
            let key = ShapeMeshCache.Key.stroke(path: content.path, style: content.strokeKeyStyle, level: level)
            triangles += ShapeMeshCache.tessellate(key, content: content).triangleCount
        }
        return triangles
    }
}
