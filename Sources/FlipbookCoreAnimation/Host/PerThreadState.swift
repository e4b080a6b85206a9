import Foundation

/// State kept once per thread, in the thread's dictionary under ``threadDictionaryKey``: made on first use and
/// released with the thread (Core Animation's transactions outside a host, UIKit's animation blocks and graphics
/// context stack). Code on other threads never sees it, so tests running in parallel stay apart.
package protocol PerThreadState: AnyObject {
    /// The key of the state in the thread dictionary (unique per type).
    static var threadDictionaryKey: String { get }
    /// The state a thread starts with.
    init()
}

extension PerThreadState {
    /// The calling thread's state.
    package static var ofCurrentThread: Self {
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[threadDictionaryKey] as? Self { return state }
        let state = Self()
        dictionary[threadDictionaryKey] = state
        return state
    }
}
