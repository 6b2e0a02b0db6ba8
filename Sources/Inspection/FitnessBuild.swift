/// This build of fitness, as `--version`, vendored engines and cache keys name it.
public enum FitnessBuild {
  public static let version = "0.1.0"
}
