import Foundation

/// Runs a simulation in fixed steps (the book's 1/120 s physics step) however long frames take.
///
/// It is driven by frame timestamps, not durations: the steps due are those
/// whose time has passed since the first frame, counted in billionths of a step.
/// So the same end time always gives the same steps, and the same state,
/// however it was split into frames. A frame after a stall runs at most
/// `maximumStepsPerFrame` steps and drops the rest instead of falling into the
/// death spiral, where catching up takes longer than the time it catches up on.
///
/// ```swift
/// var stepper = FixedTimestep(stepsPerSecond: 120, maximumStepsPerFrame: 8)
/// let frame = stepper.advance(to: link.timestamp) { dt in space.step(dt) }
/// if frame.droppedTime > 0 { hud.noteDroppedSimulation(frame.droppedTime) }
/// ```
public struct FixedTimestep: Sendable {
    /// What one frame did.
    public struct Frame: Equatable, Sendable {
        /// Steps run this frame.
        public var steps: Int
        /// Seconds of simulation time thrown away because the frame hit the step cap.
        public var droppedTime: Double
        /// How far (0…1) the frame is between the last step and the next, for interpolating drawing.
        public var alpha: Double
    }

    /// How many fixed steps make one second of simulated time.
    public let stepsPerSecond: Int
    /// The most steps one frame runs; time beyond it is dropped, so a stall cannot spiral.
    public let maximumStepsPerFrame: Int
    /// The length of one step, in seconds.
    public var stepDuration: Double { 1 / Double(stepsPerSecond) }

    /// The first frame's timestamp: simulation time 0.
    private var origin: Double?
    /// Total steps run so far.
    public private(set) var totalSteps = 0
    /// Steps skipped by capped frames so far; they shift the schedule instead of being owed.
    public private(set) var droppedSteps = 0
    /// Total seconds dropped by capped frames so far.
    public var totalDroppedTime: Double { Double(droppedSteps) / Double(stepsPerSecond) }

    /// Creates a timestep of `stepsPerSecond` steps, at most `maximumStepsPerFrame` a frame.
    public init(stepsPerSecond: Int = 120, maximumStepsPerFrame: Int = 8) {
        precondition(stepsPerSecond > 0 && maximumStepsPerFrame > 0, "steps must be positive")
        self.stepsPerSecond = stepsPerSecond
        self.maximumStepsPerFrame = maximumStepsPerFrame
    }

    /// Moves the simulation to frame time `time` (seconds, e.g. a display link's timestamp),
    /// running the steps that became due, each with the fixed duration. The first call sets time 0.
    @discardableResult
    public mutating func advance(to time: Double, step: (Double) -> Void) -> Frame {
        guard let origin else {
            self.origin = time
            return Frame(steps: 0, droppedTime: 0, alpha: 0)
        }
        let rate = Int64(stepsPerSecond)
        // Elapsed time in billionths of a step, rounded: a frame that lands on a step boundary up to
        // floating-point noise counts as reaching it, so equal end times give equal step counts.
        let units = Int64((max(time - origin, 0) * Double(rate) * 1e9).rounded())
        var due = Int(units / 1_000_000_000) - droppedSteps - totalSteps
        var dropped = 0
        if due > maximumStepsPerFrame {
            dropped = due - maximumStepsPerFrame
            due = maximumStepsPerFrame
        }
        for _ in 0..<max(due, 0) { step(stepDuration) }
        totalSteps += max(due, 0)
        droppedSteps += dropped
        let alpha = Double(units % 1_000_000_000) / 1e9
        return Frame(steps: max(due, 0), droppedTime: Double(dropped) / Double(stepsPerSecond), alpha: alpha)
    }
}
