import Foundation

/// The CPU-made resources a command buffer samples that its backend does not hold yet, made
/// before execute so that executing a frame only uploads and draws.
///
/// Today these are shadow masks: a silhouette's coverage rasterized and blurred on the CPU
/// (`ShadowMaskRasterizer`), sampled by `gaussian_blur` draws from `BlurSource.mask`.
struct FrameResources {
    /// Alpha, one byte a texel, row 0 at the top (`ShadowMaskRasterizer.mask(for:)`), by key.
    var shadowMasks: [ShadowMaskKey: [UInt8]] = [:]

    init(shadowMasks: [ShadowMaskKey: [UInt8]] = [:]) { self.shadowMasks = shadowMasks }

    /// Rasterizes the masks `frame` samples that `context` says are not resident.
    init(for frame: BatchedFrame, context: FrameContext) {
        for key in frame.shadowMaskKeys where !context.shadowMasks.contains(key) && shadowMasks[key] == nil {
            shadowMasks[key] = ShadowMaskRasterizer.mask(for: key)
        }
    }
}

extension BatchedFrame {
    /// The shadow masks the frame's draws sample, in draw order (a key may repeat); a reused
    /// rasterized bitmap's pass draws nothing, so it asks for none.
    var shadowMaskKeys: [ShadowMaskKey] {
        var keys: [ShadowMaskKey] = []
        for pass in passes where pass.raster?.isHit != true {
            for commands in [pass.opaque, pass.blended] {
                for command in commands {
                    if case .gaussianBlur(.mask(let key), _) = command.program { keys.append(key) }
                }
            }
        }
        return keys
    }
}
