/// A copy contract answers graduate with the defaults: it guards no module and lets no file
/// past (its baseline is the values it lists).
extension CopyContract: GraduatedRule {}
