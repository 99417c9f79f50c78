import Testing
@testable import DuoMutation

/// Where the operators that make a refactoring's mistakes find their sites, and where they must not.
@Suite("Refactoring mutation sites")
struct RefactoringSiteTests {
    /// The sites of `mutationOperator` in `source`, as `original -> replacement`.
    func edits(_ source: String, _ mutationOperator: MutationOperator) -> [String] {
        SiteFinder(file: "Sources/DuoGeometry/Sample.swift", source: Array(source.utf8)).sites(of: [mutationOperator]).map {
            "\($0.original) -> \($0.replacement)"
        }
    }

    @Test("width-height and break-continue swap the names where they are used, not declared")
    func siblingNames() {
        #expect(edits("let a = size.width - frame.height", .widthHeight) == ["width -> height", "height -> width"])
        #expect(edits("CGSize(width: w, height: h); let width = 1", .widthHeight).isEmpty)
        #expect(edits("for x in xs { if x > 0 { break } else { continue } }", .breakContinue) == ["break -> continue", "continue -> break"])
    }

    @Test("inset-status: the layout's safe top and its status bar height stand for each other")
    func insetStatus() {
        #expect(
            edits("let t = layout.safeInsets.top + statusBarHeight", .insetStatus)
                == ["safeInsets.top -> statusBarHeight", "statusBarHeight -> safeInsets.top"])
        #expect(edits("let statusBarHeight: CGFloat = 0; let x = safeInsets.left", .insetStatus).isEmpty)
    }

    @Test("finite-not-nan and positive-nonzero relax a guard")
    func relaxedGuards() {
        #expect(edits("guard x.isFinite, !y.isFinite else { return }", .finiteNotNaN) == ["isFinite -> isNaN == false", "isFinite -> isNaN == false"])
        #expect(edits("let isFinite = true; let a = x?.isFinite ?? true; let b = y.isFinite == z", .finiteNotNaN).isEmpty)
        #expect(edits("if a > 0, b > 0.0, c > 1, d >= 0 {}", .positiveNonzero) == ["> -> !=", "> -> !="])
    }

    @Test("drop-clamp: a max of 0 and a value becomes the value, either way round")
    func dropClamp() {
        #expect(edits("let a = max(0, w - r) + Swift.max(h, 0.0)", .dropClamp) == ["max(0, w - r) -> (w - r)", "Swift.max(h, 0.0) -> (h)"])
        #expect(edits("let a = max(1, w) + max(0, a, b) + xs.max(0, w)", .dropClamp).isEmpty)
    }

    @Test("drop-argument: each labelled argument of a type's initialiser, with its comma; never a lone one")
    func dropArgument() {
        #expect(
            edits("let i = EdgeInsets(top: t, left: f(a, b), right: 0)", .dropArgument)
                == ["top: t, -> ", "left: f(a, b), -> ", ", right: 0 -> "])
        #expect(edits("let i = EdgeInsets(top: t); let s = sizes(a: 1, b: 2); func Make(a: Int, b: Int) {}", .dropArgument).isEmpty)
        #expect(edits("let r = CGRect(x, y)", .dropArgument).isEmpty)
    }

    @Test("two deletions on one line have two ids")
    func deletionsHaveTheirOwnIds() {
        let sites = SiteFinder(file: "Sources/DuoGeometry/Sample.swift", source: Array("let i = EdgeInsets(top: t, left: l)".utf8))
            .sites(of: [.dropArgument])
        #expect(sites.count == 2 && sites[0].id != sites[1].id)
    }
}
