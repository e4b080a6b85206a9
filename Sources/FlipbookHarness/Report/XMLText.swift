/// Text made safe for XML element content and double-quoted attribute values (the JUnit report): markup characters
/// escaped, and the characters XML 1.0 cannot hold (control characters other than tab, line feed and carriage
/// return) dropped.
enum XMLText {
    /// `text` escaped for XML.
    static func escape(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
                kept.append(scalar)
            default:
                continue
            }
        }
        return HTMLText.escape(String(kept))
    }
}
