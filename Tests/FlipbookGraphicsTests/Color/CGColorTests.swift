import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("CGColor and CGColorSpace")
struct CGColorTests {
    @Test func rgbColorHasFourComponentsInSRGB() {
        let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.8)
        #expect(color.components == [0.25, 0.5, 0.75, 0.8])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.8)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(color.colorSpace?.model == .rgb)
    }

    @Test func grayColorHasTwoComponents() {
        let color = CGColor(gray: 0.5, alpha: 1)
        #expect(color.components == [0.5, 1])
        #expect(color.numberOfComponents == 2)
        #expect(color.colorSpace?.model == .monochrome)
        #expect(color.colorSpace?.name == CGColorSpace.genericGrayGamma2_2)
    }

    @Test func constantsAreGrayLikeApple() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
    }

    @Test func copyReplacesAlphaOnly() {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(color.copy(alpha: 0.5)?.components == [1, 0, 0, 0.5])
        #expect(color.copy(alpha: 0.5)?.colorSpace == color.colorSpace)
    }

    @Test func componentsAreClampedToUnitRange() {
        #expect(CGColor(red: 1.5, green: -1, blue: .nan, alpha: 2).components == [1, 0, 0, 1])
    }

    @Test func colorSpaceComponentsInitializerReadsAlphaToo() {
        let values: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let color = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: values)
        #expect(color?.components == values)
        #expect(color?.colorSpace == CGColorSpaceCreateDeviceRGB())
    }

    @Test func equalityComparesSpaceAndComponents() {
        #expect(CGColor(gray: 1, alpha: 1) == CGColor.white)
        #expect(CGColor(red: 1, green: 1, blue: 1, alpha: 1) != CGColor.white)
    }

    @Test func namedSpacesResolveAndUnknownNamesFail() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
        #expect(CGColorSpace(name: "kCGColorSpaceDisplayP3") == nil)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
    }

    @Test func gradientAcceptsCGColorArrayAsCFArray() throws {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(gray: 1, alpha: 0.5)]
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                                               locations: [0.2, 0.9]))
        #expect(gradient.stops.map(\.location) == [0.2, 0.9])
        #expect(gradient.stops[1].red == 1 && gradient.stops[1].alpha == 0.5)
        let even = try #require(CGGradient(colorsSpace: nil, colors: [CGColor.black, .white, .clear] as CFArray,
                                           locations: nil))
        #expect(even.stops.map(\.location) == [0, 0.5, 1])
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
    }
}
