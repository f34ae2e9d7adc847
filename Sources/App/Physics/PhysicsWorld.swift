import CChipmunk
import Foundation

/// A Chipmunk2D space holding boxes inside four static walls: the only code that calls Chipmunk.
///
/// Overall design: the world works in the window's points with y pointing down (the
/// layer tree's coordinates), so positions go to layers unconverted, and gravity
/// (0, +g) falls toward the bottom edge. A body's angle turns it the way
/// `CATransform3DMakeRotation(angle, 0, 0, 1)` turns a layer: both apply
/// (x cos − y sin, x sin + y cos) in the same space.
///
/// Boxes are addressed by the index `addBox` returns; the world owns every
/// Chipmunk object (space, bodies, shapes) and frees them in `deinit`, which is
/// safe here because none of them is a GPU resource and nothing else points at them.
///
/// Chipmunk is deterministic for a given sequence of `step` calls, so a caller
/// that steps with a fixed duration (see `FixedTimestep`) gets the same state for
/// the same number of steps, however those steps were spread over frames.
final class PhysicsWorld {
    /// A direction and length in points (Foundation on Linux has no `CGVector`).
    struct Vector: Equatable {
        var dx: Double
        var dy: Double
    }

    /// Where a body is and how far it has turned (radians, clockwise on screen).
    struct Pose: Equatable {
        var position: CGPoint
        var angle: Double
    }

    private let space: OpaquePointer
    private var boxes: [(body: OpaquePointer, shape: OpaquePointer, size: CGSize)] = []
    private var walls: [OpaquePointer] = []
    /// The rectangle the walls enclose, if any were built.
    private(set) var bounds: CGRect?

    /// How far the walls reach outside `bounds`: thick walls keep fast boxes from tunnelling through.
    let wallThickness: Double = 40
    var friction: Double = 0.8
    var elasticity: Double = 0.2

    /// Gravity in points per second squared; setting it wakes sleeping bodies.
    var gravity: Vector {
        get {
            let g = cpSpaceGetGravity(space)
            return Vector(dx: g.x, dy: g.y)
        }
        set {
            cpSpaceSetGravity(space, vector(newValue.dx, newValue.dy))
            wakeAll()
        }
    }

    /// How many boxes the world holds.
    var boxCount: Int { boxes.count }

    /// Whether every box is asleep: Chipmunk found it at rest for `sleepTime` and stopped moving it.
    var isAtRest: Bool { boxes.allSatisfy { cpBodyIsSleeping($0.body) != 0 } }

    /// Creates an empty space with `gravity`; boxes that stay still for `sleepTime` seconds sleep.
    init(gravity: Vector, sleepTime: Double = 0.5) {
        _ = Self.banner
        space = cpSpaceNew()
        cpSpaceSetIterations(space, 20)
        cpSpaceSetSleepTimeThreshold(space, sleepTime)
        // A body slower than this counts as idle (Chipmunk's default derives it from gravity).
        cpSpaceSetIdleSpeedThreshold(space, 8)
        // Overlap Chipmunk tolerates before pushing shapes apart: less jitter in stacks.
        cpSpaceSetCollisionSlop(space, 0.5)
        cpSpaceSetGravity(space, vector(gravity.dx, gravity.dy))
    }

    deinit {
        // Shapes and bodies first (removing them touches the space), then the space.
        for wall in walls { cpSpaceRemoveShape(space, wall); cpShapeFree(wall) }
        for box in boxes {
            cpSpaceRemoveShape(space, box.shape)
            cpSpaceRemoveBody(space, box.body)
            cpShapeFree(box.shape)
            cpBodyFree(box.body)
        }
        cpSpaceFree(space)
    }

    /// Replaces the walls with four static segments whose inner faces are `rect`'s edges.
    ///
    /// The segments run along the edges pushed out by `wallThickness`, with that radius,
    /// so the walls are solid slabs outside `rect`. Removing the old walls wakes what
    /// touched them, and every box is woken so it settles against the new ones.
    func setWalls(_ rect: CGRect) {
        for wall in walls { cpSpaceRemoveShape(space, wall); cpShapeFree(wall) }
        walls.removeAll()
        bounds = rect
        let r = wallThickness
        let (left, right) = (Double(rect.minX) - r, Double(rect.maxX) + r)
        let (top, bottom) = (Double(rect.minY) - r, Double(rect.maxY) + r)
        let corners = [vector(left, top), vector(right, top), vector(right, bottom), vector(left, bottom)]
        let ground = cpSpaceGetStaticBody(space)
        for i in 0..<4 {
            let wall = cpSegmentShapeNew(ground, corners[i], corners[(i + 1) % 4], r)!
            cpShapeSetFriction(wall, friction)
            cpShapeSetElasticity(wall, elasticity)
            cpSpaceAddShape(space, wall)
            walls.append(wall)
        }
        wakeAll()
    }

    /// Adds a box of `size` points centred at `position`, turned by `angle`; returns its index.
    ///
    /// Its moment of inertia comes from `cpMomentForBox`, so a large crate turns as sluggishly as it should.
    @discardableResult
    func addBox(size: CGSize, mass: Double, position: CGPoint, angle: Double = 0) -> Int {
        let (w, h) = (Double(size.width), Double(size.height))
        let body = cpBodyNew(mass, cpMomentForBox(mass, w, h))!
        cpBodySetPosition(body, vector(Double(position.x), Double(position.y)))
        cpBodySetAngle(body, angle)
        cpSpaceAddBody(space, body)
        let shape = cpBoxShapeNew(body, w, h, 0)!
        cpShapeSetFriction(shape, friction)
        cpShapeSetElasticity(shape, elasticity)
        cpSpaceAddShape(space, shape)
        boxes.append((body, shape, size))
        return boxes.count - 1
    }

    /// The size box `index` was added with.
    func size(ofBox index: Int) -> CGSize { boxes[index].size }

    /// Where box `index` is now.
    func pose(ofBox index: Int) -> Pose {
        let body = boxes[index].body
        let p = cpBodyGetPosition(body)
        return Pose(position: CGPoint(x: p.x, y: p.y), angle: cpBodyGetAngle(body))
    }

    /// Where the point `local` of box `index` (in Chipmunk's body space: centred, unturned) is now.
    func worldPoint(ofBox index: Int, local: CGPoint) -> CGPoint {
        let p = cpBodyLocalToWorld(boxes[index].body, vector(Double(local.x), Double(local.y)))
        return CGPoint(x: p.x, y: p.y)
    }

    /// Moves box `index` to `position` (keeping its angle, stopping it), for when the walls moved past it.
    func move(box index: Int, to position: CGPoint) {
        let body = boxes[index].body
        cpBodyActivate(body)
        cpBodySetPosition(body, vector(Double(position.x), Double(position.y)))
        cpBodySetVelocity(body, vector(0, 0))
        cpSpaceReindexShapesForBody(space, body)
    }

    /// Advances the simulation by `duration` seconds (call it with a fixed step for repeatable results).
    func step(_ duration: Double) {
        cpSpaceStep(space, duration)
    }

    /// Wakes every box, so a changed gravity or wall moves even those at rest.
    private func wakeAll() {
        for box in boxes { cpBodyActivate(box.body) }
    }

    /// Debian builds Chipmunk with its debug checks on (kept: misuse stops at an assertion), and
    /// its first `cpSpaceNew` then prints a two-line "Debug Enabled" banner on standard output,
    /// in the middle of `layerkit demo`'s help. That first space is made here with standard
    /// output pointed at /dev/null. Only the app thread creates worlds, before any of them steps.
    private static let banner: Void = {
        fflush(nil)  // every stream (Swift 6 will not read Glibc's global `stdout`)
        let saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        if saved >= 0, null >= 0 { dup2(null, STDOUT_FILENO) }
        cpSpaceFree(cpSpaceNew())
        fflush(nil)  // every stream (Swift 6 will not read Glibc's global `stdout`)
        if saved >= 0 { dup2(saved, STDOUT_FILENO); close(saved) }
        if null >= 0 { close(null) }
    }()

    /// `cpv`, written out: Chipmunk's inline helpers are not relied on from Swift.
    private func vector(_ x: Double, _ y: Double) -> cpVect { cpVect(x: x, y: y) }
}
