import ArgumentParser
import Foundation
import LayerTree

/// Images a scene names that could not be decoded: each is printed as one `Error:` line and
/// its layer is drawn empty, so the rest of the scene still renders (as Core Animation
/// draws a layer whose image failed). The command then exits with status 1.
enum SceneContentErrors {
    /// Prints `scene`'s content errors to standard error; returns whether there were any.
    @discardableResult
    static func report(_ scene: Scene, file: String) -> Bool {
        for error in scene.contentErrors {
            FileHandle.standardError.write(Data("Error: \(file): \(error)\n".utf8))
        }
        return !scene.contentErrors.isEmpty
    }

    /// Exits with status 1 after the command's output is written, when `scene` had content errors.
    static func exitIfAny(_ scene: Scene, file: String) throws {
        if report(scene, file: file) { throw ExitCode(1) }
    }
}
