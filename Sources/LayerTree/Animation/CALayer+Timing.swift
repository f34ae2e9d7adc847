import Foundation

extension CALayer: CAMediaTiming {}

extension CALayer {
    /// The layer's own clock, as its superlayer's time maps into it.
    var containerTiming: ContainerTiming {
        ContainerTiming(
            beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset,
            cycle: ContainerTiming.Cycle(
                duration: duration, repeatCount: Double(repeatCount), autoreverses: autoreverses))
    }

    /// The layer's local time at global (media) time `time`, through every ancestor's timing.
    ///
    /// Root first, by recursion up the superlayers: no array of ancestors is built, since the app
    /// thread asks this of every watched animation at each commit (`AnimationEvents.deliver(at:)`,
    /// hundreds in a Lottie file), and the chain's arrays were half of a playing window's app thread.
    func localTime(atGlobalTime time: CFTimeInterval) -> CFTimeInterval {
        containerTiming.localTime(parentTime: superlayer?.localTime(atGlobalTime: time) ?? time)
    }

    /// Global time at which this layer's local clock reads `time` (the inverse of `localTime`).
    func globalTime(atLocalTime time: CFTimeInterval) -> CFTimeInterval {
        var t = time
        var layer: CALayer? = self
        while let current = layer {
            t = current.containerTiming.parentTime(localTime: t)
            layer = current.superlayer
        }
        return t
    }

    /// Converts `t` from `layer`'s time space (global time when `nil`) into this layer's.
    ///
    /// ```swift
    /// let now = layer.convertTime(CACurrentMediaTime(), from: nil)
    /// ```
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atGlobalTime: layer?.globalTime(atLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's time space into `layer`'s (global time when `nil`).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(atLocalTime: t)
        return layer?.localTime(atGlobalTime: global) ?? global
    }
}
