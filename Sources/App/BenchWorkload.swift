import ArgumentParser

/// The workloads of `layerkit bench`: the Qt Quick peer's seven (shared/peers/qtquick/scenes)
/// and `presentation`, which times the presentation tree alone.
enum BenchWorkload: String, CaseIterable, Codable {
    case opaque
    case blended
    case rounded
    case rotate3d
    case `static`
    case onemoving
    case scroll
    case presentation

    /// What the workload draws and moves, for the help text and the README.
    var summary: String {
        switch self {
        case .opaque: return "N opaque 40×40 layers, x and y ping-ponging (sine, 1.5–4.5 s)"
        case .blended: return "the same with 50%-alpha colors, overlapping"
        case .rounded: return "moving radius-8 layers clipping an offset sublayer"
        case .rotate3d: return "still layers turning about y, perspective m34 = −1/1024"
        case .static: return "N opaque layers that never change, redrawn whole every frame"
        case .onemoving: return "the static grid plus one white 40×40 layer crossing the canvas (sine, 2 s a loop)"
        case .scroll: return "a list of N 1280×48 rows (avatar and two bars each) scrolling, ~16 on screen"
        case .presentation: return "N layers, N/10 animated: makeRenderTree(at:) alone, no GL"
        }
    }

    /// Whether every frame redraws the whole canvas, damage or not: `static` measures that, the twin
    /// of the peer's forced redraw (what a damage-tracked still frame costs is reported beside it).
    /// Every other workload is drawn as an app's frames are, redrawing only what changed.
    var forcesFullRedraw: Bool { self == .static }

    /// Whether frames go through the GL renderer (all but `presentation`).
    var rendersWithGL: Bool { self != .presentation }

    /// The layer count when `--count` is not given.
    var defaultCount: Int { self == .presentation ? 10_000 : 1_000 }
}

/// The `WORKLOAD` argument: one workload, or `all` of them in turn.
enum BenchSelection: ExpressibleByArgument, Equatable {
    case all
    case one(BenchWorkload)
    /// A Lottie file played frame after frame (`--file`), beside rlottie (shared/peers/rlottie).
    case lottie

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if argument == "lottie" {
            self = .lottie
        } else if let workload = BenchWorkload(rawValue: argument) {
            self = .one(workload)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { BenchWorkload.allCases.map(\.rawValue) + ["all", "lottie"] }

    var workloads: [BenchWorkload] {
        switch self {
        case .all: return BenchWorkload.allCases
        case .one(let workload): return [workload]
        case .lottie: return []
        }
    }
}
