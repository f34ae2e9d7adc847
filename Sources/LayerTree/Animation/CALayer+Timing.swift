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
    func localTime(atGlobalTime time: CFTimeInterval) -> CFTimeInterval {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        return chain.reversed().reduce(time) { t, layer in layer.containerTiming.localTime(parentTime: t) }
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
