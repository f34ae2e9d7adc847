import Foundation
import XCTest

@testable import LayerTree

/// `CAEmitterLayer`'s particles as a function of seed and time: how many are alive, where they
/// are, and that the same time gives the same particles however it is reached.
final class EmitterLayerTests: XCTestCase {
    private let dot = CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))!

    private func emitter(_ configure: (CAEmitterCell) -> Void = { _ in }) -> (CAEmitterLayer, CAEmitterCell) {
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        cell.contents = dot
        cell.birthRate = 100
        cell.lifetime = 2
        configure(cell)
        layer.emitterCells = [cell]
        return (layer, cell)
    }

    private func particles(_ layer: CAEmitterLayer, at time: Double) -> [Particle] {
        ParticleSystem.content(of: layer, at: time)?.particles ?? []
    }

    // MARK: Counts

    func testTheCountIsTheBirthRateTimesTheTimeUntilTheLifetimeIsReached() {
        let (layer, _) = emitter()
        // Slots k = 0 … 50 are born by t = 0.5 (slot k at k / 100 s).
        XCTAssertEqual(particles(layer, at: 0.5).count, 51)
        // Past the lifetime, those born in the last 2 s: k = 301 … 500.
        XCTAssertEqual(particles(layer, at: 5).count, 200)
        XCTAssertEqual(particles(layer, at: 1000).count, 200, "steady state, visiting only the living slots")
        XCTAssertEqual(particles(layer, at: -1).count, 0, "nothing before the layer's time 0")
    }

    func testTheLayersMultipliersScaleBirthRateAndLifetime() {
        let (layer, _) = emitter()
        layer.birthRate = 2
        XCTAssertEqual(particles(layer, at: 5).count, 400)
        layer.lifetime = 0.5
        XCTAssertEqual(particles(layer, at: 5).count, 200)
        layer.birthRate = 0
        XCTAssertEqual(particles(layer, at: 5).count, 0)
    }

    func testLifetimeRangeKeepsTheCountNearTheMeanLifetime() {
        let (layer, _) = emitter { $0.lifetimeRange = 1 }
        let count = particles(layer, at: 10).count
        // Lifetimes uniform in 1…3 s: on average 200 alive; each slot is alive independently.
        XCTAssertGreaterThan(count, 160)
        XCTAssertLessThan(count, 240)
    }

    func testADisabledCellOrOneWithoutAnImageDrawsNothing() {
        let (layer, cell) = emitter()
        cell.isEnabled = false
        XCTAssertEqual(particles(layer, at: 1).count, 0)
        cell.isEnabled = true
        cell.contents = "not an image"
        XCTAssertEqual(particles(layer, at: 1).count, 0)
    }

    func testACellEmitsOnlyInItsActiveTime() {
        let (layer, cell) = emitter { $0.lifetime = 10 }
        cell.beginTime = 1
        cell.duration = 0.5
        XCTAssertEqual(particles(layer, at: 0.9).count, 0)
        // Born at cell times 0, 0.01, … 0.49 (0.5 ends it): 50, and they outlive the active time.
        XCTAssertEqual(particles(layer, at: 3).count, 50)
        cell.speed = 2
        // Twice as fast: cell time 0.5 is reached at 1.25 s, the same 50 slots.
        XCTAssertEqual(particles(layer, at: 3).count, 50)
    }

    // MARK: Motion

    func testParticlesMoveAtTheirVelocityAndAccelerate() throws {
        let (layer, _) = emitter {
            $0.birthRate = 1
            $0.lifetime = 10
            $0.velocity = 50
            $0.emissionLongitude = -.pi / 2  // up on a y-down screen
            $0.yAcceleration = 20
        }
        let first = try XCTUnwrap(particles(layer, at: 2).first)
        // Slot 0, born at 0: p = p0 + v·t + ½·a·t² = 100 − 100 + 40.
        XCTAssertEqual(Double(first.x), 100, accuracy: 1e-3)
        XCTAssertEqual(Double(first.y), 40, accuracy: 1e-3)
        XCTAssertEqual(Double(first.halfWidth), 2, accuracy: 1e-6, "a 4-pixel image at scale 1")
    }

    func testColorSpeedsAndScaleSpeedChangeParticlesWithAge() throws {
        let (layer, _) = emitter {
            $0.birthRate = 1
            $0.lifetime = 10
            $0.alphaSpeed = -0.25
            $0.scaleSpeed = 0.5
            $0.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        }
        let first = try XCTUnwrap(particles(layer, at: 2).first)
        XCTAssertEqual(first.alpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(first.green, 0.5, accuracy: 1e-6)
        XCTAssertEqual(Double(first.halfWidth), 2 * 2, accuracy: 1e-6, "scale 1 + 0.5 · 2 s")
    }

    func testAPointEmittersParticlesStartOnTheCircleTheyAreAskedFor() {
        let (layer, _) = emitter()
        layer.emitterShape = .circle
        layer.emitterMode = .outline
        layer.emitterSize = CGSize(width: 30, height: 0)
        for particle in particles(layer, at: 1) {
            XCTAssertEqual(hypot(Double(particle.x) - 100, Double(particle.y) - 100), 30, accuracy: 1e-3)
        }
        layer.emitterShape = .rectangle
        layer.emitterMode = .surface
        layer.emitterSize = CGSize(width: 40, height: 10)
        let placed = particles(layer, at: 1)
        XCTAssertTrue(placed.allSatisfy { abs($0.x - 100) <= 20 && abs($0.y - 100) <= 5 })
        XCTAssertGreaterThan(placed.map(\.x).max()! - placed.map(\.x).min()!, 30, "spread over the width")
    }

    // MARK: Determinism

    func testTheSameSeedAndTimeGiveTheSameParticlesHoweverTheTimeIsReached() {
        func make() -> CAEmitterLayer {
            emitter {
                $0.velocity = 40; $0.velocityRange = 30; $0.emissionRange = 2 * .pi; $0.spinRange = 3
                $0.scaleRange = 0.5; $0.redRange = 0.3
            }.0
        }
        let layer = make()
        layer.seed = 42
        let direct = particles(layer, at: 3.25)
        _ = particles(layer, at: 1)
        _ = particles(layer, at: 7)
        XCTAssertEqual(particles(layer, at: 3.25), direct, "evaluating other times first changes nothing")
        let fresh = make()
        fresh.seed = 42
        XCTAssertEqual(particles(fresh, at: 3.25), direct, "a new layer with the same seed")
        fresh.seed = 43
        XCTAssertNotEqual(particles(fresh, at: 3.25), direct, "another seed, other particles")
    }

    func testTheRenderTreeCarriesTheParticlesAtItsTime() throws {
        let (layer, _) = emitter()
        let tree = layer.makeRenderTree(at: 0.5)
        XCTAssertEqual(tree.nodes[0].particles?.particles.count, 51)
        XCTAssertEqual(tree.nodes[0].particles?.batches.count, 1)
        XCTAssertEqual(layer.makeRenderTree(at: 1).nodes[0].particles?.particles.count, 101, "not retained")
        XCTAssertEqual(layer.nextFrameTime(after: 1), 1, "an emitter needs every frame")
        XCTAssertEqual(layer.makeReferenceRenderTree(at: 0.5), tree)
    }

    // MARK: Nested cells and ordering

    func testNestedCellsAreEmittedByEachParticleWhileItLives() {
        let (layer, parent) = emitter {
            $0.birthRate = 1
            $0.lifetime = 1
        }
        let child = CAEmitterCell()
        child.contents = dot
        child.birthRate = 10
        child.lifetime = 5
        parent.emitterCells = [child]
        // At 0.5: parent 0 lives (1) and has emitted its slots 0 … 5 (6).
        XCTAssertEqual(particles(layer, at: 0.5).count, 7)
        // At 1.5: parent 0 died at 1 after its slots 0 … 9 (10 children, still alive); parent 1
        // (born at 1) lives, with its slots 0 … 5.
        XCTAssertEqual(particles(layer, at: 1.5).count, 10 + 1 + 6)
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1.5)?.batches.count, 1, "one image: one batch")
        child.contents = CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))!
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1.5)?.batches.count, 2, "unordered: one batch per image")
    }

    func testCellsDrawingTheSameImageShareABatchInEveryOrder() {
        let (layer, first) = emitter { $0.velocity = 10 }
        let second = CAEmitterCell()
        second.contents = first.contents
        second.birthRate = 100
        second.lifetime = 2
        second.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.emitterCells = [first, second]
        layer.renderMode = .oldestFirst
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.particles.count, 202)
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.batches.count, 1, "interleaved births, one batch")
        second.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        // Another part of the image: the cells' particles alternate, a batch each.
        XCTAssertGreaterThan(ParticleSystem.content(of: layer, at: 1)?.batches.count ?? 0, 100)
        layer.renderMode = .unordered
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.batches.count, 2)
    }

    func testRenderModesOrderTheParticles() {
        let (layer, _) = emitter {
            $0.velocity = 10; $0.zAcceleration = 0; $0.emissionLatitude = 0.5
        }
        layer.renderMode = .oldestFirst
        let oldestFirst = particles(layer, at: 1)
        layer.renderMode = .oldestLast
        XCTAssertEqual(particles(layer, at: 1), oldestFirst.reversed())
        layer.renderMode = .backToFront
        let z = particles(layer, at: 1).map(\.z)
        XCTAssertEqual(z, z.sorted())
        layer.renderMode = .additive
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.additive, true)
    }

    func testOnlyPreservesDepthKeepsTheParticlesZForDrawing() {
        let (layer, _) = emitter()
        layer.emitterZPosition = -50
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.particles.first?.z, -50)
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.keepsDepth, false, "flattened by default")
        layer.preservesDepth = true
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.keepsDepth, true)
        layer.emitterZPosition = 0
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.keepsDepth, false, "all in the plane: drawn as flat")
    }

    func testChangingACellChangesTheModelButCopyingOneDoesNot() {
        let (_, cell) = emitter()
        let before = LayerModelGeneration.value
        let copy = cell.copy()
        XCTAssertEqual(LayerModelGeneration.value, before, "copies are made on the render thread too")
        XCTAssertEqual(copy.birthRate, cell.birthRate)
        cell.birthRate = 5
        XCTAssertNotEqual(LayerModelGeneration.value, before, "a changed cell redraws its emitters")
    }

    func testCellsAreSnapshottedIntoCopies() {
        let (layer, cell) = emitter()
        let copy = CAEmitterLayer(layer: layer)
        cell.birthRate = 1
        XCTAssertEqual(copy.emitterCells?.first?.birthRate, 100)
        XCTAssertFalse(copy.emitterCells?.first === cell)
    }
}

/// Hostile emitters draw less, never hang.
final class EmitterLimitTests: XCTestCase {
    func testHugeRatesAndTimesAreBounded() {
        let layer = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 1, height: 1, pixels: [255, 255, 255, 255])!
        cell.birthRate = 1e30
        cell.lifetime = 1e30
        layer.emitterCells = [cell]
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1e6)?.particles.count ?? 0, 0, "past 2^52 slots: none")
        cell.birthRate = 1e9
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.particles.count, ParticleSystem.particleLimit)
        cell.birthRate = 100
        cell.velocity = .nan
        XCTAssertEqual(ParticleSystem.content(of: layer, at: 1)?.particles.count, 0, "NaN positions are not drawn")
    }
}

/// An emitter inside a replicator: each instance's particles take the instance color.
final class ReplicatedEmitterTests: XCTestCase {
    func testInstanceColorMultipliesParticles() throws {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 2
        replicator.instanceRedOffset = -0.5
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 1, height: 1, pixels: [255, 255, 255, 255])!
        cell.birthRate = 10
        cell.lifetime = 1
        emitter.emitterCells = [cell]
        replicator.addSublayer(emitter)
        let nodes = replicator.makeRenderTree(at: 0.5).nodes.filter { $0.particles != nil }
        XCTAssertEqual(nodes.count, 2)
        XCTAssertEqual(nodes[0].particles?.particles.first?.red, 1)
        XCTAssertEqual(nodes[1].particles?.particles.first?.red, 0.5)
        XCTAssertEqual(nodes[1].particles?.particles.first?.green, 1)
    }
}

/// Cells by name through key-value coding, as Core Animation offers them.
final class EmitterCellKeyValueTests: XCTestCase {
    func testCellsAreReachedByNameThroughKeyPaths() throws {
        let emitter = CAEmitterLayer()
        let fire = CAEmitterCell()
        fire.name = "fire"
        fire.birthRate = 100
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.lifetime = 2
        fire.emitterCells = [spark]
        emitter.emitterCells = [fire]
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.fire.birthRate") as? Float, 100)
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.fire.emitterCells.spark.lifetime") as? Float, 2)
        XCTAssertTrue(emitter.value(forKeyPath: "emitterCells.fire") as? CAEmitterCell === fire)
        XCTAssertNil(emitter.value(forKeyPath: "emitterCells.smoke.birthRate"))

        emitter.setValue(0, forKeyPath: "emitterCells.fire.birthRate")
        XCTAssertEqual(fire.birthRate, 0)
        emitter.setValue(false, forKeyPath: "emitterCells.fire.emitterCells.spark.enabled")
        XCTAssertFalse(spark.isEnabled)
        XCTAssertThrowsError(try emitter.setCheckedValue(1, forKeyPath: "emitterCells.smoke.birthRate")) { error in
            XCTAssertEqual("\(error)", "key path 'emitterCells.smoke.birthRate': no emitter cell named 'smoke'")
        }
        XCTAssertThrowsError(try emitter.setCheckedValue("x", forKeyPath: "emitterCells.fire.birthRate")) { error in
            XCTAssertEqual("\(error)", "key path 'emitterCells.fire.birthRate': expected Float, got String")
        }
        XCTAssertThrowsError(try fire.setCheckedValue(1, forKeyPath: "birthrate"))
        fire.setValue(Float(7), forKey: "lifetime")
        XCTAssertEqual(fire.value(forKey: "lifetime") as? Float, 7)
    }
}

/// A birth rate changed on a shown emitter changes births from then on: the particles in flight
/// stay as they were and live out their lifetimes (Core Animation's `birthRate = 0` idiom).
final class EmitterRateChangeTests: AnimationTestCase {
    private let dot = CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))!

    /// An emitter shown (committed) at local time 100, moving its particles apart.
    private func shownEmitter(nested: Bool = false) -> (CAEmitterLayer, CAEmitterCell) {
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        layer.seed = 7
        let cell = CAEmitterCell()
        cell.name = "fire"
        cell.contents = dot
        cell.birthRate = nested ? 5 : 100
        cell.lifetime = 2
        cell.velocity = 40
        cell.velocityRange = 20
        cell.emissionRange = 2 * .pi
        cell.scaleRange = 0.5
        if nested {
            let spark = CAEmitterCell()
            spark.name = "spark"
            spark.contents = dot
            spark.birthRate = 20
            spark.lifetime = 1
            spark.velocity = 10
            spark.emissionRange = 2 * .pi
            cell.emitterCells = [spark]
        }
        layer.emitterCells = [cell]
        CATransaction.flush()
        return (layer, cell)
    }

    private func particles(_ layer: CAEmitterLayer, at time: Double) -> [Particle] {
        ParticleSystem.content(of: layer, at: time)?.particles ?? []
    }

    /// Changes `apply` at the clock's time, as an app would, without implicit animations.
    private func change(_ apply: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        apply()
        CATransaction.commit()
    }

    func testStoppingBirthsKeepsTheParticlesInFlightUntilTheyDie() {
        let (layer, _) = shownEmitter()
        let (twin, _) = shownEmitter()
        let before = particles(layer, at: 100)
        XCTAssertEqual(before.count, 200)
        change { layer.birthRate = 0 }
        XCTAssertEqual(particles(layer, at: 100), before, "the same particles, in the same places, just after")
        // A second later those born in the last second before the change are left, each as an
        // emitter that never stopped shows it.
        let later = particles(layer, at: 101)
        XCTAssertEqual(later.count, 100)
        let unchanged = particles(twin, at: 101)
        XCTAssertTrue(later.allSatisfy { unchanged.contains($0) }, "they live on unchanged")
        XCTAssertEqual(particles(layer, at: 102.5).count, 0, "none born after the change")
        XCTAssertEqual(particles(layer, at: 99), particles(twin, at: 99), "the past is as it was")
    }

    func testACellsRateSetToZeroByKeyPathStopsItsBirthsAlone() {
        let (layer, _) = shownEmitter()
        let before = particles(layer, at: 100)
        change { layer.setValue(0, forKeyPath: "emitterCells.fire.birthRate") }
        XCTAssertEqual(particles(layer, at: 100), before)
        XCTAssertEqual(particles(layer, at: 101).count, 100)
        XCTAssertEqual(particles(layer, at: 103).count, 0)
    }

    func testRaisingTheRateKeepsTheEarlierParticlesAndAddsBirths() {
        let (layer, cell) = shownEmitter()
        let (twin, _) = shownEmitter()
        change { layer.birthRate = 3 }
        let later = particles(layer, at: 100.5)
        let unchanged = particles(twin, at: 100.5)
        // Born before the change: (98.5, 100] at 100 a second, as the twin shows them.
        let earlier = unchanged.filter { earlierParticle in later.contains(earlierParticle) }
        XCTAssertEqual(earlier.count, 150, "the particles born before the change are identical")
        // Born after it: (100, 100.5] at 300 a second.
        XCTAssertEqual(later.count, 150 + 150)
        // A later change of the cell's own rate keeps both.
        let atRaise = particles(layer, at: 101)
        clock.currentTime = 101
        change { cell.birthRate = 50 }
        XCTAssertEqual(particles(layer, at: 101), atRaise)
        XCTAssertEqual(
            particles(layer, at: 101.5).count, 50 + 300 + 75,
            "(99.5, 100] at 100/s, (100, 101] at 300/s, (101, 101.5] at 150/s")
    }

    func testChangesBeforeTheFirstCommitAreTheConfiguration() {
        let layer = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.contents = dot
        cell.lifetime = 2
        layer.emitterCells = [cell]
        cell.birthRate = 100
        XCTAssertEqual(particles(layer, at: 100).count, 200, "as if the rate had always held")
        XCTAssertTrue(layer.emissionHistory.cells.values.allSatisfy(\.changes.isEmpty))
    }

    func testNestedCellsKeepTheirParticlesWhenTheirRateChanges() {
        let (layer, _) = shownEmitter(nested: true)
        let (twin, _) = shownEmitter(nested: true)
        let before = particles(layer, at: 100)
        change { layer.setValue(0, forKeyPath: "emitterCells.fire.emitterCells.spark.birthRate") }
        XCTAssertTrue(particles(layer, at: 100) == before, "the same particles just after")
        let later = particles(layer, at: 100.5), unchanged = particles(twin, at: 100.5)
        XCTAssertTrue(later.allSatisfy { unchanged.contains($0) }, "no new sparks, the old ones unchanged")
        // The rockets keep being born (10 alive), and the sparks born before the change fly on.
        XCTAssertGreaterThan(later.count, 10)
        XCTAssertEqual(particles(layer, at: 101.5).count, 10, "only rockets once the old sparks died")
    }

    func testTheHistoryForgetsChangesOnceTheirParticlesAreDeadAndCopiesCarryIt() {
        let (layer, _) = shownEmitter()
        change { layer.birthRate = 0 }
        XCTAssertEqual(layer.emissionHistory.cells[[0]]?.changes.count, 1)
        let copy = CAEmitterLayer(layer: layer)
        XCTAssertEqual(particles(copy, at: 101), particles(layer, at: 101), "a committed copy draws the same")
        clock.currentTime = 110
        change { layer.birthRate = 1 }
        // The change at 100 ended births that are all dead by 102: forgotten, its start kept.
        XCTAssertEqual(layer.emissionHistory.cells[[0]]?.changes.count, 1)
        XCTAssertEqual(layer.emissionHistory.cells[[0]]?.start, 100)
        XCTAssertEqual(particles(layer, at: 110.5).count, 50)
        for step in 1...200 {
            clock.currentTime = 110 + Double(step) * 0.001
            change { layer.birthRate = Float(step % 2) }
        }
        XCTAssertLessThanOrEqual(layer.emissionHistory.cells[[0]]?.changes.count ?? 0, EmissionHistory.changeLimit)
    }
}

/// Cells' values by key path on the emitter layer: nested cells, errors that name the key path,
/// and explicit animations of a cell's value, as Core Animation documents them.
final class EmitterCellKeyPathAnimationTests: AnimationTestCase {
    private let dot = CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))!

    /// A committed emitter whose cell `fire` (100 a second, living 1 s) carries a cell `smoke`.
    private func emitter() -> (CAEmitterLayer, CAEmitterCell, CAEmitterCell) {
        let layer = CAEmitterLayer()
        let fire = CAEmitterCell()
        fire.name = "fire"
        fire.contents = dot
        fire.birthRate = 100
        fire.lifetime = 1
        let smoke = CAEmitterCell()
        smoke.name = "smoke"
        smoke.scale = 0.5
        fire.emitterCells = [smoke]
        layer.emitterCells = [fire]
        CATransaction.flush()
        return (layer, fire, smoke)
    }

    func testNestedCellsAreReadAndSetByKeyPath() throws {
        let (layer, _, smoke) = emitter()
        XCTAssertEqual(layer.value(forKeyPath: "emitterCells.fire.emitterCells.smoke.scale") as? CGFloat, 0.5)
        try layer.setCheckedValue(2, forKeyPath: "emitterCells.fire.emitterCells.smoke.scale")
        XCTAssertEqual(smoke.scale, 2)
        XCTAssertEqual(layer.value(forKeyPath: "emitterCells.fire.emitterCells.smoke.scale") as? CGFloat, 2)
        XCTAssertNil(layer.value(forKeyPath: "emitterCells.fire.emitterCells.steam.scale"))
    }

    func testUnknownCellsAndPropertiesAreErrorsNamingTheKeyPath() {
        let (layer, fire, _) = emitter()
        XCTAssertThrowsError(try layer.setCheckedValue(1, forKeyPath: "emitterCells.fire.birthrate")) { error in
            XCTAssertEqual(
                "\(error)", "key path 'emitterCells.fire.birthrate': CAEmitterCell has no property 'birthrate'")
        }
        XCTAssertThrowsError(try layer.setCheckedValue(1, forKeyPath: "emitterCells.fire.emitterCells.steam.scale")) {
            XCTAssertEqual(
                "\($0)", "key path 'emitterCells.fire.emitterCells.steam.scale': no emitter cell named 'steam'")
        }
        XCTAssertThrowsError(
            try layer.addAnimation(CABasicAnimation(keyPath: "emitterCells.ice.birthRate"), forKey: nil)
        ) {
            XCTAssertEqual("\($0)", "key path 'emitterCells.ice.birthRate': no emitter cell named 'ice'")
        }
        XCTAssertThrowsError(
            try layer.addAnimation(CABasicAnimation(keyPath: "emitterCells.fire.birthrate"), forKey: nil)
        ) {
            XCTAssertEqual(
                "\($0)", "key path 'emitterCells.fire.birthrate': CAEmitterCell has no animatable property 'birthrate'")
        }
        XCTAssertThrowsError(try layer.addAnimation(CABasicAnimation(keyPath: "emitterCells.fire"), forKey: nil))
        XCTAssertEqual(fire.birthRate, 100, "nothing changed")
    }

    func testAnExplicitAnimationOfACellsValueAnimatesItsParticles() throws {
        let (layer, fire, smoke) = emitter()
        let animation = CABasicAnimation(keyPath: "emitterCells.fire.birthRate")
        animation.fromValue = 0
        animation.toValue = 400
        animation.beginTime = 101
        animation.duration = 2
        try layer.addAnimation(animation, forKey: "rate")
        let scale = CABasicAnimation(keyPath: "emitterCells.fire.emitterCells.smoke.scale")
        scale.fromValue = 1
        scale.toValue = 3
        scale.beginTime = 101
        scale.duration = 2
        try layer.addAnimation(scale, forKey: "scale")
        let presented = try XCTUnwrap(layer.presentation(at: 102))
        XCTAssertEqual(presented.value(forKeyPath: "emitterCells.fire.birthRate") as? Float, 200, "halfway")
        XCTAssertEqual(presented.value(forKeyPath: "emitterCells.fire.emitterCells.smoke.scale") as? CGFloat, 2)
        XCTAssertEqual(fire.birthRate, 100, "the model keeps its value")
        XCTAssertEqual(smoke.scale, 0.5)
        let generation = LayerModelGeneration.value
        // The particles follow the animated rate: 200 a second living 1 s.
        XCTAssertEqual(layer.makeRenderTree(at: 102).nodes[0].particles?.particles.count, 200)
        XCTAssertEqual(layer.makeRenderTree(at: 100.5).nodes[0].particles?.particles.count, 100, "before it: the model")
        XCTAssertEqual(LayerModelGeneration.value, generation, "evaluating frames changes no model")
        XCTAssertEqual(fire.birthRate, 100)
    }
}
