import Foundation

/// The members of an object.
struct KeyedTreeReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]
    var allKeys: [Key] { members.keys.sorted().compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    /// A reader of the member `key`; throws `keyNotFound` when there is none.
    private func reading(_ key: Key) throws -> TreeReading {
        guard let member = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
        }
        return TreeReading(value: member, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try reading(key).value == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reading(key).bool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try reading(key).string() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reading(key).double() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reading(key).float() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reading(key).integer(Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reading(key).integer(Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reading(key).integer(Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reading(key).integer(Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reading(key).integer(Int64.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reading(key).integer(UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reading(key).integer(UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reading(key).integer(UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reading(key).integer(UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reading(key).integer(UInt64.self) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try reading(key).read(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try reading(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try reading(key).unkeyedContainer() }

    func superDecoder() throws -> any Decoder {
        TreeReading(value: members["super"] ?? .null, codingPath: codingPath + [ItemKey(0)])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeReading(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// The items of an array, read in order.
struct UnkeyedTreeReader: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    /// A reader of the next item, which it passes; throws `valueNotFound` at the end.
    private mutating func next() throws -> TreeReading {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, DecodingError.Context(codingPath: codingPath + [ItemKey(currentIndex)], debugDescription: "no more items"))
        }
        defer { currentIndex += 1 }
        return TreeReading(value: items[currentIndex], codingPath: codingPath + [ItemKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().bool() }
    mutating func decode(_ type: String.Type) throws -> String { try next().string() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().double() }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().float() }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().integer(Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().integer(Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().integer(Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().integer(Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().integer(Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().integer(UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().integer(UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().integer(UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().integer(UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().integer(UInt64.self) }
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try next().read(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

/// One value.
struct SingleTreeReader: SingleValueDecodingContainer {
    let reading: TreeReading
    var codingPath: [any CodingKey] { reading.codingPath }

    func decodeNil() -> Bool { reading.value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try reading.bool() }
    func decode(_ type: String.Type) throws -> String { try reading.string() }
    func decode(_ type: Double.Type) throws -> Double { try reading.double() }
    func decode(_ type: Float.Type) throws -> Float { try reading.float() }
    func decode(_ type: Int.Type) throws -> Int { try reading.integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reading.integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reading.integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reading.integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reading.integer(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try reading.integer(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reading.integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reading.integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reading.integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reading.integer(UInt64.self) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try reading.read(type) }
}
