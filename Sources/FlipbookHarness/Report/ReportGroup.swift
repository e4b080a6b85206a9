import Foundation

/// One card of the report: the goldens that one test checked for one animation — `<name>.t=<time>.png`, one per
/// sample time — in time order, or a single golden (a still image, an animation strip, a text golden).
struct ReportGroup {
    /// The test that made the checks.
    let test: String
    /// The goldens' common path without the sample time and the extension, e.g. `T/S/case-25`.
    let name: String
    /// The checks, by sample time (goldens without a time first, by path).
    let members: [Member]

    /// One check of the group.
    struct Member {
        /// The result and its folder.
        let reported: ReportedResult
        /// The sample time read from the golden's name, if it has one.
        let time: Double?

        var result: GoldenResult { reported.result }
    }

    /// The group's place in the report: that of its worst member.
    var rank: ReportRank { members.map { ReportRank($0.result.status) }.min() ?? .passed }

    /// The results grouped by test and animation, failing groups first, then groups to review, then passing ones;
    /// by name, then test, within each rank, so that the same results always give the same order.
    static func groups(of results: [ReportedResult]) -> [ReportGroup] {
        var order: [String] = []
        var byKey: [String: (test: String, name: String, members: [Member])] = [:]
        for reported in results {
            let (name, time) = split(reported.result.golden)
            let key = reported.result.test + "\u{0}" + name
            if byKey[key] == nil {
                order.append(key)
                byKey[key] = (reported.result.test, name, [])
            }
            byKey[key]?.members.append(Member(reported: reported, time: time))
        }
        let groups = order.compactMap { byKey[$0] }.map { entry in
            ReportGroup(test: entry.test, name: entry.name, members: entry.members.sorted { left, right in
                switch (left.time, right.time) {
                case let (l?, r?) where l != r: return l < r
                case (nil, _?): return true
                case (_?, nil): return false
                default: return left.result.golden < right.result.golden
                }
            })
        }
        return groups.sorted { left, right in
            if left.rank != right.rank { return left.rank < right.rank }
            if left.name != right.name { return left.name < right.name }
            return left.test < right.test
        }
    }

    /// A golden's path without its extension and sample time, and the time: `T/S/spin.t=0.250.png` →
    /// (`T/S/spin`, 0.25).
    static func split(_ golden: String) -> (name: String, time: Double?) {
        var name = golden
        if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") {
            name = String(name[..<dot])
        }
        if let marker = name.range(of: ".t=", options: .backwards), let time = Double(name[marker.upperBound...]) {
            return (String(name[..<marker.lowerBound]), time)
        }
        return (name, nil)
    }
}
