import Foundation
import LayerTree
import SeededRandom

/// Demo 2: falling crates with real physics (the book's chapter 11 Chipmunk example).
///
/// Overall design: each crate is a `CALayer` and a Chipmunk box body in a
/// `PhysicsWorld` whose walls are the window's edges. Every display-link tick
/// runs the 1/120 s steps that became due by `link.timestamp` (a `FixedTimestep`,
/// at most 8 a frame) and then copies each body's position and angle to its layer
/// in one transaction with actions disabled, so layers follow the simulation
/// instead of animating toward it. Because the steps are fixed and driven by
/// timestamps, the crates are in the same place at the same time whatever the
/// frame rate, which is what makes the demo testable without a window.
///
/// Without an accelerometer, the arrow keys point gravity at that edge and a drag
/// points it along the drag (the book tilts the phone); a click drops a crate there.
final class PhysicsDemo: WindowContent {
    let title = "2 Falling crates (Chipmunk2D; arrows or drag tilt gravity, click adds a crate)"
    let root = CALayer()
    /// Points per second squared, the book's `GRAVITY`.
    static let gravityStrength = 1000.0
    static let initialCrateCount = 6
    static let maximumCrateCount = 60
    /// A press that moves less than this is a click, not a drag.
    private static let clickSlop: CGFloat = 6
    /// Sides of a crate, in points.
    private static let crateSides: ClosedRange<Double> = 40...60

    let world = PhysicsWorld(gravity: .init(dx: 0, dy: PhysicsDemo.gravityStrength))
    /// The crates' layers, in the world's box order.
    private(set) var crates: [CALayer] = []
    private var stepper = FixedTimestep(stepsPerSecond: 120, maximumStepsPerFrame: 8)
    /// The size the walls were built for; `nil` before the first layout.
    private var size: CGSize?
    private var random = SplitMix64(seed: 0x00C0_FFEE)
    private var shownPoses: [PhysicsWorld.Pose?] = []
    private var press: (start: CGPoint, dragged: Bool)?

    init() {
        root.name = "physics demo"
    }

    /// The walls follow the window. The first layout drops the initial crates; later
    /// ones rebuild the walls and bring back crates the new walls would leave outside.
    func layout(in size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        // A resize event that reports the size the walls already have changes nothing,
        // so a scripted run stays on the same deterministic path as a headless one.
        guard size != self.size else { return }
        let firstLayout = self.size == nil
        self.size = size
        world.setWalls(CGRect(origin: .zero, size: size))
        if firstLayout {
            dropInitialCrates(in: size)
        } else {
            for index in 0..<world.boxCount { keepInside(box: index, size: size) }
        }
        showPoses()
    }

    func tick(_ link: CADisplayLink) {
        guard size != nil else { return }
        stepper.advance(to: link.timestamp) { world.step($0) }
        showPoses()
    }

    func handle(_ event: InputEvent) {
        let g = Self.gravityStrength
        switch event {
        case .key("left"): world.gravity = .init(dx: -g, dy: 0)
        case .key("right"): world.gravity = .init(dx: g, dy: 0)
        case .key("up"): world.gravity = .init(dx: 0, dy: -g)
        case .key("down"): world.gravity = .init(dx: 0, dy: g)
        case .mouseDown(let point):
            press = (point, false)
        case .mouseDrag(_, let to):
            guard let start = press?.start else { return }
            let (dx, dy) = (Double(to.x - start.x), Double(to.y - start.y))
            let length = (dx * dx + dy * dy).squareRoot()
            guard length >= Double(Self.clickSlop) else { return }
            press?.dragged = true
            world.gravity = .init(dx: dx / length * g, dy: dy / length * g)
        case .mouseUp(let point):
            defer { press = nil }
            if let press, !press.dragged { addCrate(at: point) }
        default:
            break
        }
    }

    /// Adds a crate centred at `point` (kept inside the walls); returns whether there was room for one more.
    @discardableResult
    func addCrate(at point: CGPoint, angle: Double? = nil) -> Bool {
        guard let size, world.boxCount < Self.maximumCrateCount else { return false }
        let side = CGSize(
            width: random.next(in: Self.crateSides).rounded(), height: random.next(in: Self.crateSides).rounded())
        let angle = angle ?? random.next(in: -0.5...0.5)
        let index = world.addBox(
            size: side, mass: Double(side.width * side.height) / 2500, position: point, angle: angle)
        keepInside(box: index, size: size)
        let crate = makeCrateLayer(size: side, tint: random.next(in: -0.06...0.06))
        crate.name = "crate \(index + 1)"
        crates.append(crate)
        shownPoses.append(nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.addSublayer(crate)
        CATransaction.commit()
        showPoses()
        return true
    }

    /// Seeded placement: one crate per column across the width, at random heights in the top
    /// part of the window, each turned a little so they land on corners and tumble.
    private func dropInitialCrates(in size: CGSize) {
        let count = Self.initialCrateCount
        let column = size.width / CGFloat(count)
        for i in 0..<count {
            let jitter = CGFloat(random.next(in: -0.15...0.15)) * column
            let x = column * (CGFloat(i) + 0.5) + jitter
            let y = CGFloat(random.next(in: 0.1...0.45)) * size.height
            addCrate(at: CGPoint(x: x, y: y))
        }
    }

    /// Moves a box back inside `size` when its centre is closer to an edge than half its diagonal.
    private func keepInside(box index: Int, size: CGSize) {
        let side = world.size(ofBox: index)
        let reach = (side.width * side.width + side.height * side.height).squareRoot() / 2
        let position = world.pose(ofBox: index).position
        let inside = CGPoint(
            x: min(max(position.x, reach), max(reach, size.width - reach)),
            y: min(max(position.y, reach), max(reach, size.height - reach)))
        if inside != position { world.move(box: index, to: inside) }
    }

    /// Copies each body's pose to its layer, touching only crates that moved (a resting
    /// pile commits nothing, so the window has nothing to redraw).
    private func showPoses() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, crate) in crates.enumerated() {
            let pose = world.pose(ofBox: index)
            guard pose != shownPoses[index] else { continue }
            shownPoses[index] = pose
            crate.position = pose.position
            crate.transform = CATransform3DMakeRotation(CGFloat(pose.angle), 0, 0, 1)
        }
        CATransaction.commit()
    }

    /// A wooden crate: planks' color, a darker frame, and a diagonal brace clipped to the box.
    private func makeCrateLayer(size: CGSize, tint: Double) -> CALayer {
        let t = CGFloat(tint)
        let crate = CALayer()
        crate.bounds = CGRect(origin: .zero, size: size)
        crate.backgroundColor = CGColor(red: 0.76 + t, green: 0.55 + t, blue: 0.30 + t / 2, alpha: 1)
        crate.borderWidth = 4
        crate.borderColor = CGColor(red: 0.45, green: 0.29, blue: 0.13, alpha: 1)
        crate.cornerRadius = 2
        crate.masksToBounds = true
        crate.allowsEdgeAntialiasing = true
        let brace = CALayer()
        brace.name = "brace"
        let diagonal = (size.width * size.width + size.height * size.height).squareRoot()
        brace.bounds = CGRect(x: 0, y: 0, width: diagonal, height: 6)
        brace.position = CGPoint(x: size.width / 2, y: size.height / 2)
        brace.transform = CATransform3DMakeRotation(atan2(size.height, size.width), 0, 0, 1)
        brace.backgroundColor = CGColor(red: 0.58 + t, green: 0.39 + t, blue: 0.19 + t / 2, alpha: 1)
        crate.addSublayer(brace)
        return crate
    }
}
