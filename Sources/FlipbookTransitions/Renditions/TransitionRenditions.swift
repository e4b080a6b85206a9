import FlipbookCoreAnimation

/// The rendition of each transition type Flipbook draws.
package enum TransitionRenditions {
    /// The rendition of `type`; an unknown type draws as ``CATransitionType/fade``, as Apple's does.
    package static func rendition(for type: CATransitionType) -> any TransitionRendition {
        switch type.rawValue {
        case CATransitionType.moveIn.rawValue: MoveInRendition()
        case CATransitionType.push.rawValue: PushRendition()
        case CATransitionType.reveal.rawValue: RevealRendition()
        case "rippleEffect": RippleRendition()
        case "suckEffect": SuckRendition()
        case "cameraIrisHollowOpen": CameraIrisRendition(motion: .opening)
        case "cameraIrisHollowClose": CameraIrisRendition(motion: .closing)
        case "cube": CubeRendition()
        case "oglFlip": OglFlipRendition()
        case "pageCurl": PageCurlRendition()
        case "pageUnCurl": PageUnCurlRendition()
        default: FadeRendition()
        }
    }
}
