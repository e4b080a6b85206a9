#if !canImport(Darwin)
/// Nanoseconds per second, Darwin's `NSEC_PER_SEC` from `<dispatch/time.h>`, which Linux's Dispatch module does not
/// give Swift. iOS code writes it to build a ``DispatchTime`` from seconds:
/// `DispatchTime.now() + Double(Int64(0 * NSEC_PER_SEC)) / Double(NSEC_PER_SEC)` (Case 40).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

/// Nanoseconds per millisecond, Darwin's `NSEC_PER_MSEC`.
public let NSEC_PER_MSEC: UInt64 = 1_000_000

/// Nanoseconds per microsecond, Darwin's `NSEC_PER_USEC`.
public let NSEC_PER_USEC: UInt64 = 1_000

/// Microseconds per second, Darwin's `USEC_PER_SEC`.
public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
