import FlipbookGraphics
import Foundation

/// The context UIKit gives an animator (`UIViewControllerContextTransitioning`): Flipbook's one implementation, for
/// navigation pushes and pops and for modal presentations and dismissals.
///
/// ``completeTransition(_:)`` reports to the owner (the navigation controller or the presentation) once, then the
/// animator's ``UIViewControllerAnimatedTransitioning/animationEnded(_:)`` runs; later calls are ignored.
final class ViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// One side of the transition: a view controller, the view the animator may use, and its frames.
    struct Participant {
        let controller: UIViewController
        /// The view ``view(forKey:)`` returns (`nil` when the animator must leave it alone).
        let view: UIView?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private let from: Participant
    private let to: Participant
    /// The animator the context was made for (told ``UIViewControllerAnimatedTransitioning/animationEnded(_:)``).
    private let animator: any UIViewControllerAnimatedTransitioning
    /// What the owner does when the transition ends; `nil` once called.
    private var ending: ((Bool) -> Void)?

    init(containerView: UIView, from: Participant, to: Participant, isAnimated: Bool,
         presentationStyle: UIModalPresentationStyle, animator: any UIViewControllerAnimatedTransitioning,
         ending: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.animator = animator
        self.ending = ending
    }

    /// Hands the context to the animator: ``UIViewControllerAnimatedTransitioning/animateTransition(using:)``.
    func start() {
        animator.animateTransition(using: self)
    }

    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var targetTransform: CGAffineTransform { .identity }

    func completeTransition(_ didComplete: Bool) {
        guard let ending else { return }
        self.ending = nil
        ending(didComplete)
        animator.animationEnded(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from.controller : key == .to ? to.controller : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.view : key == .to ? to.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        participant(for: vc)?.initialFrame ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        participant(for: vc)?.finalFrame ?? .zero
    }

    private func participant(for controller: UIViewController) -> Participant? {
        if controller === from.controller { return from }
        if controller === to.controller { return to }
        return nil
    }
}
