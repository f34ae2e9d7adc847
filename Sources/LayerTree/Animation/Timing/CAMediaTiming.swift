import Foundation

/// What an object that has a timeline fills in before its active period and after it.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The object has no effect outside its active period.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the active period, the final value stays.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the active period (before `beginTime`), the initial value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Core Animation's hierarchical timing model, adopted by layers and animations.
///
/// Parent time `tp` maps to active local time `t = (tp − beginTime) · speed + timeOffset`;
/// active local time maps to basic local time by repeating `duration` and,
/// with `autoreverses`, playing every second half backwards.
public protocol CAMediaTiming: AnyObject {
    /// When the timeline starts, in its parent's time (`tp` above); an animation's 0 means when it is added.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle, in local seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's; 0 stops it, negative runs it backwards.
    var speed: Float { get set }
    /// An offset added to the active local time: where in its timeline the object starts.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles play (fractions allowed); `.infinity` repeats for ever.
    var repeatCount: Float { get set }
    /// How long the cycles repeat, in local seconds, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What shows before and after the active period.
    var fillMode: CAMediaTimingFillMode { get set }
}
