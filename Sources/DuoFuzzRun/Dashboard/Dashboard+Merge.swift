import Foundation
import DuoCheckEngine

extension Dashboard {
    /// The largest event log read (a night's log of a guided run is a few megabytes).
    static let largestLog = 256 << 20

    /// The dashboard a run's event log (`--events`) holds: its `started`, `slice-ended`, `core-branches` and `finished`
    /// records. Throws a message naming the line when the log is not one: a line that is no JSON object, a record of
    /// another version, or one of these records without its fields.
    package static func reading(eventLog data: Data) throws -> Dashboard {
        var dashboard = Dashboard()
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let record: JSONValue
            do {
                record = try JSONValue(parsing: Data(line.utf8))
            } catch {
                throw DashboardLogError("line \(number + 1) is not JSON (\(error))")
            }
            guard case .object(let fields) = record, case .string(let type)? = fields["type"] else {
                throw DashboardLogError("line \(number + 1) is not a run event (it has no type)")
            }
            guard fields["version"] == .integer(Int64(RunEvent.formatVersion)) else {
                throw DashboardLogError("line \(number + 1) is a record of another version than \(RunEvent.formatVersion)")
            }
            do {
                switch type {
                case "started": dashboard.record(.started(try ValueCoding.decode(RunStart.self, from: record)))
                case "slice-ended": dashboard.record(.sliceEnded(try ValueCoding.decode(GuidedSliceRecord.self, from: record)))
                case "core-branches": dashboard.record(.coreBranches(try ValueCoding.decode(CoreBranches.self, from: record)))
                case "finished": dashboard.record(.finished(try ValueCoding.decode(RunSummary.self, from: fields["summary"] ?? .null)))
                default: break
                }
            } catch {
                throw DashboardLogError("line \(number + 1), a \(type) record, does not read: \(error)")
            }
        }
        guard dashboard.start != nil else { throw DashboardLogError("it has no started record: it is not a run's event log") }
        try dashboard.checkLimits()
        return dashboard
    }

    /// Adds `other`, another run of the same night (a shard, or the guided run), as a page of the night shows
    /// them: its workers after this one's (so every slice keeps a lane of its own), each property's cases, time
    /// and finds added, every finding listed, and a branch reached when either run reached it (both runs of one
    /// build list the same branches; a list of another build is left out, and the page says so).
    package mutating func merge(_ other: Dashboard) {
        guard let otherStart = other.start else { return }
        guard var start else {
            self = other
            return
        }
        let lanes = start.workers
        slices += other.slices.map { slice in
            var slice = slice
            slice.worker += lanes
            return slice
        }
        start.workers += otherStart.workers
        start.properties = max(start.properties, otherStart.properties)
        if start.budget != otherStart.budget { start.budget += "; \(otherStart.budget)" }
        self.start = start
        summary = Self.merged(summary, other.summary)
        branches = Self.merged(branches, other.branches)
    }

    private static func merged(_ first: RunSummary?, _ second: RunSummary?) -> RunSummary? {
        guard var merged = first, let second else { return first ?? second }
        for property in second.properties {
            guard let index = merged.properties.firstIndex(where: { $0.propertyID == property.propertyID }) else {
                merged.properties.append(property)
                continue
            }
            merged.properties[index].casesRun += property.casesRun
            merged.properties[index].invalidCases += property.invalidCases
            merged.properties[index].casesPerSecond += property.casesPerSecond
            merged.properties[index].seconds += property.seconds
            merged.properties[index].failures += property.failures
            merged.properties[index].crashes += property.crashes
        }
        merged.counterexamples += second.counterexamples
        merged.seconds = max(merged.seconds, second.seconds)
        if second.exitCode > merged.exitCode || merged.exitCode == 0 && second.exitCode != 0 {
            (merged.status, merged.exitCode) = (second.status, second.exitCode)
        }
        return merged
    }

    private static func merged(_ first: CoreBranches?, _ second: CoreBranches?) -> CoreBranches? {
        guard var merged = first, let second else { return first ?? second }
        if merged.unavailable != nil { return second }
        guard second.unavailable == nil else { return merged }
        guard merged.branches.map({ "\($0.file):\($0.line)" }) == second.branches.map({ "\($0.file):\($0.line)" }) else {
            merged.unavailable = "the runs' builds list different branches; the page shows none rather than mix them"
            merged.branches = []
            return merged
        }
        for index in merged.branches.indices where second.branches[index].reached { merged.branches[index].reached = true }
        return merged
    }
}

/// An event log that cannot be read as a run's, with the reason.
package struct DashboardLogError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
