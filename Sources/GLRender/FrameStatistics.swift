import Foundation

/// What the renderer did for one frame, from its own record.
///
/// ```swift
/// _ = try renderer.render(scene)
/// print(renderer.lastFrameStatistics.drawCalls)
/// ```
public struct FrameStatistics: Equatable, Sendable, CustomStringConvertible {
    /// Visible layers in the snapshot.
    public var layers = 0
    /// `glDrawElements` calls, all passes together.
    public var drawCalls = 0
    /// Triangles submitted, all passes together.
    public var triangles = 0
    /// Vertices in the frame's buffers.
    public var vertices = 0
    /// Vertices actually sent to the GPU this frame (unchanged ranges are not re-sent).
    public var verticesUploaded = 0
    /// Bytes of image (`contents`) texels sent to the GPU this frame; 0 when every image was resident.
    public var textureBytesUploaded = 0
    /// Image textures resident after the frame (an image larger than the GPU's limit is several).
    public var imageTextures = 0
    /// Offscreen passes drawn before the canvas pass.
    public var offscreenPasses = 0
    /// Pixels of those passes' targets.
    public var offscreenPixels = 0
    /// Whether planning and tessellation were skipped because the tree had not changed.
    public var reusedPreviousFrame = false
    /// GPU time from `GL_EXT_disjoint_timer_query`, when the driver offers it.
    public var gpuMilliseconds: Double?

    public init() {}

    public var description: String {
        var lines = [
            "layers: \(layers)",
            "draw calls: \(drawCalls)",
            "triangles: \(triangles)",
            "vertices: \(vertices)",
            "vertices uploaded: \(verticesUploaded)",
            "texture bytes uploaded: \(textureBytesUploaded)",
            "image textures: \(imageTextures)",
            "offscreen passes: \(offscreenPasses)",
            "offscreen pixels: \(offscreenPixels)",
            "reused previous frame: \(reusedPreviousFrame)",
        ]
        lines.append("gpu time: " + (gpuMilliseconds.map { String(format: "%.3f ms", $0) } ?? "not measurable on this driver"))
        return lines.joined(separator: "\n")
    }
}
