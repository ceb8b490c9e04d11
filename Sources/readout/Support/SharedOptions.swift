import ArgumentParser

/// `--json`, for every command that prints results (`@OptionGroup var output: OutputOptions`).
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON instead of text: one object per line (per input where there are several).")
    var json = false
}

/// `--model`, for the commands that run one of the shipped networks.
struct ModelOptions: ParsableArguments {
    @Option(help: "Model file (default: the model shipped with Readout).")
    var model: String?
}
