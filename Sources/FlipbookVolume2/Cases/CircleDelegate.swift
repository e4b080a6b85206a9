/// Case 41's callback from the ring to its button (§ 8.4.2): ``CircleView`` calls it when the ring's `strokeEnd`
/// animation stops.
protocol CircleDelegate {
    func circleAnimationStop()
}
