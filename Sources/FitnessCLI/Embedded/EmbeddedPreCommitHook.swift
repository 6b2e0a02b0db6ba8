// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// hooks/pre-commit
  static let preCommitHook = #"""
    #!/bin/sh
    # fitness-hook: pre-commit v1
    # Installed by `fitness install`; remove with `fitness uninstall`.
    # It judges exactly what is staged, reading blobs from the index; it writes nothing.
    # Skip once with `git commit --no-verify`, or set FITNESS_SKIP=1.

    fitness_baked='@FITNESS_BIN@'

    if [ "${FITNESS_SKIP:-0}" = "1" ]; then
      echo "fitness: skipped (FITNESS_SKIP=1)" >&2
      exit 0
    fi

    # A hook that was here before fitness runs first; if it fails, the commit stops there.
    legacy="$(dirname "$0")/pre-commit.legacy"
    if [ -x "$legacy" ] && [ -z "${FITNESS_IN_LEGACY:-}" ]; then
      FITNESS_IN_LEGACY=1 "$legacy" "$@" || exit $?
    fi

    fitness_bin="${FITNESS_BIN:-}"
    if [ -z "$fitness_bin" ] && [ -x "$fitness_baked" ]; then
      fitness_bin="$fitness_baked"
    fi
    if [ -z "$fitness_bin" ]; then
      fitness_bin="$(command -v fitness 2>/dev/null || true)"
    fi
    if [ -z "$fitness_bin" ]; then
      echo "fitness: cannot find the fitness binary (tried '$fitness_baked' and PATH)." >&2
      echo "fitness: reinstall the hook with 'fitness install', set FITNESS_BIN, or commit with --no-verify." >&2
      exit 2
    fi

    exec "$fitness_bin" check --staged

    """#
}
