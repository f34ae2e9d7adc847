import Foundation
import SeededRandom

// Overall design: particles are not simulated step by step. Every cell has birth slots, slot k
// born at the cell's own time k / rate; each slot draws its random values (lifetime, place on
// the emitter shape, direction, speed, scale, spin, color) from a SplitMix64 seeded by a hash
// of (the layer's seed, the cell's place among its siblings and its parent particle, k). Given
// a time, only the slots whose particles (or whose particles' nested-cell particles) can still
// be alive are visited, and each one's state is closed-form: position p0 + v·age + ½·a·age²,
// angle spin·age, scale and color plus their speeds times age. So a frame costs what is alive,
// not what has ever lived, and any time can be shown first (`render --time T`).
//
// A changed birth rate cuts a cell's births into segments of constant rate, each with its own
// slot numbers and seeds, so births before a change stay as they were
// (`CAEmitterLayer+EmissionHistory.swift`).
//
// A nested cell's source is its parent particle: its clock is the parent's age, it emits while
// the parent lives, from where the parent is at that moment; its particles outlive the parent.
//
// Rejected: a stepped simulation (Euler integration per frame). It would depend on the frame
// rate, could not jump to a time, and would keep state the render tree (a value) cannot hold.

/// Evaluates a `CAEmitterLayer`'s particles at one local time.
struct ParticleSystem {
    /// How many particles one emitter draws at most, and how many slots one evaluation visits
    /// at most: a cell asked for a million particles a second for a minute shows its newest
    /// ones rather than stalling the frame (README, "Limits").
    static let particleLimit = 250_000
    static let slotBudget = 1_000_000

    private let layer: CAEmitterLayer
    private let birthRate: Double, lifetime: Double, velocity: Double, scale: Double, spin: Double
    /// The emitter's shape, read once: every particle born on it asks for a point.
    private let shape: EmitterShapeGeometry
    private var records: [(particle: Particle, birth: Double, cell: Int)] = []
    /// The batch each cell's particles join: cells that draw the same image the same way (the
    /// same part, the same filters) share one, in the order first met, so their particles draw
    /// together whatever order mixes them. `materials` holds a cell of each.
    private var cellOrdinals: [ObjectIdentifier: Int] = [:]
    private var materials: [CAEmitterCell] = []
    private var slotsVisited = 0

    init(_ layer: CAEmitterLayer) {
        self.layer = layer
        birthRate = Double(layer.birthRate)
        lifetime = Double(layer.lifetime)
        velocity = Double(layer.velocity)
        scale = Double(layer.scale)
        spin = Double(layer.spin)
        shape = EmitterShapeGeometry(layer)
    }

    /// The particles alive at the layer's local time `time`, in drawing order.
    static func content(of layer: CAEmitterLayer, at time: Double) -> EmitterContent? {
        guard let cells = layer.emitterCells, !cells.isEmpty else { return nil }
        var system = ParticleSystem(layer)
        let origin = Source.emitter
        let history = layer.emissionHistory.cells
        for (index, cell) in cells.enumerated() {
            system.emit(
                cell, key: mix(UInt64(layer.seed), UInt64(index) &+ 1), now: time, windowEnd: .infinity,
                source: origin, schedule: Schedule(cell, path: [index], history: history),
                clock: SourceClock(offset: 0, scale: 1))
        }
        return system.finish()
    }

    /// A cell's recorded rate changes, and its nested cells', built once an evaluation
    /// (`CAEmitterLayer+EmissionHistory.swift`).
    private struct Schedule {
        var record: EmissionHistory.CellRecord?
        var children: [Schedule]

        init(_ cell: CAEmitterCell, path: [Int], history: [[Int]: EmissionHistory.CellRecord]) {
            let record = history.isEmpty ? nil : history[path]
            self.record = record.flatMap { $0.start == nil && $0.changes.isEmpty ? nil : $0 }
            children =
                history.isEmpty
                ? []
                : (cell.emitterCells ?? []).enumerated().map { index, child in
                    Schedule(child, path: path + [index], history: history)
                }
        }

        func child(_ index: Int) -> Schedule {
            index < children.count ? children[index] : Schedule.none
        }

        private init() { record = nil; children = [] }
        static let none = Schedule()
    }

    /// The layer's local time at a source time `s`: `offset + scale · s` (the identity for the
    /// emitter; for a nested cell, through its parent particle's birth and clock).
    private struct SourceClock {
        var offset: Double, scale: Double
    }

    /// Births at one constant rate: slot j ≥ `firstSlot` at cell time `start + j / rate`, up to
    /// `end` (a birth at the moment of a change belongs to the rate before it, so a segment a change
    /// opens starts at slot 1), its random values seeded by `key` and j.
    private struct Segment {
        var start: Double, end: Double, rate: Double, key: UInt64, firstSlot: Double
        /// The slots visited: `first ... last`.
        var first = 0.0, last = -1.0
    }

    /// How long after its birth a particle of `cell` or of its nested cells may still live
    /// (in the cell's time, an overestimate), with the layer's `lifetime` multiplier.
    static func lookback(of cell: CAEmitterCell, lifetime: Double) -> Double {
        max(Double(cell.lifetime) + Double(cell.lifetimeRange), 0) * lifetime + descendantSpan(cell, lifetime: lifetime)
    }

    /// Where a cell's particles start: on the emitter's shape, or at a parent particle.
    private enum Source {
        case emitter
        /// The parent's motion: its position at its age.
        case particle(Motion)
    }

    /// A particle's closed-form motion.
    private struct Motion {
        var p0: SIMD3<Double>, v: SIMD3<Double>, a: SIMD3<Double>
        func position(at age: Double) -> SIMD3<Double> { p0 + v * age + a * (0.5 * age * age) }
    }

    /// Emits `cell`'s particles alive at source time `now` (the emitter's local time, or the parent
    /// particle's age), born before source time `windowEnd`.
    private mutating func emit(
        _ cell: CAEmitterCell, key: UInt64, now: Double, windowEnd: Double, source: Source, schedule: Schedule,
        clock: SourceClock
    ) {
        guard cell.isEnabled, cell.speed > 0 else { return }
        let tau = cell.cellTime(now)
        guard tau >= 0 else { return }
        let lookback = Self.lookback(of: cell, lifetime: lifetime)
        // Births end with the cell's active duration and, for a nested cell, its parent's death.
        let stop = min(cell.activeDuration, cell.cellTime(windowEnd))
        var segments = self.segments(of: cell, key: key, schedule: schedule, clock: clock)
        var budget = Double(Self.slotBudget - slotsVisited)
        guard budget > 0 else { return }
        // The newest slots first, while the budget lasts.
        for index in segments.indices.reversed() {
            let rate = segments[index].rate, start = segments[index].start
            guard rate > 0, rate.isFinite, budget > 0 else { continue }
            let upper = min(stop, segments[index].end, tau)
            guard upper >= start else { continue }
            var first = max(segments[index].firstSlot, ((tau - lookback - start) * rate).rounded(.up))
            var last = ((upper - start) * rate).rounded(.down)
            // A slot born exactly when emission ends is not born (one born at a change is).
            if start + last / rate >= stop { last -= 1 }
            // Slot numbers are whole Doubles: past 2⁵² `j += 1` would stand still. Nothing asks for
            // that many (a million a second for 140 years).
            guard last >= first, last < 0x1p52 else { continue }
            if last - first + 1 > budget { first = last - budget + 1 }
            budget -= last - first + 1
            segments[index].first = first
            segments[index].last = last
        }
        guard segments.contains(where: { $0.last >= $0.first }) else { return }
        // The cell's values, read once: its properties are open (dynamically dispatched) and
        // thousands of slots read them.
        let speed = Double(cell.speed), timeOffset = cell.timeOffset, beginTime = cell.beginTime
        let lifetimeMean = Double(cell.lifetime), lifetimeRange = Double(cell.lifetimeRange)
        let longitude = Double(cell.emissionLongitude), range = Double(cell.emissionRange)
        let latitude = Double(cell.emissionLatitude)
        let velocityMean = Double(cell.velocity), velocityRange = Double(cell.velocityRange)
        let acceleration = SIMD3(Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration))
        let scaleMean = Double(cell.scale), scaleRange = Double(cell.scaleRange), scaleSpeed = Double(cell.scaleSpeed)
        let spinMean = Double(cell.spin), spinRange = Double(cell.spinRange)
        let base = cell.color ?? .white
        let channels = [
            (Double(base.red), Double(cell.redRange), Double(cell.redSpeed)),
            (Double(base.green), Double(cell.greenRange), Double(cell.greenSpeed)),
            (Double(base.blue), Double(cell.blueRange), Double(cell.blueSpeed)),
            (Double(base.alpha), Double(cell.alphaRange), Double(cell.alphaSpeed)),
        ]
        let image = cell.contents as? CGImage
        let drawnOrdinal = image == nil ? 0 : ordinal(of: cell)
        let pointsPerPixel = 1 / Double(max(cell.contentsScale, 1e-6))
        let imageWidth = image.map { Double($0.width) * pointsPerPixel * Double(cell.contentsRect.width) } ?? 0
        let imageHeight = image.map { Double($0.height) * pointsPerPixel * Double(cell.contentsRect.height) } ?? 0
        let children = cell.emitterCells ?? []
        for segment in segments {
            let rate = segment.rate, segmentKey = segment.key
            var k = segment.first
            while k <= segment.last {
                defer { k += 1 }
                slotsVisited += 1
                let birthTau = segment.start + k / rate
                let age = tau - birthTau
                var random = SplitMix64(seed: Self.mix(segmentKey, UInt64(k)))
                let life = max(lifetimeMean + lifetimeRange * Self.signed(&random), 0) * lifetime
                // The source time of the birth, for a parent particle's position then.
                let birthSource = (birthTau - timeOffset) / speed + beginTime
                let p0: SIMD3<Double>
                let placement = (random.next(in: 0...1), random.next(in: 0...1), random.next(in: 0...1))
                switch source {
                case .emitter: p0 = shapePoint(placement)
                case .particle(let parent): p0 = parent.position(at: birthSource)
                }
                let heading = longitude + (random.next(in: 0...1) - 0.5) * range
                let direction = SIMD3(cos(latitude) * cos(heading), cos(latitude) * sin(heading), sin(latitude))
                let speedValue = (velocityMean + velocityRange * Self.signed(&random)) * velocity
                let motion = Motion(p0: p0, v: direction * speedValue, a: acceleration)
                let scaleValue = (scaleMean + scaleRange * Self.signed(&random) + scaleSpeed * age) * scale
                let spinValue = (spinMean + spinRange * Self.signed(&random)) * spin
                var color: (Float, Float, Float, Float) = (0, 0, 0, 0)
                withUnsafeMutableBytes(of: &color) { out in
                    for (i, (mean, spread, change)) in channels.enumerated() {
                        let start = min(max(mean + spread * Self.signed(&random), 0), 1)
                        out.storeBytes(
                            of: Float(min(max(start + change * age, 0), 1)), toByteOffset: i * 4, as: Float.self)
                    }
                }
                if age < life, image != nil, records.count < Self.particleLimit, scaleValue > 0, color.3 > 0 {
                    let p = motion.position(at: age)
                    let particle = Particle(
                        x: Float(p.x), y: Float(p.y), z: Float(p.z),
                        halfWidth: Float(abs(imageWidth) * scaleValue / 2),
                        halfHeight: Float(abs(imageHeight) * scaleValue / 2),
                        angle: Float((spinValue * age).truncatingRemainder(dividingBy: 2 * .pi)),
                        red: color.0, green: color.1, blue: color.2, alpha: color.3)
                    if particle.x.isFinite, particle.y.isFinite {
                        records.append((particle, now - age, drawnOrdinal))
                    }
                }
                // Nested cells follow this particle, dead or alive: theirs may outlive it.
                if !children.isEmpty {
                    let particleKey = Self.mix(segmentKey, UInt64(k) ^ 0x5851_F42D_4C95_7F2D)
                    // The child's source time is this particle's age: the layer's time through its birth.
                    let childClock = SourceClock(
                        offset: clock.offset + clock.scale * birthSource, scale: clock.scale / speed)
                    for (index, child) in children.enumerated() {
                        emit(
                            child, key: Self.mix(particleKey, UInt64(index) &+ 1), now: age, windowEnd: life,
                            source: .particle(motion), schedule: schedule.child(index), clock: childClock)
                    }
                }
            }
        }
    }

    /// `cell`'s births as segments of constant rate in its own time, oldest first: one from the
    /// cell's time 0 at its rate now, unless the emitter recorded changes of it.
    private func segments(of cell: CAEmitterCell, key: UInt64, schedule: Schedule, clock: SourceClock) -> [Segment] {
        let rate = Double(cell.birthRate) * birthRate
        guard let record = schedule.record else {
            return [Segment(start: 0, end: .infinity, rate: rate, key: key, firstSlot: 0)]
        }
        // A change's local time in the cell's time (for a nested cell, in this parent's life).
        func cellStart(_ time: Double?) -> Double {
            guard let time else { return 0 }
            return cell.cellTime((time - clock.offset) / clock.scale)
        }
        func segmentKey(_ id: UInt64) -> UInt64 { id == 0 ? key : Self.mix(key, id &+ 0xA24B_AED4_963E_E407) }
        var segments: [Segment] = []
        segments.reserveCapacity(record.changes.count + 1)
        var start = cellStart(record.start), id = record.startID, openedByChange = record.start != nil
        func add(end: Double, rate: Double) {
            // Changes before the cell's time 0 (before the cell or its parent began) are its
            // configuration: the segment in force at time 0 emits from there, slot 0 included.
            // A birth at the moment of a change is the segment's before it.
            guard end >= 0, end >= start else { return }
            segments.append(
                Segment(
                    start: max(start, 0), end: end, rate: rate, key: segmentKey(id),
                    firstSlot: openedByChange && start >= 0 ? 1 : 0))
        }
        for change in record.changes {
            let end = cellStart(change.time)
            add(end: end, rate: change.rateBefore)
            start = end
            id = change.id
            openedByChange = true
        }
        add(end: .infinity, rate: rate)
        return segments
    }

    /// How long after its parent's birth a nested cell's particles may still live (seconds, an
    /// overestimate), so that slots whose particles died may still be visited for their children.
    private static func descendantSpan(_ cell: CAEmitterCell, lifetime: Double) -> Double {
        guard let children = cell.emitterCells else { return 0 }
        var span = 0.0
        for child in children where child.isEnabled && child.speed > 0 {
            let life = max(Double(child.lifetime) + Double(child.lifetimeRange), 0) * lifetime
            let start = max(child.beginTime, 0) + max(-child.timeOffset, 0) / Double(child.speed)
            span = max(span, start + life / Double(child.speed) + descendantSpan(child, lifetime: lifetime))
        }
        let ownLife = max(Double(cell.lifetime) + Double(cell.lifetimeRange), 0) * lifetime
        return children.isEmpty ? 0 : span + ownLife
    }

    private mutating func ordinal(of cell: CAEmitterCell) -> Int {
        let id = ObjectIdentifier(cell)
        if let known = cellOrdinals[id] { return known }
        let image = cell.contents as? CGImage
        let shared = materials.firstIndex { other in
            (other.contents as? CGImage) === image && other.contentsRect == cell.contentsRect
                && Self.filter(other.minificationFilter) == Self.filter(cell.minificationFilter)
                && Self.filter(other.magnificationFilter) == Self.filter(cell.magnificationFilter)
        }
        let ordinal = shared ?? materials.count
        if shared == nil { materials.append(cell) }
        cellOrdinals[id] = ordinal
        return ordinal
    }

    /// A point of the emitter's shape for three uniform numbers, by `emitterMode`.
    private func shapePoint(_ u: (Double, Double, Double)) -> SIMD3<Double> {
        let (center, w, h, d) = (shape.center, shape.width, shape.height, shape.depth)
        let (onBoundary, onSurface) = (shape.onBoundary, shape.onSurface)
        switch shape.kind {
        case .line:
            // The outline of a segment is its two ends.
            let x = onBoundary ? (u.0 < 0.5 ? -0.5 : 0.5) : u.0 - 0.5
            return center + SIMD3(x * w, 0, 0)
        case .rectangle:
            if onBoundary { return center + Self.perimeterPoint(u.0, w, h) }
            return center + SIMD3((u.0 - 0.5) * w, (u.1 - 0.5) * h, 0)
        case .cuboid:
            if onSurface { return center + Self.boxSurfacePoint(u, w, h, d) }
            return center + SIMD3((u.0 - 0.5) * w, (u.1 - 0.5) * h, (u.2 - 0.5) * d)
        case .circle:
            let angle = 2 * Double.pi * u.0
            let r = onBoundary ? w : w * sqrt(u.1)
            return center + SIMD3(r * cos(angle), r * sin(angle), 0)
        case .sphere:
            // A uniform direction: z uniform in −1…1, angle uniform around it.
            let z = 2 * u.0 - 1, angle = 2 * Double.pi * u.1
            let ring = sqrt(max(1 - z * z, 0))
            let r = onSurface ? w : w * cbrt(u.2)
            return center + SIMD3(r * ring * cos(angle), r * ring * sin(angle), r * z)
        case .point:
            return center
        }
    }

    /// A point on a rectangle's edges, uniform by length.
    private static func perimeterPoint(_ u: Double, _ w: Double, _ h: Double) -> SIMD3<Double> {
        let total = 2 * (w + h)
        guard total > 0 else { return .zero }
        var s = u * total
        if s < w { return SIMD3(s - w / 2, -h / 2, 0) }
        s -= w
        if s < h { return SIMD3(w / 2, s - h / 2, 0) }
        s -= h
        if s < w { return SIMD3(w / 2 - s, h / 2, 0) }
        s -= w
        return SIMD3(-w / 2, h / 2 - s, 0)
    }

    /// A point on a box's six faces, uniform by area (the third number picks the face).
    private static func boxSurfacePoint(_ u: (Double, Double, Double), _ w: Double, _ h: Double, _ d: Double)
        -> SIMD3<Double>
    {
        let areas = [w * h, w * h, w * d, w * d, h * d, h * d]
        let total = areas.reduce(0, +)
        guard total > 0 else { return SIMD3((u.0 - 0.5) * w, (u.1 - 0.5) * h, (u.2 - 0.5) * d) }
        var pick = u.2 * total, face = 0
        while face < 5, pick >= areas[face] { pick -= areas[face]; face += 1 }
        let a = u.0 - 0.5, b = u.1 - 0.5, side = face % 2 == 0 ? -0.5 : 0.5
        switch face / 2 {
        case 0: return SIMD3(a * w, b * h, side * d)
        case 1: return SIMD3(a * w, side * h, b * d)
        default: return SIMD3(side * w, a * h, b * d)
        }
    }

    /// Orders the particles as `renderMode` says and cuts them into batches by cell.
    private mutating func finish() -> EmitterContent? {
        switch layer.renderMode {
        case .oldestFirst: records.sort { $0.birth < $1.birth }
        case .oldestLast: records.sort { $0.birth > $1.birth }
        case .backToFront: records.sort { $0.particle.z < $1.particle.z }
        default:
            // Unordered: batch by batch (a stable sort keeps each one's own order), so each draws at
            // once; records of one batch, or of top-level cells alone, are in that order already.
            if !zip(records, records.dropFirst()).allSatisfy({ $0.cell <= $1.cell }) {
                records = records.enumerated().sorted { ($0.element.cell, $0.offset) < ($1.element.cell, $1.offset) }
                    .map(\.element)
            }
        }
        var particles: [Particle] = []
        particles.reserveCapacity(records.count)
        var batches: [ParticleBatch] = []
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for (index, record) in records.enumerated() {
            let p = record.particle
            particles.append(p)
            // A turned quad stays within the circle through its corners.
            let reach = (p.halfWidth * p.halfWidth + p.halfHeight * p.halfHeight).squareRoot()
            minX = min(minX, p.x - reach); maxX = max(maxX, p.x + reach)
            minY = min(minY, p.y - reach); maxY = max(maxY, p.y + reach)
            let cell = materials[record.cell]
            if index > 0, records[index - 1].cell == record.cell {
                batches[batches.count - 1].range = batches[batches.count - 1].range.lowerBound..<(index + 1)
            } else {
                let image = cell.contents as! CGImage
                batches.append(
                    ParticleBatch(
                        image: image, contentsRect: cell.contentsRect,
                        minificationFilter: Self.filter(cell.minificationFilter),
                        magnificationFilter: Self.filter(cell.magnificationFilter), range: index..<(index + 1)))
            }
        }
        let extent =
            particles.isEmpty
            ? nil
            : CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX), height: CGFloat(maxY - minY))
        var content = EmitterContent(
            particles: particles, batches: batches, additive: layer.renderMode == .additive,
            extent: extent)
        content.keepsDepth = layer.preservesDepth && particles.contains { $0.z != 0 }
        return content
    }

    private static func filter(_ name: String) -> CALayerContentsFilter {
        CALayerContentsFilter.all.first { $0.rawValue == name } ?? .linear
    }

    /// A uniform number in −1…1.
    private static func signed(_ random: inout SplitMix64) -> Double { random.next(in: -1...1) }

    /// Mixes two words into one seed (SplitMix64's finaliser over their combination).
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var generator = SplitMix64(seed: a &* 0xD1B5_4A32_D192_ED03 ^ b &* 0x9E37_79B9_7F4A_7C15)
        return generator.next()
    }
}

/// An emitter layer's shape as plain values: `emitterShape`, `emitterMode` (strings, as Apple's)
/// and the sizes are properties looked up by name, too slow to read once per particle.
private struct EmitterShapeGeometry {
    enum Kind { case point, line, rectangle, cuboid, circle, sphere }
    let kind: Kind
    let center: SIMD3<Double>
    let width: Double, height: Double, depth: Double
    /// `emitterMode == .outline`: on the shape's edges (a line's ends, a circle's rim).
    let onBoundary: Bool
    /// `.outline` or `.surface`: on a solid's faces.
    let onSurface: Bool

    init(_ layer: CAEmitterLayer) {
        center = SIMD3(
            Double(layer.emitterPosition.x), Double(layer.emitterPosition.y), Double(layer.emitterZPosition))
        width = Double(layer.emitterSize.width)
        height = Double(layer.emitterSize.height)
        depth = Double(layer.emitterDepth)
        let mode = layer.emitterMode
        onBoundary = mode == .outline
        onSurface = mode == .outline || mode == .surface
        switch layer.emitterShape {
        case .line: kind = .line
        case .rectangle: kind = .rectangle
        case .cuboid: kind = .cuboid
        case .circle: kind = .circle
        case .sphere: kind = .sphere
        default: kind = .point
        }
    }
}
