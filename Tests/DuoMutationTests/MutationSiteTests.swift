import Testing
@testable import DuoMutation

/// Where each mutation operator finds its sites in small sources, and where it must not.
@Suite("Mutation sites")
struct MutationSiteTests {
    /// The sites of `mutationOperator` in `source`, as `original -> replacement`.
    func edits(_ source: String, _ mutationOperator: MutationOperator) -> [String] {
        sites(source, mutationOperator).map { "\($0.original) -> \($0.replacement)" }
    }

    /// The sites of `mutationOperator` in `source`.
    func sites(_ source: String, _ mutationOperator: MutationOperator) -> [MutationSite] {
        SiteFinder(file: "Sources/DuoGeometry/Sample.swift", source: Array(source.utf8)).sites(of: [mutationOperator])
    }

    /// `source` with `site`'s edit made.
    func mutated(_ source: String, _ site: MutationSite) -> String {
        String(decoding: site.mutate(Array(source.utf8)), as: UTF8.self)
    }

    @Test("left-right: member accesses and uses are sites; labels, parameters and declarations are not")
    func leftRight() {
        #expect(edits("let a = insets.left + b.right", .leftRight) == ["left -> right", "right -> left"])
        #expect(edits("let s = side == .left ? x : y", .leftRight) == ["left -> right"])
        #expect(edits("switch s { case .left: return 1 }", .leftRight) == ["left -> right"])
        #expect(edits("EdgeInsets(top: 0, left: right, right: left)", .leftRight) == ["right -> left", "left -> right"])
        #expect(edits("func f(left: CGFloat, _ right: CGFloat) {}", .leftRight).isEmpty)
        #expect(edits("func f(from left: CGFloat) {}", .leftRight).isEmpty)
        #expect(edits("func f(left right: CGFloat) {}", .leftRight).isEmpty)
        #expect(edits("var left = 0\nlet right: CGFloat = 1", .leftRight).isEmpty)
        #expect(edits("enum Edge { case left, right }", .leftRight).isEmpty)
        #expect(edits("let a = 1, left = 2", .leftRight).isEmpty)
        #expect(edits("let (left, right) = pair", .leftRight).isEmpty)
        #expect(edits("xs.map { left, right in left }", .leftRight) == ["left -> right"])
        #expect(edits("let t: (left: CGFloat, right: CGFloat)", .leftRight).isEmpty)
        #expect(edits("let m = c ? left : right", .leftRight) == ["left -> right", "right -> left"])
        #expect(edits("guard let a = b, left > 0 else { return }", .leftRight) == ["left -> right"])
        #expect(edits("// left\n/// right\nlet s = \"left \\(right)\"", .leftRight).isEmpty)
    }

    @Test("top-bottom, minX-maxX and minY-maxY follow the same rules")
    func otherNames() {
        #expect(edits("let h = insets.top + insets.bottom", .topBottom) == ["top -> bottom", "bottom -> top"])
        #expect(edits("var top: CGFloat = 0\ntop = max(top, h)", .topBottom) == ["top -> bottom", "top -> bottom"])
        #expect(
            edits("let minX = max(a.minX, b.minX), maxX = min(a.maxX, b.maxX)", .minXMaxX)
                == ["minX -> maxX", "minX -> maxX", "maxX -> minX", "maxX -> minX"])
        #expect(edits("func rows() -> (minY: CGFloat, maxY: CGFloat) { (r.minY, r.maxY) }", .minYMaxY) == ["minY -> maxY", "maxY -> minY"])
    }

    @Test("relational: spaced binary comparisons only, never ->, ..<, ..., generics, << or >>")
    func relational() {
        #expect(edits("a < b; c <= d; e > f; g >= h", .relational) == ["< -> <=", "<= -> <", "> -> >=", ">= -> >"])
        #expect(edits("func f<T>(x: Array<T>) -> Int { for i in 0..<n {}; for j in 0...n {}; return a << 1 >> 2 }", .relational).isEmpty)
        #expect(edits("let b = a<c", .relational).isEmpty)
    }

    @Test("plus-minus and compound-assign: spaced binary operators only, never unary minus")
    func arithmetic() {
        #expect(edits("let w = a - b + c", .plusMinus) == ["- -> +", "+ -> -"])
        #expect(edits("let x = -a; f(-1); y = a &+ b; z += 1", .plusMinus).isEmpty)
        #expect(edits("y += h; z -= 2; w = a + b", .compoundAssign) == ["+= -> -=", "-= -> +="])
    }

    @Test("min-max: free calls and Swift.min/Swift.max, not methods or declarations")
    func minMax() {
        #expect(edits("let a = min(x, y) + Swift.max(p, q)", .minMax) == ["min -> max", "max -> min"])
        #expect(edits("let a = xs.max() ?? 0; func min(_ a: Int) {}; let b = minimum(x); let c = max", .minMax).isEmpty)
    }

    @Test("and-or and true-false")
    func logic() {
        #expect(edits("a && b || c", .andOr) == ["&& -> ||", "|| -> &&"])
        #expect(edits("return flag ? true : false", .trueFalse) == ["true -> false", "false -> true"])
        #expect(edits("let s = \"true\" // false", .trueFalse).isEmpty)
    }

    @Test("drop-rounding removes floor( with its matching ) through nested parentheses, and .rounded(…) whole")
    func dropRounding() {
        let source = "let x = floor(((w - f(a)) + (l - r)) / 2) + c"
        let found = sites(source, .dropRounding)
        #expect(found.count == 1)
        #expect(found.first?.original == "floor(((w - f(a)) + (l - r)) / 2)")
        #expect(found.first.map { mutated(source, $0) } == "let x = (((w - f(a)) + (l - r)) / 2) + c")
        let rounded = "let y = (a / 3).rounded(.down) + b.rounded()"
        #expect(sites(rounded, .dropRounding).map { mutated(rounded, $0) } == ["let y = (a / 3) + b.rounded()", "let y = (a / 3).rounded(.down) + b"])
        #expect(
            edits("let z = ceil(a) + Foundation.floor(b) + round(c)", .dropRounding) == [
                "ceil(a) -> (a)", "Foundation.floor(b) -> (b)", "round(c) -> (c)"
            ])
        #expect(edits("let q = x.floor(a) + floorValue(b); func floor(_ v: Int) {}", .dropRounding).isEmpty)
    }

    @Test("halve-third: a spaced / 2 or / 2.0 becomes / 3")
    func halveThird() {
        #expect(edits("let h = w / 2 + v / 2.0", .halveThird) == ["/ 2 -> / 3", "/ 2.0 -> / 3.0"])
        #expect(edits("let h = w / 20 + v/2 + u / x", .halveThird).isEmpty)
    }

    @Test("a site knows its line and column, and its mutant changes only its bytes")
    func positions() {
        let source = "let a = 1\n  let b = c < d\n"
        let site = sites(source, .relational).first
        #expect(site?.line == 2 && site?.column == 13)
        #expect(site.map { mutated(source, $0) } == "let a = 1\n  let b = c <= d\n")
    }
}
