import Foundation

/// Core Animation's debug color overlays, drawn over the frame from the renderer's own
/// record of what it did (the display list), not from the layer tree.
///
/// ```swift
/// renderer.debugOverlays = [.blended, .offscreen]
/// let image = try renderer.render(scene)      // blended pixels red, opaque green, offscreen yellow
/// ```
///
/// On the command line: `layerkit render scene.json -o out.png --debug blended,offscreen`.
public struct DebugOverlay: OptionSet, Sendable, Hashable {
    /// The overlays' bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Primitives drawn with blending tinted red (deeper where more of them cover a pixel),
    /// opaque ones green (Core Animation's "Color Blended Layers").
    public static let blended = DebugOverlay(rawValue: 1 << 0)
    /// What reached the canvas through an offscreen pass tinted yellow ("Color Offscreen-Rendered").
    public static let offscreen = DebugOverlay(rawValue: 1 << 1)
    /// Rasterized layers tinted green when their cached bitmap was reused this frame, red when
    /// it was drawn again ("Color Hits Green and Misses Red").
    public static let rasterize = DebugOverlay(rawValue: 1 << 2)

    /// Image contents whose texels are off the pixel grid tinted magenta (fractional position,
    /// rotation, perspective), and those drawn scaled tinted yellow ("Color Misaligned Images").
    public static let misaligned = DebugOverlay(rawValue: 1 << 3)
    /// Image contents converted on upload (straight alpha premultiplied) tinted blue
    /// ("Color Copied Images").
    public static let copied = DebugOverlay(rawValue: 1 << 4)
    /// What was redrawn or uploaded this frame flashed yellow: a rasterized layer's bitmap
    /// drawn again, an image or text texture uploaded ("Flash Updated Regions").
    public static let updates = DebugOverlay(rawValue: 1 << 5)

    /// Every mode, once: the name `--debug` and `LAYERKIT_DEBUG` accept, the key a window's debug
    /// keys toggle it with (`LayerHost.DebugOptions`), and what it shows. Each command's help, the
    /// window's keys and their on-screen help are made from this table, so none lists fewer modes
    /// than another accepts.
    public static let modes: [DebugOverlayMode] = [
        DebugOverlayMode(name: "blended", key: "b", overlay: .blended, help: "blended red, opaque green"),
        DebugOverlayMode(name: "offscreen", key: "o", overlay: .offscreen, help: "offscreen-rendered yellow"),
        DebugOverlayMode(
            name: "rasterize", key: "c", overlay: .rasterize, help: "raster cache hits green, misses red"),
        DebugOverlayMode(name: "misaligned", key: "m", overlay: .misaligned, help: "misaligned images"),
        DebugOverlayMode(name: "copied", key: "y", overlay: .copied, help: "copied (converted) images"),
        DebugOverlayMode(name: "updates", key: "u", overlay: .updates, help: "updated regions flashed"),
    ]

    /// The names `--debug` and `LAYERKIT_DEBUG` accept (from `modes`).
    public static let names: [(name: String, overlay: DebugOverlay)] = modes.map { ($0.name, $0.overlay) }

    /// The help text of every command's `--debug` option, from `modes`.
    public static let optionHelp =
        "Debug colour overlays, comma-separated: \(names.map(\.name).joined(separator: ", "))."

    /// One line per mode for a window's on-screen help: its key, name and what it shows.
    public static let keyHelp: [String] = modes.map { "  \($0.key)  \($0.name): \($0.help)" }

    /// Parses `"blended,offscreen"`; nil names the first unknown mode.
    public init(parsing list: String) throws {
        var overlays: DebugOverlay = []
        for part in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            guard let found = Self.names.first(where: { $0.name == part }) else {
                throw DebugOverlayError(mode: part)
            }
            overlays.insert(found.overlay)
        }
        self = overlays
    }
}

/// One debug overlay mode: its name on the command line, its key in a window, and what it shows.
public struct DebugOverlayMode: Sendable {
    /// The name `--debug` and `LAYERKIT_DEBUG` accept.
    public let name: String
    /// The key that toggles it in a window with debug keys on.
    public let key: String
    public let overlay: DebugOverlay
    /// What it shows, in a few words.
    public let help: String
}

/// An unknown `--debug` mode.
public struct DebugOverlayError: Error, CustomStringConvertible {
    /// The name that was not recognised.
    public var mode: String
    /// The unknown name and the valid ones, for error messages.
    public var description: String {
        "unknown debug overlay '\(mode)'; expected one of \(DebugOverlay.names.map(\.name).joined(separator: ", "))"
    }
}
