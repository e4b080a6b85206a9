import FlipbookCoreAnimation
import Foundation

/// Article 003's data of one flight, as the flight board (C-1) shows it.
struct FlightData: Sendable {
    let summary: String
    let flightNr: String
    let gateNr: String
    let departingFrom: String
    let arrivingTo: String
    let weatherImageName: String
    let showWeatherEffects: Bool
    let isTakingOff: Bool
    let flightStatus: String
}

/// The article's two flights. Their contents are not in the article: these values are ours (a snowy London
/// morning boarding, a sunny Paris evening delayed).
let londonToParis = FlightData(
    summary: "01 Apr 2015 09:42", flightNr: "ZY 2014", gateNr: "T1 A33", departingFrom: "LGW", arrivingTo: "CDG",
    weatherImageName: "bg-snowy", showWeatherEffects: true, isTakingOff: true, flightStatus: "Boarding")

let parisToRome = FlightData(
    summary: "01 Apr 2015 17:05", flightNr: "AE 1107", gateNr: "045", departingFrom: "CDG", arrivingTo: "FCO",
    weatherImageName: "bg-sunny", showWeatherEffects: false, isTakingOff: false, flightStatus: "Delayed")

/// The sense of the board's text animations, a ± multiplier of their offsets.
enum AnimationDirection: Int {
    case positive = 1
    case negative = -1
}

/// The tutorial helper the article calls (not printed in it): runs `completion` on the main queue after `seconds`.
func delay(seconds: Double, completion: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: completion)
}
