/// A pin answers graduate with the defaults: it guards no module, names no folder, and
/// lets no file past (its trail is how it moves).
extension CountPinRule: GraduatedRule {}
extension RuntimePinRule: GraduatedRule {}
