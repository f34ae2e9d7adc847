/// Which variant of the `gradient` program draws a gradient: through a path's coverage or a
/// rounded rectangle's, of which kind (axial, radial, conic) and with how many stops, each a
/// `#define` (`Shaders/gradient.frag`).
///
/// Why: llvmpipe runs every side of a branch at every pixel, and every trip of a loop that any
/// of its 8 pixels needs. The one program paid for all three kinds (the conic one's two `atan`s
/// included) and for a search through 16 stops at every pixel of every gradient; a variant pays
/// for its own kind and its own stops. The variants are linked when a frame first needs one
/// (`ShaderLibrary.program(for:)`); a gradient's command names its variant, so two gradients
/// never merge into one draw anyway (each has its own uniforms).
struct GradientVariant: Hashable {
    /// Through a tessellated path's coverage (`GradientPath`): `gradient_path`.
    var path: Bool
    /// 0 axial, 1 radial, 2 conic (`GradientUniforms.type`); nil: the full program, which picks
    /// by its `u_type` uniform.
    var type: Int32?
    /// The stops it evaluates, 1…`GradientUniforms.maxStops` (a gradient of none has one: its
    /// colours are all zero).
    var stops: Int

    init(path: Bool, type: Int32?, stops: Int) {
        self.path = path
        self.type = type.map { min(max($0, 0), 2) }
        self.stops = min(max(stops, 1), GradientUniforms.maxStops)
    }

    /// The full program (`ShaderProgramID.gradient` or `.gradientPath`), linked at start-up: every
    /// kind, every stop.
    static func full(path: Bool) -> GradientVariant {
        GradientVariant(path: path, type: nil, stops: GradientUniforms.maxStops)
    }

    var isFull: Bool { self == Self.full(path: path) }

    private static let kinds = ["axial", "radial", "conic"]

    /// The variant's `#define`s, after the path's (`ShaderProgramID.source`).
    var defines: [String] {
        var defines = path ? ["GRADIENT_PATH"] : []
        if let type { defines.append("GRADIENT_" + Self.kinds[Int(type)].uppercased()) }
        if stops != GradientUniforms.maxStops { defines.append("GRADIENT_STOPS \(stops)") }
        return defines
    }

    /// `gradient` or `gradient_path` for the full program, else with the kind and the stops:
    /// `gradient_path[radial,3]`.
    var programName: String {
        let base = path ? "gradient_path" : "gradient"
        guard !isFull else { return base }
        return base + "[" + (type.map { Self.kinds[Int($0)] } ?? "any") + ",\(stops)]"
    }
}
