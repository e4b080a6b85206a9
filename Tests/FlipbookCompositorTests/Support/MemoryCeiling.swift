import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A cap on the memory the current process may allocate (`RLIMIT_DATA`: the heap and private anonymous
/// mappings), for probes run in a child process: an allocation beyond it fails and the child dies instead of
/// the machine swapping, so `processExitsWith: .success` holds only when the probe stays within the cap.
enum MemoryCeiling {
    /// Lowers the process's data limit to `bytes`; `false` when the platform offers no such limit.
    ///
    /// Under AddressSanitizer (`scripts/sanitize address`) no limit is set and the result is `true`: its shadow
    /// memory and allocator regions count towards `RLIMIT_DATA`, so with a 1 GiB limit every allocation of the
    /// probe failed; there the sanitizer checks the probe's memory accesses instead of its footprint.
    @discardableResult
    static func apply(bytes: Int) -> Bool {
        #if canImport(Glibc)
        if isUnderAddressSanitizer { return true }
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        return setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit) == 0
        #else
        return false
        #endif
    }

    /// Whether AddressSanitizer's runtime is loaded in this process.
    static var isUnderAddressSanitizer: Bool {
        #if canImport(Glibc)
        return dlsym(nil, "__asan_init") != nil
        #else
        return false
        #endif
    }
}
