/// A kind of wrong edit that `duo-fuzz mutate` makes to the geometry core: a slip of a name or an operator, or a
/// mistake that a refactoring makes (a sibling value, a relaxed guard, a clamp or a field dropped). The raw value is the operator's
/// stable name, which `--operator`, the mutant ids and the equivalent-mutant list use.
enum MutationOperator: String, CaseIterable, Codable, Sendable {
    /// The name `left` for `right` and back.
    case leftRight = "left-right"
    /// The name `top` for `bottom` and back.
    case topBottom = "top-bottom"
    /// The name `minX` for `maxX` and back.
    case minXMaxX = "minX-maxX"
    /// The name `minY` for `maxY` and back.
    case minYMaxY = "minY-maxY"
    /// A binary `<` for `<=`, `>` for `>=`, and back.
    case relational
    /// A binary `+` for `-` and back.
    case plusMinus = "plus-minus"
    /// `+=` for `-=` and back.
    case compoundAssign = "compound-assign"
    /// A call of `min(` for `max(` and back.
    case minMax = "min-max"
    /// `&&` for `||` and back.
    case andOr = "and-or"
    /// The literal `true` for `false` and back.
    case trueFalse = "true-false"
    /// A rounding call dropped: `floor(x)`, `ceil(x)`, `round(x)` become `(x)`; `.rounded(…)` goes.
    case dropRounding = "drop-rounding"
    /// A division by the literal 2 made a division by 3.
    case halveThird = "halve-third"
    /// The name `width` for `height` and back: a value replaced by its sibling of the same type.
    case widthHeight = "width-height"
    /// `safeInsets.top` for `statusBarHeight` and back: the two heights of a layout's top that a refactor confuses.
    case insetStatus = "inset-status"
    /// A clamp removed: a free call `max(0, x)`, `max(x, 0)`, `min(0, x)` or `min(x, 0)` becomes `(x)`.
    case dropClamp = "drop-clamp"
    /// A guard relaxed: `.isFinite` becomes `.isNaN == false`, which lets an infinity through.
    case finiteNotNaN = "finite-not-nan"
    /// A guard relaxed: a spaced `> 0` (or `> .zero`) becomes `!= 0`, and `0 < x` becomes `0 != x`, which lets a
    /// negative value (and a NaN) through.
    case positiveNonzero = "positive-nonzero"
    /// `break` for `continue` and back.
    case breakContinue = "break-continue"
    /// A field dropped when a value is rebuilt through an initialiser: one labelled argument of a call of an
    /// initialiser (`EdgeInsets(top: t, left: l)`, `self.init(top: t)`, `.init(top: t)`) removed, so that the field
    /// takes its default.
    case dropArgument = "drop-argument"
    /// A parameter replaced by its usual literal: a use of a function's parameter becomes its literal default, or the
    /// literal its argument label is given most often in the core and the properties (``UsualLiterals``), as though
    /// the function read the common value instead of the one it was given. Its mutant's id hashes the literal, so it
    /// changes when a property's calls change which literal a label usually gets.
    case usualLiteral = "usual-literal"

    /// The operator's stable name.
    var name: String { rawValue }

    /// The operator called `name`, or `nil`.
    init?(name: String) {
        self.init(rawValue: name)
    }

    /// Every name, in order, for messages that list the valid ones.
    static var names: String {
        allCases.map(\.name).joined(separator: ", ")
    }

    /// For the operators that swap one name for another, the pairs they swap (either way round).
    var swappedNames: (String, String)? {
        switch self {
        case .leftRight: return ("left", "right")
        case .topBottom: return ("top", "bottom")
        case .minXMaxX: return ("minX", "maxX")
        case .minYMaxY: return ("minY", "maxY")
        case .minMax: return ("min", "max")
        case .trueFalse: return ("true", "false")
        case .widthHeight: return ("width", "height")
        case .breakContinue: return ("break", "continue")
        default: return nil
        }
    }

    /// For the operators that swap one operator token for another, what each token becomes.
    var swappedOperators: [String: String] {
        switch self {
        case .relational: return ["<": "<=", "<=": "<", ">": ">=", ">=": ">"]
        case .plusMinus: return ["+": "-", "-": "+"]
        case .compoundAssign: return ["+=": "-=", "-=": "+="]
        case .andOr: return ["&&": "||", "||": "&&"]
        default: return [:]
        }
    }
}
