/// The `gradient` program's stops as ramps (`u_ramps` in `Shaders/gradient.frag`): for each stop
/// after the first, where the segment into it starts and the inverse of its length, so the shader
/// evaluates `clamp((t - start) * inverse, 0, 1)` per stop, straight-line, and mixes the stops'
/// colours in order.
///
/// Why not the locations themselves: a shader that searches them for t's segment is a loop with a
/// varying exit and varying array indices, which llvmpipe runs to the farthest pixel of each
/// 8-pixel vector, gathering every read; and dividing by each span per pixel would cost a division
/// a stop. Here each stop is a subtraction, a multiplication, a clamp and a mix.
enum GradientRamps {
    /// Inverse length of a segment whose two stops share a location: a step, 0 up to the
    /// location and 1 past it (the later stop's colour wins past it, as the search did). Large,
    /// but small enough that no t of a drawn pixel overflows it.
    static let step: Float = 1e30

    /// `GradientUniforms.maxStops` × 2 floats: (start, inverse length) per stop, (0, 0) for the
    /// first and for the unused stops past the last, whose ramps stay 0 (their colours never mix in).
    ///
    /// Locations that go back are held at the largest before them (a later stop never starts its
    /// segment before an earlier one ends): the order-independent evaluation needs them ascending.
    static func uniforms(locations: [Double]) -> [Float] {
        var ramps = [Float](repeating: 0, count: GradientUniforms.maxStops * 2)
        var previous = locations.first.map(Float.init) ?? 0
        for i in locations.indices.dropFirst().prefix(GradientUniforms.maxStops - 1) {
            let location = max(Float(locations[i]), previous)
            let span = location - previous
            ramps[i * 2] = previous
            ramps[i * 2 + 1] = span > 0 ? min(1 / span, step) : step
            previous = location
        }
        return ramps
    }
}
