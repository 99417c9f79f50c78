extension SeedFile {
    /// What a stored counterexample is: a check that failed, or a case whose check crashed the process.
    package enum Kind: String, Codable, Sendable, CaseIterable {
        /// The property's check failed (the value is the shrunk counterexample).
        case failure
        /// Checking the value crashed the process (a trap); the value is the case as drawn, unshrunk.
        case crash
    }
}
