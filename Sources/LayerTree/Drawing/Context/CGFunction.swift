import Foundation

/// Evaluates a function at `inputs`, writing `outputs`, as Core Graphics' `CGFunctionEvaluateCallback`.
public typealias CGFunctionEvaluateCallback = (
    _ info: UnsafeMutableRawPointer?, _ inputs: UnsafePointer<CGFloat>, _ outputs: UnsafeMutablePointer<CGFloat>
) -> Void

/// Releases a function's `info` when the function goes away, as Core Graphics' `CGFunctionReleaseInfoCallback`.
public typealias CGFunctionReleaseInfoCallback = (_ info: UnsafeMutableRawPointer?) -> Void

/// A function's callbacks, as Core Graphics' `CGFunctionCallbacks`.
public struct CGFunctionCallbacks {
    /// The structure's version; 0, as Apple code passes.
    public var version: UInt32
    /// Computes the outputs; a function without one outputs zeros.
    public var evaluate: CGFunctionEvaluateCallback?
    /// Called with `info` when the function is released.
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    /// Creates the callbacks.
    public init(
        version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?
    ) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}

/// A function of some inputs to some outputs, computed by a callback, as Core Graphics'
/// `CGFunction`: what a `CGShading` takes its colours from. Inputs are clamped to `domain` and
/// outputs to `range` where those are given (pairs of low and high bounds, one pair a dimension).
public final class CGFunction {
    let info: UnsafeMutableRawPointer?
    let domain: [CGFloat]?
    let range: [CGFloat]?
    let domainDimension: Int, rangeDimension: Int
    let evaluateCallback: CGFunctionEvaluateCallback?
    let releaseInfo: CGFunctionReleaseInfoCallback?

    /// Makes a function of `domainDimension` inputs and `rangeDimension` outputs; `nil` when either
    /// dimension is not positive or a bound is not finite.
    public init?(
        info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?, rangeDimension: Int,
        range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>
    ) {
        guard domainDimension > 0, rangeDimension > 0, domainDimension <= 32, rangeDimension <= 32 else { return nil }
        let domain = domain.map { Array(UnsafeBufferPointer(start: $0, count: 2 * domainDimension)) }
        let range = range.map { Array(UnsafeBufferPointer(start: $0, count: 2 * rangeDimension)) }
        guard (domain ?? []).allSatisfy(\.isFinite), (range ?? []).allSatisfy(\.isFinite) else { return nil }
        self.info = info
        self.domain = domain
        self.range = range
        self.domainDimension = domainDimension
        self.rangeDimension = rangeDimension
        evaluateCallback = callbacks.pointee.evaluate
        releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit { releaseInfo?(info) }

    /// The outputs at `inputs`, both clamped to the function's bounds.
    func evaluate(_ inputs: [CGFloat]) -> [CGFloat] {
        var clamped = inputs
        if let domain {
            for i in clamped.indices where i < domainDimension {
                clamped[i] = min(max(clamped[i], domain[2 * i]), domain[2 * i + 1])
            }
        }
        var outputs = [CGFloat](repeating: 0, count: rangeDimension)
        if let evaluateCallback {
            clamped.withUnsafeBufferPointer { input in
                outputs.withUnsafeMutableBufferPointer { evaluateCallback(info, input.baseAddress!, $0.baseAddress!) }
            }
        }
        if let range {
            for i in outputs.indices { outputs[i] = min(max(outputs[i], range[2 * i]), range[2 * i + 1]) }
        }
        return outputs
    }
}
