import QuartzCore

/// Which of a repeater's copies show at each frame: all of them for a fixed count, the first
/// `Int(c)` at each frame for a keyframed count `c`.
///
/// Core Animation cannot add layers as time goes by, so a keyframed count makes as many copies
/// as it ever shows and hides the rest at each frame with a discrete `hidden` animation.
/// lottie-ios's Core Animation engine refuses such a file and its main-thread engine draws no
/// repeaters at all; rlottie plays it (`renderer::Repeater::update`): it makes `int` of the
/// largest key value copies and shows `int(c(frame))` of them, the count interpolated and eased
/// as any number and then truncated. So copy `k` shows exactly while the eased count is at
/// least `k + 1`, and its `hidden` flips where the count's curve crosses `k + 1`.
struct LottieRepeaterCopies {
    /// The most times copies may show or hide over a repeater's keyframes, all copies together:
    /// a count swinging between 0 and 1,000 on every frame would otherwise give each copy a key
    /// per frame. Past it the count holds where it got to.
    static let maximumFlips = 100_000

    /// How many copies to make.
    let count: Int
    /// How many show, as held keyframes at the frames where that changes; `count` when it never does.
    let shown: LottieAnimatable<Double>
    /// Each copy's `hidden` from the first key on, and where it flips: held keyframes, one per
    /// copy for a keyframed count, none for a fixed one.
    private let flips: [[LottieKeyframe<Bool>]]

    /// The copies of a repeater whose count is `copies`, at most `limit` of them.
    ///
    /// A fixed count is truncated, as lottie-ios's Core Animation engine (`Int(copies)`) and rlottie
    /// take it: 3.6 makes 3 copies. A keyframed one makes as many copies as its largest key asks
    /// (truncated alike), of which it shows the truncated count at each frame.
    init(_ copies: LottieAnimatable<Double>, limit: Int) {
        let largest = Self.largest(copies).rounded(.towardZero)
        let most = largest.isNaN ? 0 : Int(min(max(largest, 0), Double(limit)))
        guard case .keyframed(let keyframes) = copies else {
            (count, shown, flips) = (most, .fixed(Double(most)), [])
            return
        }
        let changes = Self.changes(keyframes, most: most)
        count = changes.map(\.shown).max() ?? 0
        shown =
            changes.count > 1
            ? .keyframed(changes.map { LottieKeyframe(frame: $0.frame, value: Double($0.shown), isHold: true) })
            : .fixed(Double(changes.first?.shown ?? count))
        // One pass over the changes: a change from `a` to `b` shown flips copies `min(a, b)..<max(a, b)`,
        // so the work is the flips themselves (at most `maximumFlips`), not copies × changes.
        var flips = (0..<count).map {
            [LottieKeyframe(frame: changes[0].frame, value: $0 >= changes[0].shown, isHold: true)]
        }
        for (previous, change) in zip(changes, changes.dropFirst()) {
            for copy in min(previous.shown, change.shown)..<max(previous.shown, change.shown) {
                flips[copy].append(LottieKeyframe(frame: change.frame, value: copy >= change.shown, isHold: true))
            }
        }
        self.flips = flips
    }

    /// The count the start and end opacities are shared over: `shown`, unless following it
    /// would give the copies more than `maximumFlips` opacity keys in all; then all the copies.
    var opacityCount: LottieAnimatable<Double> {
        guard case .keyframed(let keyframes) = shown, keyframes.count * count > Self.maximumFlips else { return shown }
        return .fixed(Double(count))
    }

    /// The largest count the file asks for: the fixed value, or the largest key.
    static func largest(_ copies: LottieAnimatable<Double>) -> Double {
        copies.values.max() ?? 0
    }

    /// Whether copy `copy` (0-based, in the order the repeater steps them) is hidden: held
    /// keyframes where that changes, or a fixed `false` for a copy that always shows.
    func hidden(_ copy: Int) -> LottieAnimatable<Bool> {
        guard copy < flips.count else { return .fixed(false) }
        // A copy that never flips needs no animation.
        return flips[copy].count == 1 ? .fixed(flips[copy][0].value) : .keyframed(flips[copy])
    }

    /// The frames where the shown count `min(max(Int(c), 0), most)` changes, with the count
    /// from there on, starting at the first key.
    private static func changes(_ keyframes: [LottieKeyframe<Double>], most: Int) -> [(frame: Double, shown: Int)] {
        let shown = { (value: Double) -> Int in value.isFinite ? Int(min(max(value, 0), Double(most))) : 0 }
        var changes = [(frame: keyframes[0].frame, shown: shown(keyframes[0].value))]
        var flips = 0
        // Whether the change fits in `maximumFlips`.
        let record = { (frame: Double, count: Int) -> Bool in
            let last = changes[changes.count - 1].shown
            guard last != count else { return true }
            flips += abs(count - last)
            guard flips <= maximumFlips else { return false }
            changes.append((frame, count))
            return true
        }
        for (from, to) in zip(keyframes, keyframes.dropFirst()) {
            if !from.isHold, to.frame > from.frame {
                for crossing in crossings(from, to, most: most) {
                    guard record(from.frame + (to.frame - from.frame) * crossing.fraction, crossing.shown) else {
                        return changes
                    }
                }
            }
            guard record(to.frame, shown(to.value)) else { return changes }
        }
        return changes
    }

    /// Where, as fractions of the way from `from` to `to`, the eased count crosses a whole number
    /// from 1 to `most`, in order, and the shown count after each crossing.
    ///
    /// The easing curve may overshoot (After Effects' speed graph allows a `y` outside 0…1), so
    /// the count can cross one number several times: the curve is cut where its `y` turns, and
    /// each piece, which rises or falls throughout, is searched by bisection on the timing
    /// function's own evaluator.
    private static func crossings(
        _ from: LottieKeyframe<Double>, _ to: LottieKeyframe<Double>, most: Int
    ) -> [(fraction: Double, shown: Int)] {
        let easing = from.easing
        let count = { (fraction: Double) in from.value + (to.value - from.value) * easing.evaluate(at: fraction) }
        var result: [(fraction: Double, shown: Int)] = []
        let ends = [0] + easing.turningTimes + [1]
        for (start, end) in zip(ends, ends.dropFirst()) where end > start {
            let (low, high) = (count(start), count(end))
            guard low != high, low.isFinite, high.isFinite else { continue }
            let isRising = high > low
            // Rising, the whole numbers above the start's value that the end reaches; falling,
            // those the start has reached that the end is below. Only 1…most change what shows.
            let first = isRising ? max(low.rounded(.down) + 1, 1) : min(low.rounded(.down), Double(most))
            let last = isRising ? min(high.rounded(.down), Double(most)) : max(high.rounded(.down) + 1, 1)
            guard isRising ? first <= last : first >= last else { continue }
            for number in stride(from: Int(first), through: Int(last), by: isRising ? 1 : -1) {
                // The first fraction at which the count has reached `number` rising (or fallen
                // below it falling).
                var (lo, hi) = (start, end)
                // 2⁻⁴⁰ of the segment: a trillionth of its frames.
                for _ in 0..<40 {
                    let mid = (lo + hi) / 2
                    let reached = isRising ? count(mid) >= Double(number) : count(mid) < Double(number)
                    if reached { hi = mid } else { lo = mid }
                }
                result.append((hi, isRising ? number : number - 1))
            }
        }
        return result
    }
}
