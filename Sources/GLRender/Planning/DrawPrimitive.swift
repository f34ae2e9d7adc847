@_spi(Rendering) import LayerTree

/// Where an item lies: its polygon (in its layer's plane), its plane's map to the target, its
/// layer and its rounded clip.
typealias Placement = (polygon: ConvexPolygon, toTarget: Homography, layerID: UInt64, clip: RoundedClip?)

/// One kind of drawn item (a `DrawItem` case's payload), answering for itself what every stage
/// asks of an item: where it lies, how its pixels combine with the target's, and which material
/// draws it, with its tessellation.
///
/// Why each kind answers and not a switch per question: a new primitive is then one file (its
/// struct and this conformance), and the compiler asks for each answer there. `DrawItem` forwards
/// every question to its case's concrete type, so the per-item path has no existentials: each
/// forward is a direct call the optimizer inlines.
protocol DrawPrimitive {
    var placement: Placement { get }
    /// The polygon and the plane's map to the target, read in place (no tuple of every placement
    /// field, no copy of the clip): planning and batching read them for every item of every frame.
    func withPolygon<Result>(_ body: (ConvexPolygon, Homography) -> Result) -> Result
    /// The plane's depth in a 3D rendering context that the depth buffer resolves, if any.
    var planeDepth: PlaneDepth? { get }
    /// The layer it draws.
    var layerID: UInt64 { get }
    /// How its pixels combine with its target's: the one decider (see `Blending`).
    var blending: Blending { get }
    /// Whether `blending` is `.opaque`; a kind that may be opaque answers without building the value.
    var isOpaque: Bool { get }
    /// Whether it samples what an offscreen pass drew (the `offscreen` overlay tints it).
    var readsOffscreenPass: Bool { get }
    /// The debug overlay mode that added it (`DebugOverlayStage`); empty for what a layer draws.
    var debugOverlay: DebugOverlay { get }
    /// Picks its material for what batching knows (`BatchingContext`: the largest point sprite, the
    /// target) and tessellates into that material's buffer (`BatchedFrame.append`); nil when it
    /// draws nothing.
    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem?
}

extension DrawPrimitive {
    @inline(__always)
    func withPolygon<Result>(_ body: (ConvexPolygon, Homography) -> Result) -> Result {
        let (polygon, toTarget, _, _) = placement
        return body(polygon, toTarget)
    }

    /// Most kinds are never opaque: only one that covers its pixels with alpha 1 can be.
    @inline(__always)
    var isOpaque: Bool { blending.isOpaque }

    var readsOffscreenPass: Bool { false }

    var debugOverlay: DebugOverlay { [] }
}

/// A primitive that holds its own placement fields (solids, composites, images, shadow paths):
/// its placement, polygon and plane depth are those fields, answered once here.
protocol PlacedPrimitive: DrawPrimitive {
    var polygon: ConvexPolygon { get }
    var toTarget: Homography { get }
    var clip: RoundedClip? { get }
}

extension PlacedPrimitive {
    var placement: Placement { (polygon, toTarget, layerID, clip) }

    @inline(__always)
    func withPolygon<Result>(_ body: (ConvexPolygon, Homography) -> Result) -> Result { body(polygon, toTarget) }

    var planeDepth: PlaneDepth? { toTarget.depth }
}

/// A primitive drawn over a pass's composite quad (a masked or blurred composite): it lies where
/// its quad lies.
protocol QuadPrimitive: DrawPrimitive {
    var quad: CompositePrimitive { get }
}

extension QuadPrimitive {
    var placement: Placement { quad.placement }

    @inline(__always)
    func withPolygon<Result>(_ body: (ConvexPolygon, Homography) -> Result) -> Result {
        body(quad.polygon, quad.toTarget)
    }

    var planeDepth: PlaneDepth? { quad.toTarget.depth }

    var layerID: UInt64 { quad.layerID }
}
