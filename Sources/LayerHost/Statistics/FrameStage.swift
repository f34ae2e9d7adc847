import GLRender
import LayerTree

/// The stages of a window's frame, as the HUD shows them and janky frames are classed: the app
/// thread's (display-link callbacks, then the commit with its layout and display passes) and the
/// render thread's (evaluating animations, then the renderer's planning, batching and encoding, then
/// the swap that waits for the GPU).
enum FrameStage: Int, CaseIterable, CustomStringConvertible {
    case callbacks, commit, layout, display
    case evaluate, planning, batching, encoding, gpu

    /// The app thread's stages, in the order a pass runs them.
    static let appThread: [FrameStage] = [.callbacks, .commit, .layout, .display]
    /// The render thread's stages, in the order a frame runs them.
    static let renderThread: [FrameStage] = [.evaluate, .planning, .batching, .encoding, .gpu]

    var description: String {
        switch self {
        case .callbacks: "callbacks"
        case .commit: "commit"
        case .layout: "layout"
        case .display: "display"
        case .evaluate: "evaluate"
        case .planning: "planning"
        case .batching: "batching"
        case .encoding: "encoding"
        case .gpu: "gpu"
        }
    }
}

/// Milliseconds per `FrameStage`, for one app-thread pass, one rendered frame, or both.
struct StageMilliseconds: Equatable {
    private var milliseconds = [Double](repeating: 0, count: FrameStage.allCases.count)

    init() {}

    /// The render thread's stages of a drawn frame. The GPU stage is the swap's wall time
    /// (blit and present): a driver that draws lazily (Mesa's llvmpipe) rasterizes there, a
    /// vsync-paced one waits there, so it is where the GPU's share of a frame shows on the CPU.
    init(rendered statistics: FrameStatistics) {
        let stages = statistics.stages
        self[.evaluate] = stages.evaluate
        self[.planning] = stages.planning
        self[.batching] = stages.batching
        self[.encoding] = stages.encoding
        self[.gpu] = stages.present + stages.finish
    }

    subscript(stage: FrameStage) -> Double {
        get { milliseconds[stage.rawValue] }
        set { milliseconds[stage.rawValue] = newValue }
    }

    /// The sum over `stages`.
    func total(of stages: [FrameStage]) -> Double { stages.reduce(0) { $0 + self[$1] } }

    /// The longest of `stages` (the first of equals).
    func longest(of stages: [FrameStage]) -> FrameStage {
        stages.max { self[$0] < self[$1] } ?? stages[0]
    }
}

/// Why a frame came late: the stage that overran, as Android's frame timeline classes janky frames.
enum JankCause: Hashable, CustomStringConvertible {
    /// The frame's own stages took longer than a refresh; this one the longest.
    case stage(FrameStage)
    /// Every stage fitted in a refresh: the threads were not scheduled in time (a busy machine).
    case scheduling

    /// Classes a frame that came more than one refresh late. The app thread is blamed first when
    /// its longest pass since the previous frame overran a refresh (its commit then came too late
    /// for the frame), then the render thread when its stages overran; otherwise the stages fitted
    /// and the delay was scheduling.
    static func of(app: StageMilliseconds, render: StageMilliseconds, refreshMilliseconds: Double) -> JankCause {
        if app.total(of: FrameStage.appThread) > refreshMilliseconds {
            return .stage(app.longest(of: FrameStage.appThread))
        }
        if render.total(of: FrameStage.renderThread) > refreshMilliseconds {
            return .stage(render.longest(of: FrameStage.renderThread))
        }
        return .scheduling
    }

    var description: String {
        switch self {
        case .stage(let stage): stage.description
        case .scheduling: "scheduling"
        }
    }
}
