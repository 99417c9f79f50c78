import DuoCheckEngine
import DuoCheckTesting
import Testing

let sortKeepsEveryElement = Property(
    "sort.keeps-every-element", rule: "sorting", generator: .array(of: .int(in: -100...100), count: 0...20)
) { list in
    try requireEqual(list.sorted().count, list.count, "the sorted list's count")
}

@Test func sortKeepsEveryElementHolds() { check(sortKeepsEveryElement) }
