import Foundation

/// Turns an `Encodable` value into a ``JSONValue`` tree, the first half of ``JSONFormat``: the package's own
/// `Encoder`, so that what a value becomes depends on no platform's `JSONEncoder`.
///
/// It makes what `JSONEncoder` makes with its default strategies: whole numbers of every integer type as
/// integers, `Double` and `CGFloat` as numbers, a `Float` as the `Double` nearest its shortest decimal (so
/// that `Float(0.1)` is written `0.1`), `Data` as a Base64 string, a `URL` as its absolute string, a `Date`
/// as its own `encode(to:)` writes it (seconds since 2001 as a number), and `nil` in a keyed container left
/// out by `encodeIfPresent` (as the compiler's synthesised conformances call it).
package struct JSONTreeEncoder {
    /// Flags for the values' `encode(to:)`.
    package var userInfo: [CodingUserInfoKey: Bool]
    /// Whether a `Double` takes the form ``JSONParser`` gives its written text (``JSONValue/init(parsedNumber:)``),
    /// so that the tree equals the tree a stored file of the value parses as; otherwise it stays a
    /// ``JSONValue/number(_:)``, written as Swift writes it.
    package var numbersAsParsed: Bool

    /// An encoder with `userInfo`.
    package init(userInfo: [CodingUserInfoKey: Bool] = [:], numbersAsParsed: Bool = false) {
        self.userInfo = userInfo
        self.numbersAsParsed = numbersAsParsed
    }

    /// The tree of `value`.
    package func tree<Value: Encodable>(of value: Value) throws -> JSONValue {
        let node = TreeNode()
        try TreeEncoding(node: node, codingPath: [], userInfo: userInfo, numbersAsParsed: numbersAsParsed).encodeValue(value)
        return node.resolved
    }
}

/// One node of a tree being built: a value, or an object or array whose members are still being encoded.
private final class TreeNode {
    enum Content {
        case empty
        case value(JSONValue)
        case object([String: TreeNode])
        case array([TreeNode])
    }

    var content = Content.empty

    var resolved: JSONValue {
        switch content {
        case .empty: return .object([:])
        case .value(let value): return value
        case .object(let members): return .object(members.mapValues(\.resolved))
        case .array(let items): return .array(items.map(\.resolved))
        }
    }

    /// Makes this node an object (keeping the members of one already made) and returns the member `key`'s new node.
    func member(_ key: String) -> TreeNode {
        var members: [String: TreeNode] = [:]
        if case .object(let existing) = content {
            members = existing
            content = .empty  // (one reference: no copy)
        }
        let child = TreeNode()
        members[key] = child
        content = .object(members)
        return child
    }

    /// Makes this node an object with no members yet, unless it is one already.
    func becomeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    /// Makes this node an array (keeping the items of one already made) and returns a new last item.
    func appendItem() -> TreeNode {
        var items: [TreeNode] = []
        if case .array(let existing) = content {
            items = existing
            content = .empty  // (one reference: no copy)
        }
        let child = TreeNode()
        items.append(child)
        content = .array(items)
        return child
    }

    /// Makes this node an array with no items yet, unless it is one already.
    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var itemCount: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }
}

/// A key for an item of an array, for coding paths.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// The `Encoder` handed to a value's `encode(to:)`: it writes into one node.
private struct TreeEncoding: Encoder {
    let node: TreeNode
    let codingPath: [any CodingKey]
    let flags: [CodingUserInfoKey: Bool]
    let numbersAsParsed: Bool
    var userInfo: [CodingUserInfoKey: Any] { flags }

    init(node: TreeNode, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Bool], numbersAsParsed: Bool) {
        self.node = node
        self.codingPath = codingPath
        flags = userInfo
        self.numbersAsParsed = numbersAsParsed
    }

    /// The node of a `Double` (see ``JSONTreeEncoder/numbersAsParsed``).
    func number(_ value: Double) -> JSONValue {
        numbersAsParsed ? JSONValue(parsedNumber: value) : .number(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedTreeContainer<Key>(encoding: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedTreeContainer(encoding: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTreeContainer(encoding: self)
    }

    /// An encoding of `child`, one key further down.
    func child(_ child: TreeNode, key: any CodingKey) -> TreeEncoding {
        TreeEncoding(node: child, codingPath: codingPath + [key], userInfo: flags, numbersAsParsed: numbersAsParsed)
    }

    /// Stores `value` here, as `JSONEncoder` would write it.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        switch value {
        case let number as Double: node.content = .value(self.number(number))
        case let number as Float: node.content = .value(self.number(Double(number.description) ?? Double(number)))
        case let text as String: node.content = .value(.string(text))
        case let flag as Bool: node.content = .value(.bool(flag))
        case let number as Int: node.content = .value(.integer(Int64(number)))
        case let number as Int64: node.content = .value(.integer(number))
        case let number as UInt64: node.content = .value(JSONValue.unsigned(number))
        case let number as UInt: node.content = .value(JSONValue.unsigned(UInt64(number)))
        case let data as Data: node.content = .value(.string(data.base64EncodedString()))
        case let url as URL: node.content = .value(.string(url.absoluteString))
        case let tree as JSONValue: node.content = .value(tree)
        default: try value.encode(to: self)
        }
    }

}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoding: TreeEncoding
    var codingPath: [any CodingKey] { encoding.codingPath }

    private func child(_ key: Key) -> TreeEncoding {
        encoding.child(encoding.node.member(key.stringValue), key: key)
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).node.content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).node.content = .value(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).node.content = .value(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { child(key).node.content = .value(encoding.number(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try child(key).encodeValue(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { child(key).node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).node.content = .value(.integer(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).node.content = .value(JSONValue.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).node.content = .value(JSONValue.unsigned(value)) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try child(key).encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        child(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        child(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoding.child(encoding.node.member("super"), key: IndexKey(0))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        child(key)
    }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let encoding: TreeEncoding
    var codingPath: [any CodingKey] { encoding.codingPath }
    var count: Int { encoding.node.itemCount }

    private func next() -> TreeEncoding {
        let index = count
        return encoding.child(encoding.node.appendItem(), key: IndexKey(index))
    }

    mutating func encodeNil() throws { next().node.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { next().node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { next().node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { next().node.content = .value(encoding.number(value)) }
    mutating func encode(_ value: Float) throws { try next().encodeValue(value) }
    mutating func encode(_ value: Int) throws { next().node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { next().node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { next().node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { next().node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { next().node.content = .value(.integer(value)) }
    mutating func encode(_ value: UInt) throws { next().node.content = .value(JSONValue.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { next().node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { next().node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { next().node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { next().node.content = .value(JSONValue.unsigned(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try next().encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        next().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        next()
    }
}

private struct SingleTreeContainer: SingleValueEncodingContainer {
    let encoding: TreeEncoding
    var codingPath: [any CodingKey] { encoding.codingPath }

    private func store(_ value: JSONValue) { encoding.node.content = .value(value) }

    mutating func encodeNil() throws { store(.null) }
    mutating func encode(_ value: Bool) throws { store(.bool(value)) }
    mutating func encode(_ value: String) throws { store(.string(value)) }
    mutating func encode(_ value: Double) throws { store(encoding.number(value)) }
    mutating func encode(_ value: Float) throws { try encoding.encodeValue(value) }
    mutating func encode(_ value: Int) throws { store(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { store(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { store(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { store(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { store(.integer(value)) }
    mutating func encode(_ value: UInt) throws { store(JSONValue.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { store(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { store(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { store(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { store(JSONValue.unsigned(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try encoding.encodeValue(value) }
}
