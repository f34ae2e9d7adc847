import CSDL

/// One attribute of a vertex layout: its GLSL name and float count.
struct VertexAttribute {
    let name: String
    let components: Int
}

/// The vertex layouts of the programs, attribute for attribute as declared in the GLSL
/// (`Shaders/layer_quad.vert`, `Shaders/textured_quad.vert`); change both together.
/// Every attribute is 32-bit float and interleaved in this order. Every layout starts with
/// the position, four floats, so the batching stage can write a vertex's depth (its third float)
/// without knowing the rest of the layout.
enum VertexLayout {
    /// `flat_color` (`layer_quad` with `FLAT_COLOR`): position (X, Y, Z, W) and color, nothing else.
    static let flatColor: [VertexAttribute] = [
        .init(name: "a_position", components: 4), .init(name: "a_color", components: 4),
    ]

    /// `flat_point` (`layer_quad` with `FLAT_COLOR` and `FLAT_POINT`): a flat square as a point
    /// sprite, one vertex: its centre (X, Y, Z, W), its side in target pixels and its colour. The
    /// side sits where `particlePoint` has it, so one routine counts both kinds' pixels.
    static let flatPoint: [VertexAttribute] = [
        .init(name: "a_position", components: 4), .init(name: "a_size", components: 1),
        .init(name: "a_color", components: 4),
    ]

    /// `layer_quad`: position (X, Y, Z, W), local, shape, radii, color, clipLocal, clipHalfSize, clipRadii.
    static let layerQuad: [VertexAttribute] = [
        .init(name: "a_position", components: 4), .init(name: "a_local", components: 2),
        .init(name: "a_shape", components: 4), .init(name: "a_radii", components: 4),
        .init(name: "a_color", components: 4), .init(name: "a_clipLocal", components: 3),
        .init(name: "a_clipHalfSize", components: 2), .init(name: "a_clipRadii", components: 4),
    ]

    /// `textured_quad`: position (X, Y, Z, W), texCoord, opacity, clipLocal, clipHalfSize, clipRadii.
    static let texturedQuad: [VertexAttribute] = [
        .init(name: "a_position", components: 4), .init(name: "a_texCoord", components: 2),
        .init(name: "a_opacity", components: 1), .init(name: "a_clipLocal", components: 3),
        .init(name: "a_clipHalfSize", components: 2), .init(name: "a_clipRadii", components: 4),
    ]

    /// `particle_quad`: position (X, Y, Z, W), texCoord, tint (premultiplied, opacity applied).
    /// A particle's clip is cut on the CPU (`Tessellator+Particles.swift`), so it carries none.
    static let particleQuad: [VertexAttribute] = [
        .init(name: "a_position", components: 4), .init(name: "a_texCoord", components: 2),
        .init(name: "a_tint", components: 4),
    ]

    /// `particle_point`: the particle's centre (X, Y, Z, W), the sprite's side in target pixels, the
    /// image's part (u0, v0, width, height) and tint: one vertex a particle.
    static let particlePoint: [VertexAttribute] = [
        .init(name: "a_position", components: 4), .init(name: "a_size", components: 1),
        .init(name: "a_texRect", components: 4), .init(name: "a_tint", components: 4),
    ]

    /// `shadow_shape`: position (X, Y, Z, W), local, shape (half size, σ, 0), radii, color, clipLocal, clipHalfSize, clipRadii.
    static let shadowShape: [VertexAttribute] = layerQuad

    static func floatsPerVertex(_ layout: [VertexAttribute]) -> Int { layout.reduce(0) { $0 + $1.components } }
}

extension Batcher.BufferKind {
    /// Whether its indices are points, one a vertex (point sprites), rather than triangles.
    var holdsPoints: Bool {
        switch self {
        case .flatPoints, .particlePoints: return true
        case .flat, .solid, .textured, .shadow, .particles: return false
        }
    }

    /// The layout of the buffer's vertices, which every program drawing from it binds
    /// (`ShaderProgramID.vertexBuffer`).
    var layout: [VertexAttribute] {
        switch self {
        case .flat: return VertexLayout.flatColor
        case .flatPoints: return VertexLayout.flatPoint
        // Gradients share the solid vertices (`gradient.vert` includes `layer_quad.vert`).
        case .solid: return VertexLayout.layerQuad
        case .textured: return VertexLayout.texturedQuad
        case .shadow: return VertexLayout.shadowShape
        case .particles: return VertexLayout.particleQuad
        case .particlePoints: return VertexLayout.particlePoint
        }
    }
}
