import QuartzCore

/// A named point in a Lottie composition's time, with a duration (bodymovin's `markers`:
/// `cm` the name, `tm` the frame, `dr` the frames it lasts).
///
/// Designers mark the sections an app plays ("on", "off", "loading") so that code names them
/// rather than frame numbers: ``LottieAnimationLayer/play(marker:loopMode:beginTime:completion:)``
/// and ``LottieAnimationLayer/play(fromMarker:toMarker:playEndMarkerFrame:loopMode:beginTime:completion:)``
/// play them, as lottie-ios's do.
public struct LottieMarker: Equatable, Sendable {
    /// The marker's name (`cm`, After Effects' comment).
    public var name: String
    /// The frame it marks (`tm`), in the composition's frames.
    public var frameTime: Double
    /// How many frames it lasts (`dr`); 0 when the file gives none, negative where it ends before it starts.
    public var durationFrameTime: Double

    public init(name: String, frameTime: Double, durationFrameTime: Double = 0) {
        self.name = name
        self.frameTime = frameTime
        self.durationFrameTime = durationFrameTime
    }

    /// Reads one element of `markers`; a name that is not a string or a time that is not a
    /// number is an error at its path (`markers[1].tm: expected a number, got a string`).
    init(json: LottieJSON) throws {
        name = try json.required("cm").string()
        frameTime = try json.required("tm").number()
        // Files in the wild have negative durations (lottie-ios's issue_1915: -23), which lottie-ios
        // keeps: playing such a marker runs backwards from its frame.
        durationFrameTime = try json.member("dr")?.number() ?? 0
    }
}

extension LottieAnimation {
    /// The markers' names, in the file's order (lottie-ios's `markerNames`).
    public var markerNames: [String] { markers.map(\.name) }

    /// The marker named `name`; where several share a name the last one counts, as in lottie-ios.
    public func marker(named name: String) -> LottieMarker? { markers.last { $0.name == name } }

    /// The frame the marker named `name` marks, or `nil` when there is no such marker.
    public func frameTime(forMarker name: String) -> Double? { marker(named: name)?.frameTime }

    /// How many frames the marker named `name` lasts, or `nil` when there is no such marker.
    public func durationFrameTime(forMarker name: String) -> Double? { marker(named: name)?.durationFrameTime }

    /// The progress (0…1 of the in to the out point) at the marker named `name`, or `nil` when
    /// there is no such marker.
    public func progressTime(forMarker name: String) -> Double? {
        frameTime(forMarker: name).map { progressTime(forFrame: $0) }
    }

    /// The progress at frame `frame`: 0 at the in point, 1 at the out point; held to 0…1 unless
    /// `clamped` is false.
    public func progressTime(forFrame frame: Double, clamped: Bool = true) -> Double {
        let progress = (frame - inFrame) / (outFrame - inFrame)
        return clamped ? min(max(progress, 0), 1) : progress
    }
}
