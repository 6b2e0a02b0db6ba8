/// One call in code, as the code view shows it: a free function, a method, an initializer
/// (`String(…)`, `super.init(…)`) or a closure held in a name (`handler?(…)`), with its
/// arguments in parentheses, its trailing closures, or both. What a calls rule selects.
///
/// Comments and string contents never hold one (they are blank in the code view); a line
/// break inside the argument list does not hide one. What is not a call here is what the
/// compiler does not call either: a declaration's name (`func f(`, `case b(Int)`), an
/// attribute (`@available(…)`), a macro (`#expect(…)`), a compound name (`foo(_:)`).
public struct CallSite: Hashable, Sendable {
  /// The called name, without backticks: `print`, `lock`, `init` (`super.init(`), `String`.
  public var name: String
  /// The callee as written: its base names and the name joined by dots, without `?` and
  /// `!` (`UserDefaults.standard.set`, `mutex.lock`); led by a dot when what comes before is
  /// not a name (`.bar` in `foo().bar(`, `.constant(3)`).
  public var callee: String
  /// Each argument's label, `_` for none, trailing closures included (`["_", "terminator"]`).
  public var labels: [String]
  /// The string literals passed whole as arguments, as written between their quotes
  /// (escapes and interpolations as written).
  public var strings: [String]
  /// The label each of `strings` is passed with, `_` for none.
  public var stringLabels: [String] = []
  /// The offset of the called name.
  public var offset: Int
  /// The types and extensions whose bodies hold the call, by index in the file's
  /// `DeclarationList.types`, outermost first.
  public var types: [Int]
  /// The member whose body holds the call (a function, initializer, subscript or computed
  /// property of a type or of the file, local functions and closures inside it included),
  /// by index in `DeclarationList.members`; nil for a call outside every member's body (a
  /// property's initial value, top-level code).
  public var function: Int?

  public init(
    name: String, callee: String, labels: [String], strings: [String], offset: Int, types: [Int] = [],
    function: Int? = nil
  ) {
    (self.name, self.callee, self.labels, self.strings, self.offset) = (name, callee, labels, strings, offset)
    (self.types, self.function) = (types, function)
  }
}
