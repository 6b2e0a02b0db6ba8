/// This build of fitness, as `--version`, vendored engines and cache keys name it.
package enum FitnessBuild {
  package static let version = "0.1.0"
}
