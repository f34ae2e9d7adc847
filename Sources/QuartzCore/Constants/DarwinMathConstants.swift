// Darwin's math.h constants that Apple code reaches through `import Foundation` (or QuartzCore)
// and that Glibc does not declare. The others (`M_PI` and its friends, `FLT_MAX`, `DBL_MAX`,
// `FLT_EPSILON`, …) already come in with Foundation on Linux: defining them here too would make
// every use in a file that imports Foundation and QuartzCore ambiguous.

/// The largest finite `Float`: Darwin's `MAXFLOAT` (`0x1.fffffep+127f`), a `Float` as in Swift on Darwin.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Darwin's `HUGE`, which math.h defines as `MAXFLOAT`: the largest finite `Float`, not infinity.
///
/// `animation.repeatCount = HUGE` is the everyday way to repeat an animation for ever: so many
/// cycles that no app outlives them.
public let HUGE: Float = MAXFLOAT
