import Foundation

/// A POSIX thread that can be joined: `join()` returns only once the thread has completely
/// exited, thread-local destructors included.
///
/// The render thread needs this. GL drivers keep per-thread state (Mesa's EGL and glapi TLS)
/// that is torn down as the thread exits; destroying the window and its EGL display on the
/// main thread while that teardown still runs corrupts the heap. `Foundation.Thread` cannot
/// be joined, so the server waits on this instead.
final class JoinableThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    private var handle = pthread_t()
    private var started = false

    /// Starts `body` on a new thread named `name`.
    init(name: String, _ body: @escaping () -> Void) {
        let box = Unmanaged.passRetained(
            Body {
                Thread.current.name = name
                body()
            })
        started =
            pthread_create(
                &handle, nil,
                { argument in
                    let body = Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue()
                    body.run()
                    return nil
                }, box.toOpaque()) == 0
        if !started { box.release() }
    }

    /// Whether the thread could be created.
    var isRunning: Bool { started }

    /// Waits until the thread has exited.
    func join() {
        guard started else { return }
        started = false
        pthread_join(handle, nil)
    }
}
