import CommandLineIO

/// `fitness completion bash|zsh|fish`: each command's options as it declares them
/// (`OptionSpec`), with what their values may be: a listed word (`--format text|json`),
/// a folder (`DIR`), a file (`FILE`, `PATH`), a finding (`FINDING`), a revision (`REV`, from
/// `git for-each-ref`) or a rule id (`RULE-ID`, from `fitness list`).
struct ShellCompletion {
  /// A command as completion sees it: its name, options, and the placeholder of its first
  /// positional (`FINDING`, `RULE-ID`).
  struct Synopsis {
    var command: String
    var options: [OptionSpec]
    var positionals: [String]

    init(_ command: any Command.Type) {
      self.command = command.name
      options = command.options
      positionals = command.usage.flatMap(\.items).compactMap { item in
        guard case .positional(let text) = item else { return nil }
        return text.replacingAll("[", with: "").replacingAll("]", with: "").replacingAll("...", with: "")
      }
    }
  }

  var synopses: [Synopsis]

  /// Options every command takes, beside its own: `--color` with its words, where a usage
  /// line shows only `WHEN`.
  static let everywhere = [
    OptionSpec.help,
    OptionSpec(OptionSpec.color.name, value: OptionSpec.colourWords.map(\.word).joined(separator: "|"), help: ""),
  ]

  static let shells = ["bash", "zsh", "fish"]

  private func options(of synopsis: Synopsis) -> [OptionSpec] {
    synopsis.options.filter { option in !Self.everywhere.contains { $0.name == option.name } } + Self.everywhere
  }

  /// The shell words that list a value's candidates, for bash's `compgen`.
  private static func bashCandidates(_ placeholder: String, choices: [String]) -> String {
    if !choices.isEmpty { return "COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\"))" }
    switch placeholder {
    case "DIR": return "COMPREPLY=($(compgen -d -- \"$cur\"))"
    case "FILE", "PATH": return "COMPREPLY=($(compgen -f -- \"$cur\"))"
    case "FINDING": return "COMPREPLY=($(compgen -f -X '!*.md' -- \"$cur\") $(compgen -d -- \"$cur\"))"
    case "REV":
      return
        "COMPREPLY=($(compgen -W \"HEAD $(git for-each-ref --format='%(refname:short)' 2>/dev/null)\" -- \"$cur\"))"
    case "RULE-ID", "ID":
      return "COMPREPLY=($(compgen -W \"$(fitness list 2>/dev/null | cut -f1)\" -- \"$cur\"))"
    default: return "COMPREPLY=()"
    }
  }

  var bash: String {
    let names = synopses.map(\.command)
    let top = [OptionSpec.directory, .help, .version].map(\.name).joined(separator: " ")
    let valued = Set(synopses.flatMap { options(of: $0) }.filter { $0.value != nil }.map(\.name))
      .union([OptionSpec.directory.name])
    var lines = [
      "# fitness completion for bash: eval \"$(fitness completion bash)\", or save it where",
      "# bash-completion looks (~/.local/share/bash-completion/completions/fitness).",
      "_fitness() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=\"\" i",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case \"${COMP_WORDS[i]}\" in",
      "      \(valued.sorted().joined(separator: "|"))) ((i++)) ;;",
      "      -*) ;;",
      "      *) command=\"${COMP_WORDS[i]}\"; break ;;",
      "    esac",
      "  done",
      "  if [[ -z $command ]]; then",
      "    if [[ $prev == \(OptionSpec.directory.name) ]]; then COMPREPLY=($(compgen -d -- \"$cur\")); return; fi",
      "    COMPREPLY=($(compgen -W \"\(names.joined(separator: " ")) \(top)\" -- \"$cur\"))",
      "    return",
      "  fi",
      "  case \"$command\" in",
    ]
    for synopsis in synopses {
      let all = options(of: synopsis)
      lines.append("    \(synopsis.command))")
      lines.append("      case \"$prev\" in")
      for option in all where option.value != nil {
        lines.append(
          "        \(option.name)) \(Self.bashCandidates(option.value!, choices: option.choices)); return ;;")
      }
      lines.append("      esac")
      let positional =
        synopsis.positionals.first.map {
          Self.bashCandidates($0, choices: $0.contains("|") ? $0.split(separator: "|").map(String.init) : [])
        } ?? "COMPREPLY=()"
      lines.append("      if [[ $cur == -* ]]; then")
      lines.append("        COMPREPLY=($(compgen -W \"\(all.map(\.name).joined(separator: " "))\" -- \"$cur\"))")
      lines.append("      else")
      lines.append("        \(positional)")
      lines.append("      fi")
      lines.append("      ;;")
    }
    lines += ["  esac", "}", "complete -o filenames -F _fitness fitness"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// zsh runs the bash completion through its own `bashcompinit`, so both read one table.
  var zsh: String {
    "# fitness completion for zsh: eval \"$(fitness completion zsh)\" in ~/.zshrc, after compinit.\n"
      + "autoload -U +X bashcompinit && bashcompinit\n" + bash
  }

  var fish: String {
    var lines = [
      "# fitness completion for fish: fitness completion fish > ~/.config/fish/completions/fitness.fish",
      "complete -c fitness -f",
    ]
    let names = synopses.map(\.command).joined(separator: " ")
    for synopsis in synopses {
      let abstract = EntryPoint.commands.first { $0.name == synopsis.command }?.abstract ?? ""
      lines.append(
        "complete -c fitness -n 'not __fish_seen_subcommand_from \(names)' -a \(synopsis.command) -d "
          + Self.fishQuoted(abstract))
    }
    for synopsis in synopses {
      for option in options(of: synopsis) {
        var line = "complete -c fitness -n '__fish_seen_subcommand_from \(synopsis.command)'"
        for name in [option.name] + option.aliases {
          line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
        }
        if let value = option.value {
          line += " -r"
          if !option.choices.isEmpty {
            line += " -a " + Self.fishQuoted(option.choices.joined(separator: " "))
          } else if value == "DIR" {
            line += " -a '(__fish_complete_directories)'"
          } else if value == "FILE" || value == "PATH" {
            line += " -F"
          } else if value == "REV" {
            line += " -a '(git for-each-ref --format=\"%(refname:short)\" 2>/dev/null) HEAD'"
          }
        }
        lines.append(line)
      }
      if let positional = synopsis.positionals.first {
        var line = "complete -c fitness -n '__fish_seen_subcommand_from \(synopsis.command)'"
        switch positional {
        case "FINDING", "PATH": line += " -F"
        case "RULE-ID": line += " -a '(fitness list 2>/dev/null | cut -f1)'"
        default: continue
        }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
  }
}
