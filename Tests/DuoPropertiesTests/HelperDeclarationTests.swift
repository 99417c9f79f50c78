import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation
import Testing

/// A helper is declared once: every member of the helper set has one `HelperDeclaration` in a suite file, which says
/// whether the collapse law compares it and what the robustness property asks of it on hostile input, or, for each
/// it lacks, why; the property runs what the declarations state, and the law's body calls the members declared compared.
@Suite("One declaration per helper")
struct HelperDeclarationTests {
    /// The helper set's members, read from a value of it: a new member is here the moment it is declared.
    static let members = Mirror(reflecting: PlacementHelpers.core).children.compactMap(\.label)

    /// What is wrong with `declarations` as the helper set's.
    static func problems(_ declarations: [HelperDeclaration]) -> [String] {
        HelperCatalogue.problems(in: declarations, members: members, decisions: LayoutProperties.hostileDecisions)
    }

    @Test(
        "every member of the helper set has one declaration, with a collapse comparison or a reason, a hostile call or a reason, and an answer or a reason"
    )
    func everyMemberIsDeclared() {
        #expect(Self.members.count > 60, "the helper set's members were not found: \(Self.members)")
        #expect(Self.problems(HelperCatalogue.declarations) == [])
    }

    @Test("a member whose declaration is removed is named", arguments: members)
    func removedDeclarationIsNamed(member: String) {
        let problems = Self.problems(HelperCatalogue.declarations.filter { $0.member != member })
        #expect(problems.contains { $0.hasPrefix("`\(member)` has no helper declaration") }, "\(problems)")
    }

    @Test("a declaration whose reason is empty says nothing, and is named")
    func emptyReasonIsNamed() throws {
        let declarations = HelperCatalogue.declarations
        let index = try #require(declarations.firstIndex { !$0.collapse.isCompared && !$0.hostileCall.isCalled })
        let silent = declarations[index]
        var changed = declarations
        changed[index] = HelperDeclaration(silent.member, collapse: .notCompared(because: ""), hostile: .notCalled(because: ""))
        let problems = Self.problems(changed)
        #expect(problems.contains("`\(silent.member)` says nothing about the collapse law: compare it, or say why not"), "\(problems)")
        #expect(problems.contains("`\(silent.member)` says nothing about hostile input: call it, or say why not"), "\(problems)")
        let answered = HelperCatalogue.answeredMembers(declarations)
        let called = try #require(declarations.firstIndex { $0.hostileCall.isCalled && !answered.contains($0.member) })
        changed = declarations
        let unanswered = declarations[called]
        changed[called] = HelperDeclaration(unanswered.member, collapse: unanswered.collapse, hostile: unanswered.hostileCall)
        #expect(Self.problems(changed).contains { $0.hasPrefix("`\(unanswered.member)` is called on hostile input, but has no answer") })
    }

    /// The members of the helper set that the collapse law's body calls (`helpers.member(`), read from the source of
    /// its two functions in `text`.
    static func lawCalls(in text: String) throws -> Set<String> {
        let start = try #require(text.range(of: "static func requireCollapse("), "the collapse law's body was not found")
        let body = text[start.lowerBound...]
        return Set(body.matches(of: /helpers\.(\w+)\(/).map { String($0.output.1) })
    }

    @Test("the collapse law's body calls exactly the members declared compared, and the check sees one missing")
    func collapseLawMatchesTheDeclarations() throws {
        let file = try #require(try PropertyDeclarationTests.swiftFiles().first { $0.path == "Properties/Suites/CollapseProperty.swift" })
        #expect(try Self.lawCalls(in: file.text) == Set(HelperCatalogue.comparedMembers))
        let line = try #require(file.text.split(separator: "\n").first { $0.contains("helpers.popUpCardMinY(") })
        let withoutPopUp = file.text.replacingOccurrences(of: line, with: "")
        #expect(try Self.lawCalls(in: withoutPopUp) == Set(HelperCatalogue.comparedMembers).subtracting(["popUpCardMinY"]))
    }

    /// The core, but a pop-up card starts a point below the safe top: a wrong helper only the collapse law's
    /// comparison of `popUpCardMinY` sees on an ordinary device.
    static let popUpCardOneLower: PlacementHelpers = {
        var helpers = PlacementHelpers.core
        helpers.popUpCardMinY = { $0.safeInsets.top + 1 }
        return helpers
    }()

    @Test("the collapse law sees a helper declared compared go wrong: a pop-up card a point low")
    func collapseSeesACompared() throws {
        let item = Gen<CollapseCase>.collapseCases.run(ChoiceSource(seed: 7))
        #expect(LayoutProperties.collapse().failure(checking: item) == nil)
        #expect(LayoutProperties.collapse(Self.popUpCardOneLower).failure(checking: item) != nil)
    }

    @Test("the catalogue's members are the helper set's")
    func membersAreTheHelperSets() {
        #expect(HelperCatalogue.members == Self.members)
    }

    @Test("docs/writing-properties.md's new-helper recipe quotes a declaration as its suite file has it, and names every helper suite file")
    func recipeQuotesARealDeclaration() throws {
        let document = try DocumentationTests.text("docs/writing-properties.md")
        let recipe = try #require(document.range(of: "### A new helper\n"), "docs/writing-properties.md has no new-helper recipe")
        let start = try #require(document.range(of: "   ```swift\n", range: recipe.upperBound..<document.endIndex))
        let end = try #require(document.range(of: "   ```\n", range: start.upperBound..<document.endIndex))
        let quoted = document[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(3) }
        let text = quoted.joined(separator: "\n")
        let files = try PropertyDeclarationTests.swiftFiles().filter { $0.path.hasPrefix("Properties/Suites/") && $0.path.hasSuffix("Helpers.swift") }
        #expect(files.count >= 5, "the helper suite files were not found")
        #expect(text.contains("HelperDeclaration("))
        #expect(files.contains { $0.text.contains(text) }, "the recipe's declaration is in no helper suite file:\n\(text)")
        let member = try #require(text.firstMatch(of: /HelperDeclaration\(\s*"(\w+)"/)).output.1
        #expect(Self.members.contains(String(member)), "the recipe quotes a declaration of \(member), which the helper set lacks")
        let next = document.range(of: "\n## ", range: recipe.upperBound..<document.endIndex)?.lowerBound ?? document.endIndex
        let section = document[recipe.upperBound..<next]
        for file in files {
            let name = String(file.path.split(separator: "/").last!.dropLast(".swift".count))
            #expect(section.contains("`\(name)`"), "the recipe does not name the helper suite file \(name)")
        }
    }
}
