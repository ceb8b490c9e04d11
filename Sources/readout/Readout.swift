import ArgumentParser

/// The `readout` command line: Readout's engine from a shell.
@main
struct Readout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readout",
        abstract: "Turn photos into data: text, filters, histograms.",
        subcommands: []
    )
}
