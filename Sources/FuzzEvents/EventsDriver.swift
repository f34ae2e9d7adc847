import Foundation
import LayerHost

/// `layerkit-fuzz-events CASES.json`: the child process of `layerkit-fuzz --target events`. Each
/// case opens a window over a random layer tree with handlers (`EventPlayer`), pushes its SDL
/// events (pointer, wheel, keys, text, resizes, focus, close, touch) into SDL's queue as the window
/// system would, lets the run loop deliver them, and checks what every handler saw
/// (`DeliveryChecker`). It needs a display (`DISPLAY`): the fuzzer starts an Xvfb.
///
/// Exit status 0 and nothing printed when every case passed; 1 with one line per case whose
/// handlers saw an inconsistent state (`case N: …`); 2 when the file cannot be read or no window
/// opens. A crash or a hang is the fuzzer's to see from outside.
@main
enum EventsDriver {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: layerkit-fuzz-events CASES.json\n".utf8))
            exit(2)
        }
        let cases: [EventCase]
        do {
            cases = try EventCase.load(URL(fileURLWithPath: arguments[1]))
        } catch {
            FileHandle.standardError.write(Data("layerkit-fuzz-events: \(arguments[1]): \(error)\n".utf8))
            exit(2)
        }
        let failed = MainActor.assumeIsolated {
            // The driver turns the run loop itself; closing a case's window must not end it.
            Application.shared.terminatesAfterLastWindowClosed = false
            var failed = false
            for (number, eventCase) in cases.enumerated() {
                do {
                    if let problem = try EventPlayer(eventCase).play() {
                        FileHandle.standardError.write(Data("case \(number): \(problem)\n".utf8))
                        failed = true
                    }
                } catch {
                    FileHandle.standardError.write(Data("layerkit-fuzz-events: no window: \(error)\n".utf8))
                    exit(2)
                }
            }
            return failed
        }
        exit(failed ? 1 : 0)
    }
}
