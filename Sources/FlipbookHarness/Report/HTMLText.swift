/// Text made safe for HTML element content and attribute values (the report's and the gallery's pages).
package enum HTMLText {
    /// `text` with `&`, `<`, `>` and `"` escaped.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
