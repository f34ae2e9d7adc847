import Foundation
import LayerTree

/// What a window shows: a demo or a scene file. Called on the app thread only.
protocol WindowContent: AnyObject {
    /// The window's title.
    var title: String { get }
    /// The layer tree the window shows; its bounds follow the window.
    var root: CALayer { get }
    /// The canvas's clear color.
    var background: CGColor? { get }
    /// Lays the content out for a window of `size` points.
    func layout(in size: CGSize)
    /// Called by the display link before each frame.
    func tick(_ link: CADisplayLink)
    /// Whether `tick` has work to do; when not (and the HUD is hidden) the window pauses its
    /// display link and sleeps until an event.
    var needsDisplayLink: Bool { get }
    /// Handles a key or mouse event.
    func handle(_ event: InputEvent)
}

extension WindowContent {
    var background: CGColor? { CGColor(red: 0.125, green: 0.125, blue: 0.125, alpha: 1) }
    func tick(_ link: CADisplayLink) {}
    var needsDisplayLink: Bool { true }
    func handle(_ event: InputEvent) {}
}
