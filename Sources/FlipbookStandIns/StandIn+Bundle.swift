import Foundation

extension StandIn {
    /// The folder of the stand-in files as a bundle, where `path(forResource:ofType:)` finds them by file name
    /// (`"plane"`, `"gif"`); `nil` only in a broken build.
    public static let bundle = resourceDirectory.flatMap { Bundle(url: $0) }
}
