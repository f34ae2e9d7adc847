import Foundation

extension DrawCommand.Program {
    /// The material buffer whose geometry the program draws: its program's (`ShaderProgramID`), so
    /// a material cannot write one layout and draw with a program bound to another. Every
    /// material's program has one (only `backdropBlur`, drawn by no material, has none).
    var buffer: Batcher.BufferKind { shaderProgram.vertexBuffer! }

    /// The target pixels the material copies to read before drawing (a blend mode's quad box, a
    /// backdrop filter's grown by the blur's reach); nil for one that reads only its own inputs.
    /// Batching reads it: such a draw never merges, and nothing after it moves before it there.
    @inline(__always)
    var backdrop: PixelRect? {
        switch self {
        case .blendedQuad(_, _, let box), .backdropFilterQuad(_, let box): return box
        case .flatColor, .flatPoints, .layerQuad, .texturedQuad, .gradient, .shadowShape, .gaussianBlur, .maskedQuad,
            .colorMatrixQuad, .image, .particles, .particlePoints:
            return nil
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
