import ArgumentParser

/// The `readout` command line: Readout's engine from a shell.
@main
struct Readout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readout",
        abstract: "Turn photos into data: serve the web app, recognise text, apply CoreImage-style filters, compare colour histograms, read handwritten digits.",
        subcommands: [ServeCommand.self, UserCommand.self, BackupCommand.self, RestoreCommand.self, OCRCommand.self, PageCommand.self, FilterCommand.self, HistogramCommand.self, DigitsCommand.self, DatesCommand.self, VocabCommand.self, MeterCommand.self, BenchCommand.self]
    )
}
