// Runs one property kind's evaluation for a number of frames, with nothing else around it, so
// that `valgrind --tool=callgrind` can count its instructions (scripts/bench-instructions.sh).
// The micro-benchmarks' harness reads instructions from the CPU's performance counters, which a
// VM may not have, and valgrind cannot run that harness (it stops in its dispatch main); this
// plain program it can.
//
//   EvaluationProbe KIND FRAMES    e.g. EvaluationProbe number-opacity 1000
//
// The frames measured are inside `steadyFrames`, which callgrind is told to count alone
// (`--toggle-collect`): the layer's set-up and its first frame, which walks the tree and retains
// it, are left out, as the benchmarks' warm-up leaves them out.

import EvaluationWorkloads
import Foundation
import LayerTree

@inline(never)
func steadyFrames(_ layer: CALayer, from start: Double, count: Int) -> Int {
    var time = start
    var nodes = 0
    for _ in 0..<count {
        time += 1.0 / 60
        nodes &+= layer.makeRenderTree(at: time).nodes.count
    }
    return nodes
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let kind = EvaluationKind(rawValue: arguments.first!), let frames = Int(arguments.last!),
    frames > 0
else {
    let kinds = EvaluationKind.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: EvaluationProbe KIND FRAMES (KIND: \(kinds))\n".utf8))
    exit(2)
}
let clock = ManualClock(time: 0)
MediaClocks.current = clock
let layer = kind.makeAnimatedLayer()
_ = layer.makeRenderTree(at: clock.currentTime)  // the first frame: walks and retains the tree
let nodes = steadyFrames(layer, from: clock.currentTime, count: frames)
print("\(kind.rawValue) frames=\(frames) nodes=\(nodes)")
