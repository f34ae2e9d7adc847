import Foundation

/// The range of frame rates a display link asks for, with the rate it prefers: Core
/// Animation's `CAFrameRateRange`.
///
/// The link fires at one of the rates the display can give, its refresh rate divided by a
/// whole number of refreshes: the one nearest `preferred` (or `maximum` when there is no
/// preference) among those inside the range, or the nearest to it when none is inside.
///
/// ```swift
/// link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
/// ```
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second; 0 for no bound.
    public var minimum: Float
    /// The highest acceptable rate; 0 for the display's own rate.
    public var maximum: Float
    /// The rate the link would rather run at; `nil` for the highest in the range.
    public var preferred: Float?

    /// Creates a range of acceptable rates and the preferred one, in frames per second.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Creates a range of acceptable rates, in frames per second, with no preference.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No range: the link follows `preferredFramesPerSecond` (by default, every refresh).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    /// Whether the two ranges are the same, as Apple's `isEqual(to:)`.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// How many refreshes of a display at `refreshRate` pass per callback.
    func refreshesPerCallback(refreshRate: Double) -> Int {
        guard refreshRate > 0 else { return 1 }
        let upper = maximum > 0 ? Double(maximum) : refreshRate
        let lower = Double(max(minimum, 0))
        let target = preferred.flatMap { $0 > 0 ? Double($0) : nil } ?? upper
        // Rates within a thousandth of the refresh rate of a bound count as inside it (59.94 Hz is 60).
        let slack = 1e-3 * refreshRate
        var best = 1
        var bestScore = (outside: 1, distance: Double.infinity)
        for refreshes in 1...max(1, Int(refreshRate.rounded(.up))) {
            let rate = refreshRate / Double(refreshes)
            let score = (outside: rate >= lower - slack && rate <= upper + slack ? 0 : 1, distance: abs(rate - target))
            // Strictly better only: on a tie the higher rate (fewer refreshes) stays.
            if score < bestScore {
                best = refreshes
                bestScore = score
            }
        }
        return best
    }
}
