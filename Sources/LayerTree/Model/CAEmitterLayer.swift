import Foundation

/// A layer that emits, moves and draws particles: each of its `emitterCells` is a kind of
/// particle, born at the cell's rate somewhere on the emitter's shape.
///
/// The particles are a function of the layer's local time and `seed` alone (no state is stepped
/// from frame to frame): the same tree at the same time draws the same particles, so
/// `layerkit render --time T` and `dump` reproduce, and a window that skips frames loses
/// nothing. Particles are drawn in the layer's plane (at their z with `preservesDepth`), above
/// its background and border and below its sublayers, all of a cell's particles in a few draw calls
/// (`CAEmitterLayer+RenderTree.swift`, `ParticleSystem.swift`).
///
/// As in Core Animation, emission starts at the layer's local time 0: a layer added to a tree
/// whose clock has run for a while shows particles already in flight; set `beginTime` to
/// `CACurrentMediaTime()` (in the superlayer's time) to start with none.
///
/// ```swift
/// let emitter = CAEmitterLayer()
/// emitter.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
/// emitter.emitterPosition = CGPoint(x: 200, y: 200)
/// emitter.renderMode = .additive
/// emitter.emitterCells = [flame]
/// ```
open class CAEmitterLayer: CALayer {
    /// The keys of `CAEmitterLayer`'s own animatable properties.
    public static var emitterAnimatableKeys: [String] {
        EmitterLayerProperties.table.ownAnimatableKeys(beyond: LayerProperties.table)
    }

    // MARK: Cells

    /// The kinds of particle the layer emits.
    open var emitterCells: [CAEmitterCell]? = EmitterLayerProperties.emitterCells.defaultValue {
        didSet {
            declaredPropertyDidChange(EmitterLayerProperties.emitterCells, from: oldValue)
            if !isPresentationCopy {
                for cell in emitterCells ?? [] { cell.addOwner(self) }
                noteEmissionRates()
            }
        }
    }

    /// The rates the cells had before their last changes, so that particles born then live out
    /// their lives (`CAEmitterLayer+EmissionHistory.swift`); copies share the model's.
    var emissionHistory = EmissionHistory()

    // MARK: Multipliers of every cell's value

    /// Multiplies each cell's `birthRate`. A change takes effect from the moment it is made:
    /// `birthRate = 0` stops births and lets the particles in flight live out their lifetimes.
    open var birthRate: Float = EmitterLayerProperties.birthRate.defaultValue {
        didSet {
            declaredPropertyDidChange(EmitterLayerProperties.birthRate, from: oldValue)
            if !isPresentationCopy { noteEmissionRates() }
        }
    }
    /// Multiplies each cell's `lifetime` (and its range).
    open var lifetime: Float = EmitterLayerProperties.lifetime.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.lifetime, from: oldValue) }
    }
    /// Multiplies each cell's `velocity` (and its range).
    open var velocity: Float = EmitterLayerProperties.velocity.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.velocity, from: oldValue) }
    }
    /// Multiplies each cell's `scale` (and its range and speed).
    open var scale: Float = EmitterLayerProperties.scale.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.scale, from: oldValue) }
    }
    /// Multiplies each cell's `spin` (and its range).
    open var spin: Float = EmitterLayerProperties.spin.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.spin, from: oldValue) }
    }

    // MARK: The emitter's shape

    /// The centre of the emitter shape, in the layer's coordinates.
    open var emitterPosition: CGPoint = EmitterLayerProperties.emitterPosition.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.emitterPosition, from: oldValue) }
    }
    /// The z of the emitter shape's centre.
    open var emitterZPosition: CGFloat = EmitterLayerProperties.emitterZPosition.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.emitterZPosition, from: oldValue) }
    }
    /// The shape's width and height (a circle's and sphere's radius is the width).
    open var emitterSize: CGSize = EmitterLayerProperties.emitterSize.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.emitterSize, from: oldValue) }
    }
    /// A cuboid's depth along z.
    open var emitterDepth: CGFloat = EmitterLayerProperties.emitterDepth.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.emitterDepth, from: oldValue) }
    }
    open var emitterShape: CAEmitterLayerEmitterShape = EmitterLayerProperties.emitterShape.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.emitterShape, from: oldValue) }
    }
    /// Which part of the shape particles are born on; `volume` by default, as in Core Animation.
    open var emitterMode: CAEmitterLayerEmitterMode = EmitterLayerProperties.emitterMode.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.emitterMode, from: oldValue) }
    }

    // MARK: Drawing

    /// The order particles are drawn in, or `additive` blending.
    open var renderMode: CAEmitterLayerRenderMode = EmitterLayerProperties.renderMode.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.renderMode, from: oldValue) }
    }
    /// Seeds every particle's random values: the same seed, the same particles.
    open var seed: UInt32 = EmitterLayerProperties.seed.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.seed, from: oldValue) }
    }
    /// Whether particles keep their z in the layer's 3D space: each is drawn at its z
    /// (`emitterZPosition`, a cuboid's or sphere's depth, latitude and `zAcceleration`) under the
    /// layer's transform and its superlayer's perspective, so receding particles shrink toward the
    /// vanishing point. `false` (the default) flattens them into the layer's plane, as a layer's
    /// sublayers are; their z then only orders them (`backToFront`).
    open var preservesDepth: Bool = EmitterLayerProperties.preservesDepth.defaultValue {
        didSet { declaredPropertyDidChange(EmitterLayerProperties.preservesDepth, from: oldValue) }
    }

    // MARK: Overrides

    override class var propertyTable: PropertyTable { EmitterLayerProperties.table }

    /// The particles change with time alone, without an animation.
    override var changesWithTime: Bool { emitterCells?.contains(where: \.isEnabled) == true }
}
