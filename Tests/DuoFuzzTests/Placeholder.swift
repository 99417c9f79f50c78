import Testing

@Test func duoFuzzPlaceholder() { #expect(Bool(true)) }
