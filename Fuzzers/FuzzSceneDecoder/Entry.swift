import Foundation
import LayerTree
import LibFuzzerDriver

/// Scene files as bytes: decoding either gives a scene or throws a one-line `SceneError` with a JSON
/// path; a trap, a hang or a leak is a finding.
@_cdecl("FuzzSceneDecoder_main")
func fuzzSceneDecoderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, test: testOneInput)
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    do {
        let scene = try SceneDecoder().decode(Data(fuzzInput(data, count)))
        _ = scene.root.makeRenderTree(at: 0)
    } catch let error as SceneError {
        precondition(!error.description.contains("\n"), "an error of more than one line: \(error)")
    } catch {
        preconditionFailure("an error that is not a SceneError: \(error)")
    }
    return 0
}
