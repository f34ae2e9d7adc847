import Foundation
import LayerTree

/// `layerkit-fuzz-draw CASES.json`: the child process of `layerkit-fuzz --target drawing`. It runs
/// each case's `CGContext` calls (`DrawingInterpreter`) and then checks that the context still
/// draws: after the case's saved states are restored, an opaque white fill must cover the whole
/// context, as it does in Core Graphics whatever came before.
///
/// Exit status 0 and nothing printed when every case passed; 1 with one line per case that left
/// the context unable to draw (`case N: …`); 2 when the file cannot be read. A crash, a hang or
/// memory running out is the fuzzer's to see from outside.
@main
enum DrawingDriver {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: layerkit-fuzz-draw CASES.json\n".utf8))
            exit(2)
        }
        let cases: [DrawingCase]
        do {
            cases = try DrawingCase.load(URL(fileURLWithPath: arguments[1]))
        } catch {
            FileHandle.standardError.write(Data("layerkit-fuzz-draw: \(arguments[1]): \(error)\n".utf8))
            exit(2)
        }
        var failed = false
        for (number, drawingCase) in cases.enumerated() {
            if let problem = DrawingInterpreter.run(drawingCase) {
                FileHandle.standardError.write(Data("case \(number): \(problem)\n".utf8))
                failed = true
            }
        }
        exit(failed ? 1 : 0)
    }
}
