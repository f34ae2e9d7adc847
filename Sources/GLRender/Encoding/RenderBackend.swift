import Foundation

/// Executes a frame's command buffer (`BatchedFrame`): the last stage of a frame.
///
/// A frame flows one way: preroll (`FramePlanner`) → emit (`Batcher`) → execute. The GL
/// backend (`GLEncoder`) is the only code that calls `gl*`; `RecordingBackend` executes the
/// same commands on the CPU, so tests can assert what would be drawn without a GPU (Flutter's
/// mock canvas, femtovg's void renderer).
protocol RenderBackend: AnyObject {
    associatedtype Execution
    /// Executes every pass of `frame`; `uploadGeometry` is false when the frame's geometry is the
    /// previous frame's, already resident.
    func execute(_ frame: BatchedFrame, uploadGeometry: Bool) throws -> Execution
}

extension GLEncoder: RenderBackend {
    func execute(_ frame: BatchedFrame, uploadGeometry: Bool) throws -> (RenderTarget?, Report) {
        try encode(frame, uploadGeometry: uploadGeometry)
    }
}

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

/// One draw call as the recording backend executed it.
struct RecordedDraw: Equatable {
    enum Phase: Equatable { case opaque, blended }
    var pass: Int
    var phase: Phase
    var program: DrawCommand.Program
    var triangles: Int
    /// Target pixels its triangles cover, from their projected areas (inside the scissors, if any).
    var pixels: Double
    /// The rectangles its pass is scissored to (a partial redraw's damage); nil: the whole target.
    var scissors: [PixelRect]? = nil
    /// Each primitive's depth (normalized device units, at a triangle's first vertex; smaller is
    /// nearer), in draw order.
    var depths: [Float]
    /// Each primitive's projected corners, in target pixels, in draw order: a triangle's three, a
    /// point sprite's square's four.
    var corners: [[Point2]]
    /// Point sprites it draws (flat squares, particles), apart from triangles.
    var points = 0
}

/// Executes command buffers on the CPU and keeps what each draw would have drawn.
final class RecordingBackend: RenderBackend {
    private(set) var draws: [RecordedDraw] = []

    @discardableResult
    func execute(_ frame: BatchedFrame, uploadGeometry: Bool = true) -> [RecordedDraw] {
        draws = []
        for (index, pass) in frame.passes.enumerated() where pass.raster?.isHit != true {
            for command in pass.opaque {
                record(command, phase: .opaque, pass: index, frame: frame)
            }
            for command in pass.blended {
                record(command, phase: .blended, pass: index, frame: frame)
            }
        }
        return draws
    }

    private func record(_ command: DrawCommand, phase: RecordedDraw.Phase, pass: Int, frame: BatchedFrame) {
        let (scissors, width, height) = (
            frame.passes[pass].scissors, frame.passes[pass].width, frame.passes[pass].height
        )
        let buffer = frame.buffer(command.program.buffer)
        let floats = buffer.floatsPerVertex
        let target = PixelRect(x: 0, y: 0, width: width, height: height)
        if command.program.drawsPoints {
            // Point sprites: no triangles, each a square of its side (the layouts' fifth float).
            var draw = RecordedDraw(
                pass: pass, phase: phase, program: command.program, triangles: 0,
                pixels: buffer.projectedPointArea(
                    ofIndices: command.firstIndex..<(command.firstIndex + command.indexCount), target: target,
                    scissors: scissors),
                scissors: scissors, depths: [], corners: [], points: command.indexCount)
            for i in command.firstIndex..<(command.firstIndex + command.indexCount) {
                let k = Int(buffer.indices[i]) * floats
                let w = Double(buffer.vertices[k + 3])
                let (x, y) = (Double(buffer.vertices[k]) / w, Double(buffer.vertices[k + 1]) / w)
                let half = Double(buffer.vertices[k + 4]) / 2
                draw.depths.append(Float(Double(buffer.vertices[k + 2]) / w))
                draw.corners.append([
                    Point2(x - half, y - half), Point2(x + half, y - half), Point2(x + half, y + half),
                    Point2(x - half, y + half),
                ])
            }
            draws.append(draw)
            return
        }
        var draw = RecordedDraw(
            pass: pass, phase: phase, program: command.program, triangles: command.indexCount / 3,
            pixels: 0, scissors: scissors, depths: [], corners: [])
        for t in stride(from: command.firstIndex, to: command.firstIndex + command.indexCount, by: 3) {
            var corners: [Point2] = []
            for corner in 0..<3 {
                let k = Int(buffer.indices[t + corner]) * floats
                let w = Double(buffer.vertices[k + 3])
                corners.append(Point2(Double(buffer.vertices[k]) / w, Double(buffer.vertices[k + 1]) / w))
                if corner == 0 { draw.depths.append(Float(Double(buffer.vertices[k + 2]) / w)) }
            }
            draw.pixels += buffer.projectedArea(
                ofIndices: t..<(t + 3), target: PixelRect(x: 0, y: 0, width: width, height: height), scissors: scissors)
            draw.corners.append(corners)
        }
        draws.append(draw)
    }
}
