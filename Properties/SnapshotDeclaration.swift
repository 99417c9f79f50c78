import DuoCheckEngine
import DuoGeometry

/// A behaviour snapshot through the helper set, as its helper's declaration states it (``HelperDeclaration/snapshots``):
/// its id (which names `Tests/Snapshots/<id>.jsonl`), the helper as the
/// code spells it, the members its output goes through, its inputs and their labels, and its output. `DuoSnapshots`
/// builds the snapshot from it (``SnapshotMaker``): the corpus, its file and its comparison live there.
package struct SnapshotDeclaration: Sendable {
    /// The id: the file's name and, in lower camel case, the snapshot's test argument.
    package let id: String
    /// The members the output goes through; nil for the declared member alone (``HelperDeclaration`` fills it in).
    package let members: [String]?
    private let recipe: any SnapshotRecipe

    /// The snapshot of `helper` (as the code spells it) over inputs drawn by
    /// `inputs`, whose output goes through `members` (the declared member alone when nil), recorded with the core's
    /// helpers and compared with any helper set's.
    /// `decidedBy` names the decision a case's output rests on, if any (``SnapshotDecisions``): such a case is
    /// compared only under the decisions.
    package static func snapshot<Input: Codable & SendableMetatype, Output: Codable & SendableMetatype>(
        _ id: String, helper: String, members: [String]? = nil, inputs: Gen<Input>,
        labels: (@Sendable (Input) -> [String])? = nil, decidedBy: (@Sendable (Input) -> Decision?)? = nil,
        output: @escaping @Sendable (PlacementHelpers, Input) -> Output
    ) -> SnapshotDeclaration {
        SnapshotDeclaration(
            id: id, members: members,
            recipe: TypedSnapshotRecipe(id: id, helper: helper, inputs: inputs, labels: labels, decidedBy: decidedBy, output: output))
    }

    /// The snapshot of a helper of the layout alone, over every layout
    /// (``SnapshotInputs/layouts``), labelled by the layout's sample.
    package static func layoutSnapshot<Output: Codable & SendableMetatype>(
        _ id: String, helper: String, members: [String]? = nil, decidedBy: (@Sendable (LayoutSample) -> Decision?)? = nil,
        output: @escaping @Sendable (PlacementHelpers, ContainerViewLayout) -> Output
    ) -> SnapshotDeclaration {
        snapshot(id, helper: helper, members: members, inputs: SnapshotInputs.layouts, labels: SnapshotInputs.labels, decidedBy: decidedBy) {
            helpers, sample in output(helpers, sample.layout)
        }
    }

    /// The same snapshot through `member` alone, unless its members are stated.
    func through(_ member: String) -> SnapshotDeclaration {
        SnapshotDeclaration(id: id, members: members ?? [member], recipe: recipe)
    }

    /// The snapshot as `maker` builds it.
    package func snapshot<Maker: SnapshotMaker>(by maker: Maker) -> Maker.Snapshot {
        recipe.snapshot(by: maker, members: members ?? [])
    }
}

/// What builds a snapshot from its declaration: `DuoSnapshots`' catalogue, whose snapshot records and compares the
/// corpus.
package protocol SnapshotMaker {
    /// The snapshot built.
    associatedtype Snapshot
    /// The snapshot `id` of `helper`, over `inputs` labelled by `labels`, whose `output` goes through `members`,
    /// and rests on the decision `decidedBy` names on a case, if any.
    func snapshot<Input: Codable & SendableMetatype, Output: Codable & SendableMetatype>(
        _ id: String, helper: String, members: [String], inputs: Gen<Input>, labels: (@Sendable (Input) -> [String])?,
        decidedBy: (@Sendable (Input) -> Decision?)?, output: @escaping @Sendable (PlacementHelpers, Input) -> Output
    ) -> Snapshot
}

/// A declaration's typed parts, behind a protocol so that declarations of different inputs and outputs share a list.
private protocol SnapshotRecipe: Sendable {
    func snapshot<Maker: SnapshotMaker>(by maker: Maker, members: [String]) -> Maker.Snapshot
}

/// A declaration's typed parts.
private struct TypedSnapshotRecipe<Input: Codable & SendableMetatype, Output: Codable & SendableMetatype>: SnapshotRecipe {
    let id: String
    let helper: String
    let inputs: Gen<Input>
    let labels: (@Sendable (Input) -> [String])?
    let decidedBy: (@Sendable (Input) -> Decision?)?
    let output: @Sendable (PlacementHelpers, Input) -> Output

    func snapshot<Maker: SnapshotMaker>(by maker: Maker, members: [String]) -> Maker.Snapshot {
        maker.snapshot(id, helper: helper, members: members, inputs: inputs, labels: labels, decidedBy: decidedBy, output: output)
    }
}
