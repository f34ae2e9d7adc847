import CSDL
import Dispatch
import Foundation

/// Wakes the main run loop as soon as the window system sends something: the descriptor of the
/// connection SDL reads events from (the X11 socket, or the Wayland one), watched for reading on
/// the main queue, pumps SDL's events.
///
/// SDL's own queue has no descriptor to sleep on, so the application polls it on a timer, and
/// while the user does nothing that timer slows (`Application.idleEventPollInterval`): a click
/// after a pause would wait for the next poll, up to two refreshes, before the frame that shows it
/// could even start. With the connection watched, input from the window system is pumped when it
/// arrives; the polls stay for what comes by other ways (events SDL makes itself, or ones Xlib
/// read into its own queue while another thread talked to the server).
///
/// On X11 a call on the main thread that waits for a reply (`XSync`, which SDL's pointer warp and
/// window calls make) reads the events that came before the reply into Xlib's queue, and the
/// descriptor then shows nothing: `pumpSoonIfXlibHoldsEvents()`, before the run loop sleeps,
/// asks for a pump when that queue is not empty, so those events do not wait for the next poll.
@MainActor
final class DisplayConnectionWatch {
    private let source: any DispatchSourceRead
    /// SDL's X11 display, whose own queue is looked at before the loop sleeps; `nil` on Wayland.
    private let x11Display: UnsafeMutableRawPointer?

    /// Watches the connection of the SDL window numbered `windowID`; `nil` when SDL gives none.
    init?(windowID: UInt32) {
        guard let window = SDL_GetWindowFromID(windowID) else { return nil }
        // A duplicate, closed when the watch is cancelled: SDL closes its own with its video
        // subsystem, which a source must never see happen under it.
        let connection = layerkit_window_connection_fd(window)
        guard connection >= 0 else { return nil }
        x11Display = layerkit_window_x11_display(window)
        let descriptor = dup(connection)
        guard descriptor >= 0 else { return nil }
        // On the main queue: the pump runs where events are delivered, and a descriptor that stays
        // readable (a Wayland read left to another thread) waits for the main thread's next turn
        // instead of spinning a thread of its own.
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { Application.shared.pumpEvents() }
        }
        source.setCancelHandler { close(descriptor) }
        source.resume()
    }

    /// Asks for a pump when Xlib holds events it read from the connection on another call's
    /// behalf. Counting them reads nothing and makes no round trip.
    func pumpSoonIfXlibHoldsEvents() {
        guard let x11Display, layerkit_x11_events_queued(x11Display) > 0 else { return }
        Application.scheduleEventPump()
    }

    /// Stops watching, before SDL closes the connection.
    func cancel() { source.cancel() }
}
