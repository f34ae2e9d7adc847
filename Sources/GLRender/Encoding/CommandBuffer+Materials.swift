import Foundation

extension DrawCommand.Program {
    /// The material buffer whose geometry the program draws: its program's (`ShaderProgramID`), so
    /// a material cannot write one layout and draw with a program bound to another. Every
    /// material's program has one (only `backdropBlur`, drawn by no material, has none).
    var buffer: Batcher.BufferKind { shaderProgram.vertexBuffer! }
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
