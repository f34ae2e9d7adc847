import Foundation
import LayerTree

@testable import GLRender

/// A whole `Renderer` on the recording backend: damage, planning, culling, batching and encoding all
/// run as in a window, and the frame's draws, statistics and record are read without a GPU.
final class RecordingRenderer {
    let backend: RecordingBackend
    let renderer: Renderer

    /// `maxPointSize` 0 draws every square as triangles; 255 is llvmpipe's largest point sprite.
    init(maxPointSize: Double = 0, maxTextureSize: Int = 4096) {
        backend = RecordingBackend(maxTextureSize: maxTextureSize, maxPointSize: maxPointSize)
        renderer = Renderer(backend: backend)
    }

    /// Draws `root`'s tree (only its damage, after the first frame) and returns the frame's draws:
    /// none when nothing was damaged.
    @discardableResult
    func draw(
        _ root: CALayer, size: CGSize = CGSize(width: 200, height: 200), background: CGColor? = nil,
        fullRedraw: Bool = false
    ) throws -> [RecordedDraw] {
        try draw(root.makeRenderTree(), size: size, background: background, fullRedraw: fullRedraw)
    }

    @discardableResult
    func draw(
        _ tree: RenderTree, size: CGSize = CGSize(width: 200, height: 200), background: CGColor? = nil,
        fullRedraw: Bool = false
    ) throws -> [RecordedDraw] {
        let record = try renderer.draw(
            tree, into: FrameTarget(size: size, scale: 1, background: background), fullRedraw: fullRedraw)
        return record.destination == nil ? [] : backend.draws
    }

    var statistics: FrameStatistics { renderer.lastFrameStatistics }
    var record: FrameRecord { renderer.lastFrameRecord }
}
