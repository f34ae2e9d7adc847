import Foundation

extension DrawCommand.Program {
    /// The linked program (`ShaderLibrary.programSources`) that draws the material.
    var programName: String {
        switch self {
        case .flatColor: return "flat_color"
        case .flatPoints: return "flat_point"
        case .layerQuad(let features): return features.programName
        case .texturedQuad, .image: return "textured_quad"
        case .gradient: return "gradient"
        case .shadowShape: return "shadow_shape"
        case .gaussianBlur(_, let uniforms): return uniforms.blursColor ? "gaussian_blur_color" : "gaussian_blur"
        case .colorMatrixQuad: return "color_matrix"
        case .backdropFilterQuad: return "backdrop_filter"
        case .maskedQuad: return "masked_quad"
        case .blendedQuad: return "blend_quad"
        case .particles: return "particle_quad"
        case .particlePoints: return "particle_point"
        }
    }

    /// The material buffer whose geometry the program draws.
    var buffer: Batcher.BufferKind {
        switch self {
        case .flatColor: return .flat
        case .flatPoints: return .flatPoints
        case .layerQuad, .gradient: return .solid
        case .shadowShape: return .shadow
        case .texturedQuad, .gaussianBlur, .maskedQuad, .blendedQuad, .colorMatrixQuad, .backdropFilterQuad, .image:
            return .textured
        case .particles: return .particles
        case .particlePoints: return .particlePoints
        }
    }
}

extension BatchedFrame {
    /// Runs `body` on a material's buffer in place (no copy of its arrays).
    mutating func withBuffer<Result>(
        _ kind: Batcher.BufferKind, _ body: (inout GeometryBuffer) -> Result
    ) -> Result {
        switch kind {
        case .flat: return body(&flat)
        case .flatPoints: return body(&flatPoints)
        case .solid: return body(&solid)
        case .textured: return body(&textured)
        case .shadow: return body(&shadow)
        case .particles: return body(&particles)
        case .particlePoints: return body(&particlePoints)
        }
    }

    func buffer(_ kind: Batcher.BufferKind) -> GeometryBuffer {
        switch kind {
        case .flat: return flat
        case .flatPoints: return flatPoints
        case .solid: return solid
        case .textured: return textured
        case .shadow: return shadow
        case .particles: return particles
        case .particlePoints: return particlePoints
        }
    }
}
