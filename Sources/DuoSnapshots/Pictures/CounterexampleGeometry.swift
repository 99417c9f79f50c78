import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// The geometry found in a counterexample's JSON, whatever its property's
/// value type: the first `layout` object that decodes as a
/// `ContainerViewLayout` (at any depth: `sample.layout`, `band.sample.layout`…),
/// the first object with numeric `minY` and `maxY` (a row), and the first
/// `frame` that decodes as a `CGRect`. Values are searched breadth first, so
/// the shallowest match wins.
package struct CounterexampleGeometry {
    /// The window's layout.
    package var layout: ContainerViewLayout?
    /// The name next to the layout (a `LayoutSample`'s name, such as "FP").
    package var layoutName: String?
    /// The row under test.
    package var band: (minY: Double, maxY: Double)?
    /// The frame under test.
    package var frame: CGRect?

    /// Searches `value`.
    package init(searching value: JSONValue) {
        var queue: [JSONValue] = [value]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            switch current {
            case .object(let members):
                if layout == nil, let candidate = members["layout"], let decoded = Self.decode(ContainerViewLayout.self, candidate) {
                    layout = decoded
                    layoutName = members["name"]?.stringValue
                }
                if band == nil, let minY = members["minY"].flatMap(Self.number), let maxY = members["maxY"].flatMap(Self.number) {
                    band = (minY, maxY)
                }
                if frame == nil, let candidate = members["frame"], let decoded = Self.decode(CGRect.self, candidate) {
                    frame = decoded
                }
                queue += members.keys.sorted().compactMap { members[$0] }
            case .array(let items):
                queue += items
            default:
                break
            }
        }
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ value: JSONValue) -> Value? {
        try? ValueCoding.decode(type, from: value)
    }

    /// A number, including the strings that ``ValueCoding`` writes for non-finite numbers.
    private static func number(_ value: JSONValue) -> Double? {
        switch value.stringValue {
        case "nan": return .nan
        case "inf": return .infinity
        case "-inf": return -.infinity
        default: return value.doubleValue
        }
    }
}
