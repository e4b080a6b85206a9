import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookInspection
import Foundation
import Testing

/// The state dump of known trees, compared line for line.
@Suite("Layer state dumps")
struct LayerStateDumpTests {
    /// A card with a badge, moving and fading: the tree of the exact-text test.
    static func cardScene() -> (host: LayerHost, card: CALayer) {
        let host = LayerHost(size: CGSize(width: 300, height: 200))
        let card = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            card.name = "card"
            card.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            card.position = CGPoint(x: 100, y: 100)
            card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let badge = CALayer()
            badge.frame = CGRect(x: 40, y: 0, width: 10, height: 10)
            badge.cornerRadius = 5
            card.addSublayer(badge)
            host.rootLayer.addSublayer(card)
        }
        host.perform {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 100
            move.toValue = 300
            move.duration = 2
            card.add(move, forKey: "move")
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 0.5, 1]
            fade.keyTimes = [0, 0.5, 1]
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            card.add(fade, forKey: "fade")
        }
        return (host, card)
    }

    @Test("A known tree dumps to the exact text: changed values, presentation of animated keys, every animation")
    func exactText() throws {
        let (host, _) = Self.cardScene()
        let dump = try LayerStateDump(of: host, at: 0.5)
        #expect(dump.text == """
            t = 0.5 s
            CALayer root
              bounds: (0, 0, 300, 200)
              anchorPoint: (0, 0)
                CALayer "card"
                  bounds: (0, 0, 50, 50)
                  position: (100, 100), presentation (150, 100)
                  opacity: 1, presentation 0.5
                  backgroundColor: rgba(1, 0, 0, 1)
                  animation "move": CABasicAnimation
                      keyPath: position.x
                      fromValue: 100
                      toValue: 300
                      beginTime: 0
                      duration: 2
                      repeatCount: 0
                      autoreverses: false
                      fillMode: removed
                      additive: false
                      removedOnCompletion: true
                      timingFunction: nil (linear)
                  animation "fade": CAKeyframeAnimation
                      keyPath: opacity
                      values: [1, 0.5, 1]
                      keyTimes: [0, 0.5, 1]
                      calculationMode: linear
                      beginTime: 0
                      duration: 1
                      repeatCount: 0
                      autoreverses: false
                      fillMode: removed
                      additive: false
                      removedOnCompletion: true
                      timingFunction: easeInEaseOut (0.42, 0, 0.58, 1)
                    CALayer 0.0
                      bounds: (0, 0, 10, 10)
                      position: (45, 5)
                      cornerRadius: 5

            """)
    }

    @Test("The dump depends only on its time, and reading it changes nothing")
    func deterministic() throws {
        let first = try LayerStateDump(of: Self.cardScene().host, at: 0.75)
        let (host, _) = Self.cardScene()
        _ = try LayerStateDump(of: host, at: 0.25)
        #expect(try LayerStateDump(of: host, at: 0.75) == first)
    }

    @Test("An implicit animation the test did not ask for shows with its key, values and Core Animation's default timing")
    func implicitAnimation() throws {
        let (host, card) = Self.cardScene()
        host.run(until: 2.5)
        host.perform { card.opacity = 0.25 }         // actions enabled: Core Animation's implicit fade
        let dump = try LayerStateDump(of: card, in: host, at: 2.6)
        // Core Animation's implicit action: 0.25 s on the default curve, from the value shown before (1): 40 % of the
        // time is 68.3 % of the change on that curve, so 1 − 0.75 · 0.683 = 0.488.
        #expect(dump.text.contains("""
              opacity: 0.25, presentation 0.488
              backgroundColor: rgba(1, 0, 0, 1)
              animation "opacity": CABasicAnimation
                  keyPath: opacity
                  values: none: from the value shown before, to the model value
                  beginTime: 2.5
                  duration: 0.25
                  repeatCount: 0
                  autoreverses: false
                  fillMode: removed
                  additive: false
                  removedOnCompletion: true
                  timingFunction: default (0.25, 0.1, 0.25, 1)
                CALayer 0
                  bounds: (0, 0, 10, 10)

            """), "\(dump.text)")
        #expect(dump.text.hasPrefix("t = 2.6 s\nCALayer \"card\"\n"))
    }

    @Test("A fresh layer of each class prints no property: the defaults are Apple's documented ones")
    func defaultsArePrintedAsNothing() {
        for layer in [CALayer(), CAShapeLayer(), CAGradientLayer(), CAReplicatorLayer(), CAEmitterLayer()] {
            let lines = LayerStateDump(of: layer).text.split(separator: "\n")
            #expect(lines.count == 1, "\(lines)")
        }
    }

    @Test("A value set to something other than Apple's default shows, the default itself does not")
    func differsFromDefault() {
        let shape = CAShapeLayer()
        shape.fillColor = nil                              // Apple: default opaque black
        shape.lineWidth = 1                                // Apple: default 1
        shape.strokeEnd = 0.5
        shape.shadowOffset = CGSize(width: 0, height: -3)  // Apple: default (0, -3)
        shape.shadowRadius = 4
        #expect(LayerStateDump(of: shape).text == """
            CAShapeLayer root
              shadowRadius: 4
              fillColor: nil
              strokeEnd: 0.5

            """)
    }

    @Test("Sublayers without names are found by index path, masks under their layer, groups nested")
    func pathsMasksAndGroups() throws {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let outer = CALayer(), inner = CALayer(), mask = CAShapeLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            outer.addSublayer(CALayer())
            outer.addSublayer(inner)
            mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
            inner.mask = mask
            host.rootLayer.addSublayer(outer)
        }
        host.perform {
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = Double.pi
            let grow = CASpringAnimation(keyPath: "bounds.size")
            grow.fromValue = NSValue(cgSize: CGSize(width: 0, height: 0))
            let group = CAAnimationGroup()
            group.animations = [spin, grow]
            group.duration = 1
            group.repeatCount = 2
            group.autoreverses = true
            group.isRemovedOnCompletion = false
            group.fillMode = .forwards
            inner.add(group, forKey: nil)
        }
        // At 0.25 s the group (repeated, autoreversed) turns the layer by π/4 and springs its size from 0 to 0.
        #expect(try LayerStateDump(of: host, at: 0.25).text == """
            t = 0.25 s
            CALayer root
              bounds: (0, 0, 100, 100)
              anchorPoint: (0, 0)
                CALayer 0
                    CALayer 0.0
                    CALayer 0.1
                      bounds: (0, 0, 0, 0), presentation (0, 0, 0, 0)
                      transform: identity, presentation [0.707 0.707 0 0; -0.707 0.707 0 0; 0 0 1 0; 0 0 0 1]
                      mask: CAShapeLayer
                      animation (no key): CAAnimationGroup
                          beginTime: 0
                          duration: 1
                          repeatCount: 2
                          autoreverses: true
                          fillMode: forwards
                          removedOnCompletion: false
                          timingFunction: nil (linear)
                          animations[0]: CABasicAnimation
                              keyPath: transform.rotation.z
                              toValue: 3.142
                              beginTime: 0
                              duration: 1
                              repeatCount: 0
                              autoreverses: false
                              fillMode: removed
                              additive: false
                              removedOnCompletion: true
                              timingFunction: nil (linear)
                          animations[1]: CASpringAnimation
                              keyPath: bounds.size
                              mass: 1
                              stiffness: 100
                              damping: 10
                              initialVelocity: 0
                              settlingDuration: 1.41
                              fromValue: (0, 0)
                              beginTime: 0
                              duration: 1
                              repeatCount: 0
                              autoreverses: false
                              fillMode: removed
                              additive: false
                              removedOnCompletion: true
                              timingFunction: nil (linear)
                        mask CAShapeLayer 0.1.mask
                          path: CGPath (bounding box (0, 0, 10, 20))

            """)
    }

    @Test("Bad times are errors, never a crash; a layer outside the host is named")
    func badInput() {
        let (host, _) = Self.cardScene()
        #expect { try LayerStateDump(of: host, at: .nan) } throws: { "\($0)" == "the time nan is not a finite number of seconds" }
        #expect(throws: InspectionError.invalidTime(.infinity)) { try LayerStateDump(of: host, at: .infinity) }
        host.run(until: 1)
        #expect(throws: InspectionError.timeInPast(requested: 0.5, current: 1)) { try LayerStateDump(of: host, at: 0.5) }
        #expect(throws: InspectionError.layerNotInHost) { try LayerStateDump(of: CALayer(), in: host, at: 1) }
        #expect(InspectionError.timeInPast(requested: 0.5, current: 1).description
            == "t = 0.5 s is before the host's clock (1 s); hosts only move forward: use a fresh host")
    }

    @Test("Non-finite values, quotes and long lists print without ambiguity or unbounded output")
    func awkwardValues() {
        let layer = CALayer()
        layer.name = "say \"hi\"\n"
        layer.position = CGPoint(x: CGFloat.nan, y: -CGFloat.infinity)
        layer.zPosition = -0.0001
        let keyframes = CAKeyframeAnimation(keyPath: "position.y")
        keyframes.values = Array(0..<100)
        layer.add(keyframes, forKey: "long")
        let text = LayerStateDump(of: layer).text
        #expect(text.hasPrefix("CALayer \"say \\\"hi\\\"\\n\"\n"), "\(text)")
        #expect(text.contains("  position: (nan, -inf), presentation (nan, 0)\n"), "\(text)")
        #expect(!text.contains("zPosition"), "rounds to the default 0")
        #expect(text.contains("values: [0, 1, 2,") && text.contains(", 63, … 36 more]\n"), "\(text)")
    }
}
