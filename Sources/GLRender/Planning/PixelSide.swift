import Foundation

/// A texture's side in whole pixels from a length in pixels: rounded up, at least 1 and at most
/// `limit`, and 1 for a length that is not a number. Clamped in floating point before it becomes an
/// integer, so a degenerate or far-away layer (an infinite or NaN length) never traps the renderer.
func pixelSide(_ length: Double, limit: Int) -> Int {
    guard length.isFinite || length == .infinity else { return 1 }
    return Int(min(max(length.rounded(.up), 1), Double(limit)))
}
