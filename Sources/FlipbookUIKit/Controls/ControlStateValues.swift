import Foundation

/// Values a control keeps per state (a button's titles, title colours, images), read with UIKit's fallback: a
/// state without a value of its own has the normal state's.
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// The value of `state`, else of ``UIControl/State-swift.struct/normal``; setting `nil` removes the state's own.
    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
