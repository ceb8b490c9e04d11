/// The version shown on the About page and in `/healthz`.
public enum ReadoutVersion {
    public static let current = "0.4.0"
}
