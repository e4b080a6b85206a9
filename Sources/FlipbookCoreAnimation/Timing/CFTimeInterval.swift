/// Core Foundation's time interval in seconds (Foundation on Linux does not declare it); the type of media times.
public typealias CFTimeInterval = Double
