import Foundation

/// Offscreen images kept from one frame to the next: a pass whose target already holds exactly
/// what it would draw is not drawn again.
///
/// Overall design:
/// - An offscreen pass (a mask's content or alpha, a track matte, group opacity, a blend mode, a
///   shadow's subtree, a transition's appearance) is a pure function of its size, clear colour,
///   blending and planned items. The backend keeps each offscreen pass's target by its index in
///   the frame and tells the planner what each one holds (`FrameContext.offscreenContents`); a
///   pass whose planned content equals what its target holds, and whose items read only passes
///   that are themselves unchanged, is marked `.reused`, its items dropped, and the backend
///   samples the target as it is. Core Animation caches a layer's offscreen image the same way
///   between commits while the layer tree under it does not change.
/// - The key is the content itself, not a version number (as `RasterSnapshot`): nothing can
///   forget to invalidate it, and what it compares is the last step before pixels, after the
///   layer's own placement, ancestors' clips and the grid's density have all been applied. A layer
///   that moves with its image (a masked layer translated by its superlayer: the image lies in
///   the layer's plane) keeps it; one whose content, size or density changes draws it again.
/// - Meshes compare by identity (`ShapeMesh`): an unchanged path keeps its cached mesh, and a
///   re-tessellated equal path only costs one redraw.
/// - Passes are keyed by index: a Lottie animation or a UI plans the same passes in the same order
///   frame after frame. A pass list that shifts only draws again what it would have drawn anyway.
/// - The canvas pass has its own damage tracking; rasterized layers' passes have their own cache.
struct OffscreenContent: Equatable {
    var width: Int
    var height: Int
    var clearColor: PremultipliedColor
    var blend: PassBlend
    var items: [DrawItem]

    init(_ pass: RenderPass) {
        width = pass.width
        height = pass.height
        clearColor = pass.clearColor
        blend = pass.blend
        items = pass.items
    }
}

/// Whether an offscreen pass is drawn this frame or sampled from what its target holds.
enum OffscreenReuse: Equatable {
    /// The target still holds this pass's image from an earlier frame: nothing is drawn.
    case reused
    /// Drawn this frame; afterwards its target holds `content`.
    case drawn(OffscreenContent)

    /// Marks the offscreen passes of `list` whose targets already hold their images (`held`, by
    /// pass index) as reused, dropping their items, and every other offscreen pass with the content
    /// its target will hold once drawn.
    static func apply(to list: DisplayList, held: [Int: OffscreenContent]) -> DisplayList {
        var list = list
        var unchanged = [Bool](repeating: false, count: list.passes.count)
        for index in list.passes.indices where index != list.canvasPassIndex {
            let pass = list.passes[index]
            if let raster = pass.raster {
                // A rasterized layer's bitmap is unchanged when its cache hit.
                unchanged[index] = raster.isHit
                continue
            }
            let content = OffscreenContent(pass)
            let sourcesUnchanged = pass.items.allSatisfy { item in
                item.readPasses.allSatisfy { $0 < index && unchanged[$0] }
            }
            if sourcesUnchanged, held[index] == content {
                list.passes[index].items = []
                list.passes[index].reuse = .reused
                unchanged[index] = true
            } else {
                list.passes[index].reuse = .drawn(content)
            }
        }
        return list
    }

    /// For a frame drawn again as it was planned (the tree did not change): marks the passes of
    /// `frame` (batched from `list`) whose targets still hold what `list` drew into them as reused.
    /// Passes that were reused when planned stay reused (`FrameContext.canReplay` checked that
    /// their targets are still held).
    static func markReplayed(_ list: DisplayList, in frame: inout BatchedFrame, held: [Int: OffscreenContent]) {
        var unchanged = [Bool](repeating: false, count: list.passes.count)
        for index in list.passes.indices where index != list.canvasPassIndex {
            let pass = list.passes[index]
            if let raster = pass.raster {
                unchanged[index] = raster.isHit
                continue
            }
            switch pass.reuse {
            case .reused:
                unchanged[index] = true
            case .drawn(let content):
                let sourcesUnchanged = pass.items.allSatisfy { item in
                    item.readPasses.allSatisfy { $0 < index && unchanged[$0] }
                }
                if sourcesUnchanged, held[index] == content {
                    frame.passes[index].reuse = .reused
                    unchanged[index] = true
                }
            case nil:
                break
            }
        }
    }
}

extension DrawItem {
    /// The offscreen passes whose images this item samples.
    var readPasses: [Int] {
        switch self {
        case .composite(let p): return [p.sourcePass]
        case .masked(let p): return [p.quad.sourcePass, p.maskPass]
        case .blurred(let p):
            if case .pass(let index) = p.source { return [index] }
            return []
        case .solid, .shadow, .shape, .gradient, .image, .particles: return []
        }
    }
}
