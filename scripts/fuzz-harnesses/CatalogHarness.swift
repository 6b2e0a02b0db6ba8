import Foundation

// libFuzzer harness: the String Catalog reader, and a copy contract over what it reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let values = StringCatalog.values(bytes, keys: "mode.", path: "Localizable.xcstrings")
  let contract = CopyContract(id: "fuzz", catalog: "Localizable.xcstrings", maxLength: 24, match: "^[A-Z](a|b)*$")
  _ = CopyEvaluation.violations(of: contract, values: values, site: RuleSite(suitePath: "S.swift"))
  return 0
}
