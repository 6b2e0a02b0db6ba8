/// A small regular-expression matcher that never backtracks, so a user's pattern cannot
/// hang a commit: it simulates the pattern's automaton over the text in one pass, in time
/// proportional to the text's length times the pattern's.
///
/// Syntax: literal characters; `.`; `^` and `$`; classes `[a-z]`, `[^…]`; escapes `\d \w \s`
/// (and their capitals), `\.` and other escaped punctuation; `*`, `+`, `?`; groups `( … )`;
/// alternation `|`. A match may occur anywhere unless anchored.
public struct PatternMatcher: Sendable {
  private enum Step: Sendable {
    case scalar(ScalarSet, next: Int)
    case split(Int, Int)
    case lineStart(next: Int)
    case lineEnd(next: Int)
    case accept
  }

  /// A set of scalars: listed ranges and class escapes, optionally negated.
  private struct ScalarSet: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var negated = false
    var any = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
      if any { return scalar != "\n" }
      let inside = ranges.contains { $0.contains(scalar.value) }
      return inside != negated
    }
  }

  private indirect enum Node {
    case scalars(ScalarSet)
    case lineStart, lineEnd
    case sequence([Node])
    case choice([Node])
    case repeated(Node, min: Int, unbounded: Bool)
  }

  private var steps: [Step] = []
  private var start = 0
  /// Why the pattern cannot be used; nil when it compiled.
  public private(set) var problem: String?

  public init(_ pattern: String) {
    var parser = Parser(scalars: Array(pattern.unicodeScalars))
    do {
      let node = try parser.alternation()
      if parser.index < parser.scalars.count { throw Parser.Failure("unbalanced ')'") }
      steps.append(.accept)
      start = compile(node, next: 0)
    } catch let failure as Parser.Failure {
      problem = failure.message
    } catch {
      problem = "\(error)"
    }
  }

  /// Whether the pattern matches somewhere in `text`.
  public func matches(_ text: String) -> Bool {
    guard problem == nil else { return false }
    let scalars = Array(text.unicodeScalars)
    var current = Set<Int>()
    for position in 0...scalars.count {
      add(start, at: position, of: scalars, to: &current)
      if current.contains(0) { return true }
      guard position < scalars.count else { break }
      var next = Set<Int>()
      for state in current {
        if case .scalar(let set, let target) = steps[state], set.contains(scalars[position]) {
          add(target, at: position + 1, of: scalars, to: &next)
        }
      }
      current = next
      if current.contains(0) { return true }
    }
    return false
  }

  /// Follows splits and anchors from `state` at `position`, collecting what can step next.
  private func add(_ state: Int, at position: Int, of scalars: [Unicode.Scalar], to set: inout Set<Int>) {
    var pending = [state]
    while let state = pending.popLast() {
      guard set.insert(state).inserted else { continue }
      switch steps[state] {
      case .split(let a, let b): pending += [a, b]
      case .lineStart(let next): if position == 0 || scalars[position - 1] == "\n" { pending.append(next) }
      case .lineEnd(let next): if position == scalars.count || scalars[position] == "\n" { pending.append(next) }
      case .scalar, .accept: break
      }
    }
  }

  /// Appends the steps of `node`, leading to `next`; returns its entry.
  private mutating func compile(_ node: Node, next: Int) -> Int {
    switch node {
    case .scalars(let set):
      steps.append(.scalar(set, next: next))
      return steps.count - 1
    case .lineStart:
      steps.append(.lineStart(next: next))
      return steps.count - 1
    case .lineEnd:
      steps.append(.lineEnd(next: next))
      return steps.count - 1
    case .sequence(let nodes):
      var entry = next
      for node in nodes.reversed() { entry = compile(node, next: entry) }
      return entry
    case .choice(let nodes):
      var entry = compile(nodes[nodes.count - 1], next: next)
      for node in nodes.dropLast().reversed() {
        let branch = compile(node, next: next)
        steps.append(.split(branch, entry))
        entry = steps.count - 1
      }
      return entry
    case .repeated(let inner, let min, let unbounded):
      if unbounded {
        // A loop: the split either enters the body (which returns to it) or leaves.
        steps.append(.split(0, next))
        let loop = steps.count - 1
        let body = compile(inner, next: loop)
        steps[loop] = .split(body, next)
        // `x+` enters the body first; the body is compiled once, so nesting stays linear.
        return min == 0 ? loop : body
      }
      let body = compile(inner, next: next)
      steps.append(.split(body, next))
      return steps.count - 1
    }
  }

  private struct Parser {
    struct Failure: Error {
      var message: String
      init(_ message: String) { self.message = message }
    }

    let scalars: [Unicode.Scalar]
    var index = 0

    mutating func alternation() throws(Failure) -> Node {
      var branches = [try sequence()]
      while index < scalars.count, scalars[index] == "|" {
        index += 1
        branches.append(try sequence())
      }
      return branches.count == 1 ? branches[0] : .choice(branches)
    }

    mutating func sequence() throws(Failure) -> Node {
      var items: [Node] = []
      while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
        var atom = try self.atom()
        while index < scalars.count, "*+?".unicodeScalars.contains(scalars[index]) {
          if case .lineStart = atom { throw Failure("nothing to repeat before '\(scalars[index])'") }
          switch scalars[index] {
          case "*": atom = .repeated(atom, min: 0, unbounded: true)
          case "+": atom = .repeated(atom, min: 1, unbounded: true)
          default: atom = .repeated(atom, min: 0, unbounded: false)
          }
          index += 1
        }
        items.append(atom)
      }
      return .sequence(items)
    }

    mutating func atom() throws(Failure) -> Node {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "^": return .lineStart
      case "$": return .lineEnd
      case ".": return .scalars(ScalarSet(any: true))
      case "(":
        if index < scalars.count, scalars[index] == "?" { throw Failure("'(?' groups are not supported") }
        let inner = try alternation()
        guard index < scalars.count, scalars[index] == ")" else { throw Failure("'(' is not closed") }
        index += 1
        return inner
      case "[": return .scalars(try characterClass())
      case "\\": return .scalars(try escape())
      case "*", "+", "?": throw Failure("nothing to repeat before '\(scalar)'")
      case "{": throw Failure("'{n,m}' repetition is not supported; write the item out")
      default: return .scalars(ScalarSet(ranges: [scalar.value...scalar.value]))
      }
    }

    mutating func escape() throws(Failure) -> ScalarSet {
      guard index < scalars.count else { throw Failure("a trailing '\\' escapes nothing") }
      let scalar = scalars[index]
      index += 1
      let digits: [ClosedRange<UInt32>] = [0x30...0x39]
      let word: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F...0x5F]
      let space: [ClosedRange<UInt32>] = [0x20...0x20, 0x09...0x0D]
      switch scalar {
      case "d": return ScalarSet(ranges: digits)
      case "D": return ScalarSet(ranges: digits, negated: true)
      case "w": return ScalarSet(ranges: word)
      case "W": return ScalarSet(ranges: word, negated: true)
      case "s": return ScalarSet(ranges: space)
      case "S": return ScalarSet(ranges: space, negated: true)
      case "n": return ScalarSet(ranges: [0x0A...0x0A])
      case "t": return ScalarSet(ranges: [0x09...0x09])
      default:
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
          throw Failure("unknown escape '\\\(scalar)'")
        }
        return ScalarSet(ranges: [scalar.value...scalar.value])
      }
    }

    mutating func characterClass() throws(Failure) -> ScalarSet {
      var set = ScalarSet()
      if index < scalars.count, scalars[index] == "^" {
        set.negated = true
        index += 1
      }
      var first = true
      while index < scalars.count, scalars[index] != "]" || first {
        first = false
        var low = scalars[index]
        index += 1
        // `[[:lower:]]`, `[[.a.]]`, `[[=a=]]`: POSIX classes, collating symbols and
        // equivalence classes, which this matcher would read as plain characters.
        if low == "[", index < scalars.count, ":.=".unicodeScalars.contains(scalars[index]) {
          throw Failure(
            "POSIX bracket expressions such as '[:lower:]' are not supported; write the ranges instead ('[a-z]')")
        }
        if low == "\\" {
          let escaped = try escape()
          // `[\D]` would need a class that subtracts; refused rather than read as nothing.
          guard !escaped.negated else {
            throw Failure("a negated escape ('\\D', '\\W', '\\S') inside '[…]' is not supported; use '[^…]'")
          }
          set.ranges += escaped.ranges
          continue
        }
        if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
          let high = scalars[index + 1]
          index += 2
          guard low.value <= high.value else { throw Failure("range '\(low)-\(high)' is reversed") }
          set.ranges.append(low.value...high.value)
        } else {
          set.ranges.append(low.value...low.value)
        }
        low = " "
      }
      guard index < scalars.count else { throw Failure("'[' is not closed") }
      index += 1
      return set
    }
  }
}
