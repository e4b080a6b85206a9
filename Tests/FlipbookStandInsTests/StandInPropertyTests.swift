import FlipbookGraphics
import FlipbookStandIns
import Testing

@Suite("Stand-in properties")
struct StandInPropertyTests {
    @Test("Every named stand-in decodes from the module's resources with its documented size",
          arguments: [
              (StandIn.plane, 100, 100), (StandIn.spaceship, 64, 64), (StandIn.logo, 240, 240),
              (StandIn.girls, 300, 300), (StandIn.photo, 300, 300), (StandIn.petal, 40, 80),
              (StandIn.background, 60, 60), (StandIn.nightSky, 60, 60), (StandIn.snowflake, 40, 80),
          ] as [(CGImage?, Int, Int)])
    func namedStandInDecodes(image: CGImage?, width: Int, height: Int) throws {
        let image = try #require(image)
        #expect(image.width == width)
        #expect(image.height == height)
    }
}
