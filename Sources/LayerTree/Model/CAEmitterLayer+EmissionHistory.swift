import Foundation

// Changing a birth rate changes births from then on, never the particles already in flight.
//
// Particles stay closed-form (`ParticleSystem.swift`): a cell's births are cut into segments of
// constant rate, each starting at the layer's local time its rate took effect. Slot j of a
// segment is born at the segment's start plus j / rate and draws its random values from a seed
// of (the segment's number, j), so a later change, which only ends the open segment and opens a
// new one, leaves every earlier birth and its draws as they were. The first segment is number 0
// and starts at the cell's time 0 with the slot numbering of an emitter that never changed: an
// emitter whose rates never change draws what it always drew.
//
// When a change takes effect: at the moment it is made, at the layer's local time from
// `CACurrentMediaTime()` — the clock reading that stamps an implicit animation's `beginTime` when
// its action runs for the same change, and in a run loop within the frame of the commit that
// carries it. Only once the layer has been committed (`hasBeenCommitted`, the rule that also
// gates implicit actions): values set before the layer was ever shown are its configuration and
// hold from local time 0, as they always did. Stamping at the change rather than at the commit
// needs no pass over the transaction's layers and makes no difference a frame can show.
//
// How a change is noticed: the layer's `birthRate` and `emitterCells` tell it directly; a cell's
// `birthRate` and nested `emitterCells` tell the emitter layers that hold it (each cell keeps weak
// references to them, registered when the cells are set). The layer then compares every cell's
// rate (the cell's `birthRate` times the layer's) with the one it last saw, by the cell's place
// in the tree (its index path, which presentation and committed copies share; copies take the
// history and record nothing themselves).
//
// Memory is bounded: a change's segment boundary is dropped once nothing born before it can still
// be alive (by the cells' lifetimes at the moment of a later change), and at most `changeLimit`
// boundaries are kept per cell (a faster stream of changes forgets its oldest births early).
//
// Rejected: a stepped simulation that would carry particles across a change (see
// `ParticleSystem.swift`); and a rate integrated over its history for an animated `birthRate`
// (a continuous rate has no closed-form slot times): an animation's value is the open segment's
// rate, as if it had held since the last recorded change.

/// The births an emitter's cells had at rates no longer in force: per cell (by index path), the
/// local times their rate changed and the rate before each change.
struct EmissionHistory: Equatable, Sendable {
    /// One change of a cell's rate.
    struct Change: Equatable, Sendable {
        /// The layer's local time it took effect.
        var time: Double
        /// The rate of the segment it ended (births per second, the layer's multiplier included).
        var rateBefore: Double
        /// The number of the segment it opened (its births' random seeds).
        var id: UInt64
    }

    /// One cell's segments: the first starts at `start` (`nil`: the cell's time 0) and is
    /// numbered `startID`; each change ends one and opens the next; the open one's rate is the
    /// cell's rate now.
    struct CellRecord: Equatable, Sendable {
        /// The rate last seen: the open segment's on the model layer.
        var rate: Double
        var start: Double? = nil
        var startID: UInt64 = 0
        var changes: [Change] = []
    }

    /// At most this many changes are kept per cell.
    static let changeLimit = 64

    private(set) var cells: [[Int]: CellRecord] = [:]
    private var nextID: UInt64 = 1

    /// Records the rates now in force (with, per cell, how long after its birth a particle of it
    /// or of its nested cells can live, in the layer's time), at the layer's local time `now`;
    /// `records` false takes them as the configuration (no change recorded).
    mutating func update(_ current: [[Int]: (rate: Double, horizon: Double)], at now: Double, records: Bool) {
        cells = cells.filter { current[$0.key] != nil }
        for (path, value) in current {
            guard var record = cells[path], records else {
                cells[path] = CellRecord(rate: value.rate)
                continue
            }
            if !(record.rate == value.rate || (record.rate.isNaN && value.rate.isNaN)) {
                // A second change at the same moment (or a clock that went back) only sets the
                // open segment's rate: the segment between would have no births.
                if now > record.changes.last?.time ?? record.start ?? -.infinity {
                    record.changes.append(Change(time: now, rateBefore: record.rate, id: nextID))
                    nextID += 1
                }
                record.rate = value.rate
            }
            while let first = record.changes.first,
                now - first.time > value.horizon || record.changes.count > Self.changeLimit
            {
                record.start = first.time
                record.startID = first.id
                record.changes.removeFirst()
            }
            cells[path] = record
        }
    }
}

extension CAEmitterLayer {
    /// Compares every cell's rate with the one last seen and records the changes (see the top of
    /// this file); called by the layer's and its cells' rate changes. Copies record nothing.
    func noteEmissionRates() {
        guard !isPresentationCopy else { return }
        var current: [[Int]: (rate: Double, horizon: Double)] = [:]
        let multiplier = Double(birthRate), lifetime = Double(self.lifetime)
        func visit(_ cells: [CAEmitterCell], path: [Int], horizon: Double?) {
            for (index, cell) in cells.enumerated() {
                let place = path + [index]
                // A top-level cell's particles and theirs live at most this long (in the layer's
                // time); nested cells' particles fall within their root's span.
                let span =
                    horizon ?? ParticleSystem.lookback(of: cell, lifetime: lifetime) / max(Double(cell.speed), 1e-9)
                current[place] = (Double(cell.birthRate) * multiplier, span.isNaN ? .infinity : span)
                visit(cell.emitterCells ?? [], path: place, horizon: span)
            }
        }
        visit(emitterCells ?? [], path: [], horizon: nil)
        emissionHistory.update(current, at: localTime(atGlobalTime: CACurrentMediaTime()), records: hasBeenCommitted)
    }
}

/// A weak reference from a cell to an emitter layer that holds it.
struct EmitterOwner {
    weak var layer: CAEmitterLayer?
}

extension CAEmitterCell {
    /// Registers `layer` as holding this cell and its nested cells, so their rate changes reach it.
    func addOwner(_ layer: CAEmitterLayer) {
        owners.removeAll { $0.layer == nil }
        if !owners.contains(where: { $0.layer === layer }) { owners.append(EmitterOwner(layer: layer)) }
        for child in emitterCells ?? [] { child.addOwner(layer) }
    }

    /// Tells the emitter layers holding this cell that a rate may have changed.
    func noteRateChange() {
        for owner in owners { owner.layer?.noteEmissionRates() }
    }
}
