/// A calls rule answers graduate and `allow` as every named fence does
/// (`NamedFenceRule+Graduation`).
extension CallShape: GraduatedRule {}
