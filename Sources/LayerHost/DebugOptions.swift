import GLRender

/// The debugging aids a window can switch on, as Instruments' Core Animation options and a
/// frame-rate HUD: what `layerkit demo` and `view` show, for any app.
public struct DebugOptions: Sendable {
    /// Whether the debug keys work: each colour overlay's key in `DebugOverlay.modes` toggles it
    /// (`b` blended, `o` offscreen, …), `f` the HUD and `h` the help (`keyHelp`). The window takes
    /// those keys before any handler.
    public var keys = false
    /// Whether the HUD is shown: a frame-time graph and the frame's numbers, redrawn four times a second.
    public var showsHUD = false
    /// The colour overlays drawn over every frame.
    public var overlays: DebugOverlay = []
    /// Whether the title shows the frame rate and the last frame's statistics, once a second.
    public var statisticsInTitle = false
    /// Text that `h` shows over the window (with `keys`); `nil`: none.
    public var help: String?

    public init(
        keys: Bool = false, showsHUD: Bool = false, overlays: DebugOverlay = [], statisticsInTitle: Bool = false,
        help: String? = nil
    ) {
        self.keys = keys
        self.showsHUD = showsHUD
        self.overlays = overlays
        self.statisticsInTitle = statisticsInTitle
        self.help = help
    }

    /// The overlay each debug key toggles, from the one table of modes.
    /// (A key given twice keeps its first mode; `DebugOptionHelpTests` fails on that.)
    static let overlayKeys: [String: DebugOverlay] = Dictionary(
        DebugOverlay.modes.map { ($0.key, $0.overlay) }, uniquingKeysWith: { first, _ in first })

    /// The window's debug keys other than the overlays': the HUD and the help.
    static let otherKeys: Set<String> = ["f", "h"]

    /// The debug keys' lines of a window's on-screen help: the HUD, every overlay (from
    /// `DebugOverlay.modes`) and the help itself, so the help names every key the window takes.
    public static let keyHelp: [String] =
        ["  f  HUD: frame-time graph against the budget, and the frame's numbers"] + DebugOverlay.keyHelp
        + ["  h  this help"]
}
