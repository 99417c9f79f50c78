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
        #expect(edits("if 0 < a, w > .zero, (.zero < h), 0.0 < r {}", .positiveNonzero) == ["< -> !=", "> -> !=", "< -> !=", "< -> !="])
        #expect(edits("if 1 < a, s.zero < h, w > b.zero, 0 <= d, [T] < u {}", .positiveNonzero).isEmpty)
        #expect(edits("if pair.0 < n, x - 0 < y, a > .zero.width, 0..<n ~= i {}", .positiveNonzero).isEmpty)
    }

    @Test("drop-clamp: a max or a min of 0 and a value becomes the value, either way round")
    func dropClamp() {
        #expect(edits("let a = max(0, w - r) + Swift.max(h, 0.0)", .dropClamp) == ["max(0, w - r) -> (w - r)", "Swift.max(h, 0.0) -> (h)"])
        #expect(edits("let a = min(0, size.width) + Swift.min(h, 0)", .dropClamp) == ["min(0, size.width) -> (size.width)", "Swift.min(h, 0) -> (h)"])
        #expect(edits("let a = max(1, w) + max(0, a, b) + xs.max(0, w) + min(2, w)", .dropClamp).isEmpty)
    }

    @Test("drop-argument: each labelled argument of an initialiser's call, with its comma, or alone")
    func dropArgument() {
        #expect(
            edits("let i = EdgeInsets(top: t, left: f(a, b), right: 0)", .dropArgument)
                == ["top: t, -> ", "left: f(a, b), -> ", ", right: 0 -> "])
        #expect(edits("let i = EdgeInsets(top: t)", .dropArgument) == ["top: t -> "])
        #expect(
            edits("self.init(top: t, left: l); let e: EdgeInsets = .init(bottom: b)", .dropArgument) == [
                "top: t, -> ", ", left: l -> ", "bottom: b -> "
            ])
        #expect(edits("let s = sizes(a: 1, b: 2); func Make(a: Int, b: Int) {}; init(a: Int) {}; x.initial(a: 1)", .dropArgument).isEmpty)
        #expect(edits("let f = Foo.init(x:y:); enum E { case Foo(x: Int) }", .dropArgument).isEmpty)
        #expect(edits("let r = CGRect(x, y)", .dropArgument).isEmpty)
    }

    @Test("usual-literal: a parameter's uses in its body become its literal default, or the literal its label usually gets")
    func usualLiteral() {
        let source = """
            func header(in layout: Layout, headerHeight: CGFloat, base: CGFloat = 16, anchored: Bool = false, _ n: Int) -> CGFloat {
                let h = headerHeight + layout.headerHeight
                return anchored ? f(headerHeight: headerHeight, n: n) : base + h
            }
            init(count: Int, role: Role) { self.count = count }
            """
        let usual = UsualLiterals(files: [
            SwiftTokenizer(bytes: Array("f(headerHeight: 56, n: 2); g(headerHeight: 56); g(headerHeight: 44, count: -1)".utf8)).tokens()
        ])
        #expect(usual.byLabel == ["headerHeight": "56", "n": "2", "count": "-1"])
        let sites = SiteFinder(file: "Sources/DuoGeometry/Sample.swift", source: Array(source.utf8), usualLiterals: usual).sites(of: [.usualLiteral])
        #expect(
            sites.map { "\($0.line):\($0.original) -> \($0.replacement)" }
                == ["2:headerHeight -> 56", "3:anchored -> false", "3:headerHeight -> 56", "3:base -> 16", "5:count -> -1"])
        #expect(edits(source, .usualLiteral) == ["anchored -> false", "base -> 16"])
        // A name the body declares again, and a nested function's parameter, are left to their own declarations.
        let rebound = """
            func f(base: CGFloat = 16, top: CGFloat = 0, side: CGFloat = 4) -> CGFloat {
                let base = base * 3
                func g(top: CGFloat = 2) -> CGFloat { top + 1 }
                return xs.map { side in side + 1 }.reduce(base, +) + g() + top + side
            }
            """
        #expect(edits(rebound, .usualLiteral) == ["top -> 2", "top -> 0"])
    }

    @Test("two deletions on one line, or two parameters given one literal, have two ids")
    func deletionsHaveTheirOwnIds() {
        let sites = SiteFinder(file: "Sources/DuoGeometry/Sample.swift", source: Array("let i = EdgeInsets(top: t, left: l)".utf8))
            .sites(of: [.dropArgument])
        #expect(sites.count == 2 && sites[0].id != sites[1].id)
        let literals = SiteFinder(
            file: "Sources/DuoGeometry/Sample.swift", source: Array("func f(a: CGFloat = 0, b: CGFloat = 0) -> CGFloat { a + b }".utf8)
        )
        .sites(of: [.usualLiteral])
        #expect(literals.count == 2 && literals[0].id != literals[1].id)
    }
}
