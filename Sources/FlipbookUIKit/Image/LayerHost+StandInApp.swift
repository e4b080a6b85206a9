import FlipbookCoreAnimation
import FlipbookStandIns
import Foundation

extension LayerHost {
    private static let standInAppKey = "FlipbookUIKit.standInApp"

    /// Flipbook: the app whose main bundle this host runs, for the stand-in images `UIImage(named:)` finds inside
    /// it (see `StandIn.url(forImageNamed:in:)`): the seeds are separate apps, and two may give one name to
    /// different pictures. Default `nil`: the names all apps share.
    public var standInApp: StandIn.App? {
        get { (attachedObjects[Self.standInAppKey] as? NSString).map { StandIn.App(name: String($0)) } }
        set { attachedObjects[Self.standInAppKey] = newValue.map { $0.name as NSString } }
    }
}
