import Foundation

/// What an object that has a timeline fills in before its active period and after it.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
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
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
