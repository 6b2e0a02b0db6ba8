# A Homebrew formula for fitness, built from the release archive's sources with
# scripts/release. Copy it into a tap (Formula/fitness.rb) and set `url` and `sha256` to the
# release's source tarball. Not yet run on a Mac of ours: there is none here.
class Fitness < Formula
  desc "Architectural rules as enforced facts: fitness functions, a pre-commit hook and CI checks"
  homepage "https://github.com/OWNER/fitness"
  url "https://github.com/OWNER/fitness/archive/refs/tags/0.1.0.tar.gz"
  sha256 "REPLACE_WITH_THE_TARBALL_SHA256"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.3", :build]
  depends_on "libgit2"
  depends_on "libyaml"
  uses_from_macos "zlib"

  def install
    # The tool and the front, side by side: the front runs the tool from its own folder.
    system "sh", "scripts/release", "--build-only"
    bin.install ".build/release/fitness", ".build/release/fitness-tool"
  end

  test do
    system "git", "init", "-q"
    assert_match "fitness", shell_output("#{bin}/fitness --version")
    assert_match "clean", shell_output("#{bin}/fitness check --all 2>&1")
  end
end
