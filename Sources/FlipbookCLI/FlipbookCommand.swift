import ArgumentParser

/// The `flipbook` command: renders scenes, compares images and builds diff reports.
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "iOS's animation stack, headless: render, compare and review animation frames.",
        subcommands: [ListCommand.self, RenderCommand.self, FilmstripCommand.self, GIFCommand.self, PlotCommand.self, GalleryCommand.self, DiffCommand.self,
                      ReportCommand.self, GoldensCommand.self, UpdateGoldensCommand.self, ShardCommand.self, FrameDigestsCommand.self]
    )
}
