/// Where a golden's outcome puts it in the report: what fails first, then what is new and needs a look, then what
/// passed.
enum ReportRank: Int, Comparable {
    /// Outside tolerance, another size, missing or unreadable.
    case failing
    /// Recorded or re-recorded in this run: the test fails until a reviewer commits the golden.
    case review
    /// Within tolerance.
    case passed

    init(_ status: GoldenOutcome.Status) {
        switch status {
        case .failed, .sizeMismatch, .missing, .unreadable: self = .failing
        case .recorded, .rerecorded: self = .review
        case .passed: self = .passed
        }
    }

    static func < (left: ReportRank, right: ReportRank) -> Bool { left.rawValue < right.rawValue }
}
