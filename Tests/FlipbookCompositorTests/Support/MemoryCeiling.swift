import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A cap on the memory the current process may allocate (`RLIMIT_DATA`: the heap and private anonymous
/// mappings), for probes run in a child process: an allocation beyond it fails and the child dies instead of
/// the machine swapping, so `processExitsWith: .success` holds only when the probe stays within the cap.
enum MemoryCeiling {
    /// Lowers the process's data limit to `bytes`; `false` when the platform offers no such limit.
    @discardableResult
    static func apply(bytes: Int) -> Bool {
        #if canImport(Glibc)
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        return setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit) == 0
        #else
        return false
        #endif
    }
}
