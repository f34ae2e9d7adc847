import GLRender

/// The debugging aids a window can switch on, as Instruments' Core Animation options and a
/// frame-rate HUD: what `layerkit demo` and `view` show, for any app.
public struct DebugOptions: Sendable {
    /// Whether the debug keys work: `b`, `o`, `c`, `m`, `y` and `u` toggle the colour overlays
    /// (blended, offscreen, rasterize, misaligned, copied, updates), `f` the HUD and `h` the help.
    /// The window takes those keys before any handler.
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

    /// The overlay each debug key toggles.
    static let overlayKeys: [String: DebugOverlay] = [
        "b": .blended, "o": .offscreen, "c": .rasterize, "m": .misaligned, "y": .copied, "u": .updates,
    ]
}
