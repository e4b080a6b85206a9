#if !canImport(Darwin)
/// The largest finite `Float` (3.40282347e+38), Darwin's `MAXFLOAT` from `<math.h>`, which Glibc's headers do not
/// give Swift. iOS code writes it for "repeat for ever": `animation.repeatCount = MAXFLOAT`.
public let MAXFLOAT: Float = 0x1.fffffep+127

/// Darwin's `HUGE` from `<math.h>`: the same value and type as ``MAXFLOAT`` (article 004:
/// `basic.repeatCount = HUGE`).
public let HUGE: Float = MAXFLOAT
#endif
