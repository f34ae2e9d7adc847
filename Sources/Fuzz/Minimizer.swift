import Foundation

/// Shrinks a failing scene while it still fails the same way (`Outcome.kind`): removes sublayers,
/// members and array elements, halving long arrays first, until no single removal keeps the
/// failure or the attempts run out. What remains is small enough to read and to keep as a test.
struct Minimizer {
    let reproduces: (FuzzJSON) -> Bool
    let maximumAttempts: Int

    func minimize(_ scene: FuzzJSON) -> FuzzJSON {
        var best = scene
        var attempts = 0
        var progress = true
        while progress, attempts < maximumAttempts {
            progress = false
            // Long arrays first, by halves: a 100,000-layer list shrinks in a few steps.
            for path in best.paths {
                guard attempts < maximumAttempts, case .array(let items)? = best.value(at: path[...]),
                    items.count >= 8
                else { continue }
                let half = FuzzJSON.array(Array(items.prefix(items.count / 2)))
                attempts += 1
                let candidate = best.replacing(path[...], with: half)
                if reproduces(candidate) { best = candidate; progress = true; break }
            }
            if progress { continue }
            // Then single removals, outermost first (a removed subtree takes its contents with it).
            for path in best.paths where !path.isEmpty {
                guard attempts < maximumAttempts else { break }
                let candidate = best.replacing(path[...], with: nil)
                guard candidate != best else { continue }
                attempts += 1
                if reproduces(candidate) { best = candidate; progress = true; break }
            }
        }
        return best
    }
}
