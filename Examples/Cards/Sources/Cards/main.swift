import Foundation
import GLRender
import LayerHost
import LayerTree

// Cards on a table (drag them; click one to flip it) beside a scrolling list, in one window.
//
// `cards [--quit-after SECONDS] [--screenshot PATH]`: scripted runs (the tests) quit after that
// long, writing the last frame first.
var quitAfter: Double?
var screenshotPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--quit-after": quitAfter = arguments.next().flatMap(Double.init)
    case "--screenshot": screenshotPath = arguments.next()
    default:
        FileHandle.standardError.write(Data("cards: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

let window = try LayerWindow(title: "Cards", width: 800, height: 520)
window.backgroundColor = CGColor(red: 0.05, green: 0.30, blue: 0.18, alpha: 1)
let table = CardTable(in: window)
let list = ScrollingList(in: window)
window.rootLayer.addSublayer(table.layer)
window.rootLayer.addSublayer(list.layer)

@MainActor
func layout(_ size: CGSize, scale: CGFloat) {
    CATransaction.setDisableActions(true)
    table.layer.frame = CGRect(x: 0, y: 0, width: size.width - 260, height: size.height)
    list.layout(in: CGRect(x: size.width - 260, y: 0, width: 260, height: size.height), scale: scale)
}
layout(window.size, scale: window.contentsScale)
window.onEvent = { event in
    switch event {
    case .resized(let size, let scale): layout(size, scale: scale)
    case .key(let key) where key.name == "escape": Application.shared.terminate()
    default: break
    }
}

if let quitAfter {
    // A scripted run: flip the first card by the same path a click takes, then quit.
    let flip = Timer(fire: Date(timeIntervalSinceNow: quitAfter / 2), interval: 0, repeats: false) { _ in
        MainActor.assumeIsolated { table.flip(table.layer.sublayers![0]) }
    }
    let quit = Timer(fire: Date(timeIntervalSinceNow: quitAfter), interval: 0, repeats: false) { _ in
        MainActor.assumeIsolated {
            if let screenshotPath {
                do {
                    try window.screenshot().writePNG(to: URL(fileURLWithPath: screenshotPath))
                } catch {
                    FileHandle.standardError.write(Data("cards: \(error)\n".utf8))
                    exit(1)
                }
            }
            print("cards: \(window.framesDrawn) frames drawn")
            Application.shared.terminate()
        }
    }
    RunLoop.main.add(flip, forMode: .common)
    RunLoop.main.add(quit, forMode: .common)
}
Application.shared.run()
