import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how often, for how long, how it moves, turns,
/// grows and changes color, and the image it draws. A cell's own `emitterCells` are emitted by
/// each of its particles, as the particle moves (fireworks: a rocket that throws sparks).
///
/// Each property that has a `…Range` is chosen per particle uniformly in `value ± range`;
/// each `…Speed` changes the value by that much per second of the particle's life. The
/// emitter layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply the cell's.
///
/// ```swift
/// let flame = CAEmitterCell()
/// flame.contents = sparkImage
/// flame.birthRate = 150
/// flame.lifetime = 5
/// flame.velocity = 50
/// flame.emissionRange = .pi * 2
/// flame.color = CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
/// flame.alphaSpeed = -0.4
/// emitter.emitterCells = [flame]
/// ```
///
/// Changing a cell changes the particles of every emitter that holds it from the next frame on
/// (Core Animation's cells are also live objects); `copy()` makes an independent one.
open class CAEmitterCell: CAMediaTiming {
    public init() {}

    /// The default of the property `key`: a declared property's default (`birthRate` 0,
    /// `lifetime` 0, `scale` 1, `isEnabled` true under `enabled`, …), `nil` for others, as Core
    /// Animation's `CAEmitterCell.defaultValue(forKey:)`; subclasses override it for their own keys.
    open class func defaultValue(forKey key: String) -> Any? {
        EmitterCellProperties.table[key]?.boxedDefault
    }

    /// Whether an archive of the cell keeps the value of `key`: `true`, Core Animation's default,
    /// for every key; subclasses answer `false` for values that are only caches.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Makes a new cell that emits the same particles (the nested cells are copied too).
    open func copy() -> CAEmitterCell {
        let copy = CAEmitterCell()
        // A new cell is in no tree; copies are also made on the render thread (presentation
        // copies of an animated emitter), which must not touch the app's model generation.
        copy.isCopying = true
        defer { copy.isCopying = false }
        copy.name = name; copy.isEnabled = isEnabled
        copy.birthRate = birthRate; copy.lifetime = lifetime; copy.lifetimeRange = lifetimeRange
        copy.emissionLatitude = emissionLatitude; copy.emissionLongitude = emissionLongitude
        copy.emissionRange = emissionRange
        copy.velocity = velocity; copy.velocityRange = velocityRange
        copy.xAcceleration = xAcceleration; copy.yAcceleration = yAcceleration; copy.zAcceleration = zAcceleration
        copy.scale = scale; copy.scaleRange = scaleRange; copy.scaleSpeed = scaleSpeed
        copy.spin = spin; copy.spinRange = spinRange
        copy.color = color
        copy.redRange = redRange; copy.greenRange = greenRange; copy.blueRange = blueRange; copy.alphaRange = alphaRange
        copy.redSpeed = redSpeed; copy.greenSpeed = greenSpeed; copy.blueSpeed = blueSpeed; copy.alphaSpeed = alphaSpeed
        copy.contents = contents; copy.contentsRect = contentsRect; copy.contentsScale = contentsScale
        copy.minificationFilter = minificationFilter; copy.magnificationFilter = magnificationFilter
        copy.minificationFilterBias = minificationFilterBias
        copy.emitterCells = emitterCells?.map { $0.copy() }
        copy.style = style
        copy.beginTime = beginTime; copy.duration = duration; copy.speed = speed; copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount; copy.repeatDuration = repeatDuration; copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        return copy
    }

    /// A changed cell changes what every emitter holding it draws: trees built from the old
    /// model are not reused, and windows commit again.
    private func changed() {
        if !isCopying { LayerModelGeneration.bump() }
    }

    /// Set while `copy()` fills the cell in (and while an animation sets a presentation copy's cell).
    var isCopying = false
    /// The emitter layers holding this cell, told when its rate changes (model cells only).
    var owners: [EmitterOwner] = []

    // MARK: Identity

    /// The cell's name, for finding it among an emitter's cells.
    open var name: String? { didSet { changed() } }
    /// Whether the cell emits; a disabled cell's particles (and their cells') are not drawn.
    open var isEnabled = true { didSet { changed() } }

    // MARK: Emission

    /// Particles born per second (times the layer's `birthRate`). A change takes effect from the
    /// moment it is made: particles already born live out their lifetimes.
    open var birthRate: Float = 0 {
        didSet {
            changed()
            if !isCopying { noteRateChange() }
        }
    }
    /// Seconds a particle lives (times the layer's `lifetime`), `± lifetimeRange`.
    open var lifetime: Float = 0 { didSet { changed() } }
    open var lifetimeRange: Float = 0 { didSet { changed() } }
    /// The direction of emission's angle from the x–y plane toward +z (radians).
    open var emissionLatitude: CGFloat = 0 { didSet { changed() } }
    /// The direction of emission's angle in the x–y plane, from +x toward +y (radians):
    /// `-.pi / 2` is up on a screen whose y grows downward.
    open var emissionLongitude: CGFloat = 0 { didSet { changed() } }
    /// The full angle of the cone (a fan in the plane) around the direction that particles leave
    /// in, uniformly spread: `2 * .pi` emits in every direction.
    open var emissionRange: CGFloat = 0 { didSet { changed() } }

    // MARK: Motion

    /// Initial speed in points per second (times the layer's `velocity`), `± velocityRange`.
    open var velocity: CGFloat = 0 { didSet { changed() } }
    open var velocityRange: CGFloat = 0 { didSet { changed() } }
    /// Acceleration in points per second squared along each axis (gravity is `yAcceleration > 0`).
    open var xAcceleration: CGFloat = 0 { didSet { changed() } }
    open var yAcceleration: CGFloat = 0 { didSet { changed() } }
    open var zAcceleration: CGFloat = 0 { didSet { changed() } }

    // MARK: Size and rotation

    /// Size as a multiple of the image's size in points (times the layer's `scale`), `± scaleRange`,
    /// growing by `scaleSpeed` per second.
    open var scale: CGFloat = 1 { didSet { changed() } }
    open var scaleRange: CGFloat = 0 { didSet { changed() } }
    open var scaleSpeed: CGFloat = 0 { didSet { changed() } }
    /// Rotation speed in radians per second (times the layer's `spin`), `± spinRange`.
    open var spin: CGFloat = 0 { didSet { changed() } }
    open var spinRange: CGFloat = 0 { didSet { changed() } }

    // MARK: Color

    /// The color that multiplies the image; opaque white by default (`nil` also draws as white).
    open var color: CGColor? = .white { didSet { changed() } }
    /// Per-particle spread of each component, `± range`, clamped to 0…1.
    open var redRange: Float = 0 { didSet { changed() } }
    open var greenRange: Float = 0 { didSet { changed() } }
    open var blueRange: Float = 0 { didSet { changed() } }
    open var alphaRange: Float = 0 { didSet { changed() } }
    /// Change of each component per second of a particle's life, clamped to 0…1.
    open var redSpeed: Float = 0 { didSet { changed() } }
    open var greenSpeed: Float = 0 { didSet { changed() } }
    open var blueSpeed: Float = 0 { didSet { changed() } }
    open var alphaSpeed: Float = 0 { didSet { changed() } }

    // MARK: Contents

    /// The particle's image: a `CGImage` is drawn, anything else (or nothing) draws no particle,
    /// though its nested cells still emit.
    open var contents: Any? { didSet { changed() } }
    /// The unit rectangle of the image drawn, from its top-left.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { changed() } }
    /// Image pixels per point.
    open var contentsScale: CGFloat = 1 { didSet { changed() } }
    /// Core Animation's filter names (`linear`, `nearest`, `trilinear`); another name samples linearly.
    open var minificationFilter = CALayerContentsFilter.linear.rawValue { didSet { changed() } }
    open var magnificationFilter = CALayerContentsFilter.linear.rawValue { didSet { changed() } }
    /// Kept for code written for Core Animation; OpenGL ES 3 samplers here take no level-of-detail bias.
    open var minificationFilterBias: Float = 0 { didSet { changed() } }

    // MARK: Nesting

    /// Cells that each particle of this cell emits, from where it is, during its life.
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            changed()
            guard !isCopying else { return }
            for owner in owners { if let layer = owner.layer { emitterCells?.forEach { $0.addOwner(layer) } } }
            noteRateChange()
        }
    }
    /// Values stored for keys the cell does not declare, as Core Animation's `style`.
    open var style: [AnyHashable: Any]? { didSet { changed() } }

    // MARK: CAMediaTiming

    /// The cell emits from `beginTime` (in its emitter's local time), its clock running at
    /// `speed` from `timeOffset`, for its active duration: `duration` (0: for ever) times
    /// `repeatCount`, or `repeatDuration`, doubled with `autoreverses`. Particles born in that
    /// time live out their lifetimes after it, whatever `fillMode` says.
    open var beginTime: CFTimeInterval = 0 { didSet { changed() } }
    open var duration: CFTimeInterval = 0 { didSet { changed() } }
    open var speed: Float = 1 { didSet { changed() } }
    open var timeOffset: CFTimeInterval = 0 { didSet { changed() } }
    open var repeatCount: Float = 0 { didSet { changed() } }
    open var repeatDuration: CFTimeInterval = 0 { didSet { changed() } }
    open var autoreverses = false { didSet { changed() } }
    open var fillMode = CAMediaTimingFillMode.removed { didSet { changed() } }

    /// How long, in the cell's own time, it emits.
    var activeDuration: Double {
        guard duration > 0 else { return .infinity }
        let once = duration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        return once * Double(max(repeatCount, 1))
    }

    /// The cell's own time at the emitter's local time `t`.
    func cellTime(_ t: Double) -> Double { (t - beginTime) * Double(speed) + timeOffset }
}
