// swift-tools-version: 6.0
// DuoCheck: a property-based verification harness for the iPhone Duo layout geometry.
// The package names no outside package: everything here is built from the Swift toolchain alone.
import PackageDescription

let package = Package(
    name: "DuoCheck",
    // Duration and the clocks, which the engine's API uses, need macOS 13 and iOS 16; nothing in the package
    // needs a later one. duo-fuzz and duo-bench run on Linux and macOS; DuoGeometry, DuoCheckEngine and
    // DuoCheckTesting build for iOS too (docs/platforms.md).
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "DuoGeometry", targets: ["DuoGeometry"]),
        .library(name: "DuoCheckEngine", targets: ["DuoCheckEngine"]),
        .library(name: "DuoCheckTesting", targets: ["DuoCheckTesting"]),
        .library(name: "DuoCheckConformance", targets: ["DuoCheckConformance"]),
        .library(name: "DuoCheckFuzz", targets: ["DuoCheckFuzz"]),
        .executable(name: "duo-libfuzzer", targets: ["duo-libfuzzer"]),
        .executable(name: "duo-fuzz", targets: ["duo-fuzz"]),
        .executable(name: "duo-bench", targets: ["duo-bench"])
    ],
    targets: [
        // The geometry core: the layout model and every placement helper of the spec (Foundation only).
        .target(name: "DuoGeometry", path: "Sources/DuoGeometry"),
        // The generator and shrinker engine: PRNG, choice sequence, Gen, shrinker, runner, reports (no geometry, and no
        // stored counterexamples: DuoSeedFiles holds those). Its observation files are written through the
        // operating-system home's folder handles, which never follow a link, and which therefore build wherever the
        // engine does, iOS included.
        .target(name: "DuoCheckEngine", dependencies: ["OperatingSystem", "OperatingSystemFiles"], path: "Sources/DuoCheckEngine"),
        // The stored counterexamples, the seed files of Seeds/: their format, the store, migration, replay against
        // a property, the folder's walk (bad entries named, leftovers of cut writes found and removed), the seeds
        // that paths name, and a seed written beside a file in its way. Every write is a durable one of the
        // operating-system home (a full flush of the drive's cache on Apple's platforms); it builds for iOS too.
        .target(
            name: "DuoSeedFiles", dependencies: ["DuoCheckEngine", "OperatingSystem", "OperatingSystemFiles"], path: "Sources/DuoSeedFiles"),
        // The thin Swift Testing bridge, kept apart so that duo-fuzz links no test library.
        .target(name: "DuoCheckTesting", dependencies: ["DuoCheckEngine"], path: "Sources/DuoCheckTesting"),
        // False properties with known minimal counterexamples: the demo rectangle and the field's standard
        // shrinking problems, for the shrink-quality tests, duo-fuzz's self-check and duo-bench.
        .target(name: "DuoCheckKnownAnswers", dependencies: ["DuoCheckEngine"], path: "Sources/DuoCheckKnownAnswers"),
        // Domain generators (with the compact layout a snapshot line writes), the property suites and the mutants of the
        // spec's bug shapes. It reads and writes no file.
        .target(name: "DuoProperties", dependencies: ["DuoGeometry", "DuoCheckEngine"], path: "Properties"),
        // The behaviour snapshots and the SVG pictures, one module built on the properties' generators and helper set:
        // the snapshot of a helper, its corpus and coverage; the catalogue of every helper's snapshot; the store of
        // Tests/Snapshots/; the comparison and the review of what changed; and the pictures (of a changed snapshot case
        // and of a stored counterexample). It spawns no process and links no command line, so that it builds for iOS
        // with the conformance kit; the `duo-fuzz snapshot` command's console side (choosing by pattern, printing,
        // exit codes) lives in duo-fuzz's Commands/, the one place that uses it.
        .target(
            name: "DuoSnapshots", dependencies: ["DuoProperties", "DuoGeometry", "DuoCheckEngine", "DuoSeedFiles", "OperatingSystemFiles"],
            path: "Sources/DuoSnapshots"),
        // The documents' generated regions (tables and counts), each with the catalogue function that writes it, for
        // `duo-fuzz docs` and the test that keeps them fresh.
        .target(name: "DuoDocumentation", dependencies: ["DuoProperties", "DuoSnapshots", "DuoCheckEngine"], path: "Sources/DuoDocumentation"),
        // The suites as a conformance kit: every property and snapshot run against another implementation of the
        // placement helpers, under Swift Testing (docs/conformance.md).
        .target(
            name: "DuoCheckConformance", dependencies: ["DuoProperties", "DuoSnapshots", "DuoCheckEngine", "DuoCheckTesting"],
            path: "Sources/DuoCheckConformance"),
        // Coverage-guided fuzzing with libFuzzer (docs/libfuzzer.md): libFuzzer's extra counters (a C array in the
        // section libFuzzer reads), the entry points that run a property from a fuzzer's bytes against the core's
        // helpers, a mutant's or an app's own, and the target of every property of the suites.
        .target(name: "DuoFuzzCounters", path: "Sources/DuoFuzzCounters"),
        .target(
            name: "DuoCheckFuzz", dependencies: ["DuoProperties", "DuoCheckEngine", "DuoFuzzCounters", "OperatingSystem", "OperatingSystemFiles"],
            path: "Sources/DuoCheckFuzz"),
        .executableTarget(name: "duo-libfuzzer", dependencies: ["DuoCheckFuzz"], path: "Sources/duo-libfuzzer"),
        // The one home of the package's operating-system calls, with a branch for Linux and one for Apple's
        // platforms: signals, resource limits, spawning and process groups, the executable's path, the
        // processor and its load.
        .target(name: "OperatingSystem", path: "Sources/OperatingSystem", exclude: ["Files"]),
        // The home's file calls, in a module of their own: folder handles that never follow a link, what a name is, and
        // durable writes (flushed, named in one step, the folder flushed after) for seed files, reports and snapshots.
        .target(name: "OperatingSystemFiles", dependencies: ["OperatingSystem"], path: "Sources/OperatingSystem/Files"),
        // The command-line parser both tools share.
        .target(name: "DuoCheckCommandLine", path: "Sources/DuoCheckCommandLine"),

        // duo-fuzz, one library per job (docs/duo-fuzz.md):
        // What every duo-fuzz job shares: child processes, stop requests and signal names, the console and the
        // exit codes, durations, shards and id patterns as options give them, and report files.
        .target(
            name: "DuoFuzzSupport", dependencies: ["DuoCheckEngine", "DuoCheckCommandLine", "OperatingSystem", "OperatingSystemFiles"],
            path: "Sources/DuoFuzzSupport"),
        // The fuzz run: the supervisor and its worker pool, the worker processes and their protocol, crash capture,
        // reproduction and shrinking, the seeds replayed in worker processes, the reports and pictures of what it
        // finds, the dashboard, the property catalogue with the demo properties, and selfcheck; and the guided run's
        // coverage counters, kept cases, mutations and schedule.
        .target(
            name: "DuoFuzzRun",
            dependencies: [
                "DuoProperties", "DuoSnapshots", "DuoCheckEngine", "DuoCheckKnownAnswers", "DuoCheckCommandLine", "OperatingSystem",
                "DuoFuzzSupport", "DuoSeedFiles", "OperatingSystemFiles", "DuoFuzzCounters", "DuoCheckFuzz"
            ],
            path: "Sources/DuoFuzzRun"),
        // The nightly's work beyond the run: importing shard artifacts' seeds into Seeds/ (ZIP files read entry by
        // entry, each checked before it is read), the pull request's body, the Markdown of the shards' summaries,
        // and libFuzzer's crash files turned into seeds (import-crash).
        .target(
            name: "DuoNightly",
            dependencies: [
                "DuoCheckEngine", "DuoCheckCommandLine", "DuoFuzzSupport", "DuoSeedFiles", "DuoFuzzRun", "OperatingSystem", "OperatingSystemFiles",
                "DuoProperties", "DuoCheckFuzz"
            ],
            path: "Sources/DuoNightly"),
        // The source mutation run: a Swift tokenizer, the mutation sites of the geometry core, builds and verdicts
        // of each mutant in a scratch copy under watched process groups, the table and the JSON report.
        .target(
            name: "DuoMutation",
            dependencies: ["DuoProperties", "DuoSnapshots", "DuoCheckEngine", "DuoCheckCommandLine", "OperatingSystem", "DuoFuzzSupport"],
            path: "Sources/DuoMutation"),
        // The command for nightly fuzz runs: parses the command line and calls the library of each command's job
        // (`snapshot` calls DuoSnapshots, and prints what it finds from Commands/SnapshotActions.swift).
        .executableTarget(
            name: "duo-fuzz",
            dependencies: [
                "DuoProperties", "DuoSnapshots", "DuoCheckEngine", "DuoCheckCommandLine", "DuoFuzzSupport", "DuoSeedFiles", "DuoFuzzRun",
                "DuoNightly", "DuoMutation", "OperatingSystemFiles", "DuoDocumentation"
            ],
            path: "Sources/duo-fuzz"),

        // The benchmark: the harness beside a hand-written loop, check() beside the engine's loop, shrink cost, and worker
        // scaling.
        .executableTarget(
            name: "duo-bench",
            dependencies: [
                "DuoProperties", "DuoCheckEngine", "DuoGeometry", "DuoCheckKnownAnswers", "DuoCheckCommandLine", "OperatingSystem",
                "DuoFuzzSupport",
                // check(), the call a test makes, is timed on Linux alone: on Apple's platforms Swift Testing lives in
                // Xcode's developer folder, outside a command-line tool's run-time search path. The define below
                // follows the same condition, so that the source imports the bridge exactly where it is linked.
                .byName(name: "DuoCheckTesting", condition: .when(platforms: [.linux]))
            ],
            path: "Sources/duo-bench", swiftSettings: [.define("DUO_BENCH_LINKS_CHECK", .when(platforms: [.linux]))]),

        // The geometry core's helpers and posture table, case by case.
        .testTarget(name: "DuoGeometryTests", dependencies: ["DuoGeometry"], path: "Tests/DuoGeometryTests"),
        // The engine: choices, generators, shrinking and its known answers, the runner, observations, the text it
        // writes; and another package built on its products (Tests/ExternalPackage).
        .testTarget(
            name: "DuoCheckEngineTests",
            dependencies: ["DuoCheckEngine", "DuoCheckTesting", "DuoCheckKnownAnswers", "DuoFuzzTestSupport", "OperatingSystem"],
            path: "Tests/DuoCheckEngineTests"),
        // The property suites and their oracles, every stored seed replayed, the mutants, the conformance kit, and the
        // documents that quote them.
        .testTarget(
            name: "DuoPropertiesTests",
            dependencies: [
                "DuoProperties", "DuoSnapshots", "DuoGeometry", "DuoCheckEngine", "DuoSeedFiles", "DuoCheckTesting", "DuoCheckConformance",
                "DuoDocumentation"
            ],
            path: "Tests/DuoPropertiesTests"
        ),
        // The behaviour snapshots (every recorded one checked, the line text, whole corpora, record and review) and the
        // pictures of a counterexample.
        .testTarget(
            name: "DuoSnapshotsTests", dependencies: ["DuoSnapshots", "DuoProperties", "DuoGeometry", "DuoCheckEngine", "DuoSeedFiles"],
            path: "Tests/DuoSnapshotsTests"),
        // The benchmark's options, the cases its raw loops draw, and its quoted report.
        .testTarget(
            name: "DuoBenchTests",
            dependencies: [
                "duo-bench", "DuoProperties", "DuoCheckEngine", "DuoGeometry", "DuoCheckCommandLine", "DuoFuzzSupport", "DuoCheckKnownAnswers"
            ],
            path: "Tests/DuoBenchTests", swiftSettings: [.define("DUO_BENCH_LINKS_CHECK", .when(platforms: [.linux]))]),
        // What the duo-fuzz tests share: running the built duo-fuzz in a folder of its own, watching processes,
        // the package's root, and seeds of the demo properties.
        .target(name: "DuoFuzzTestSupport", dependencies: ["DuoCheckEngine", "DuoSeedFiles", "OperatingSystem"], path: "Tests/DuoFuzzTestSupport"),
        // The fuzz run: arguments, crash policy and capture, shrinking, harness faults, reports, replay and draw.
        .testTarget(
            name: "DuoFuzzRunTests",
            dependencies: [
                "DuoFuzzRun", "DuoFuzzSupport", "DuoSeedFiles", "DuoProperties", "DuoCheckEngine", "DuoCheckCommandLine",
                "OperatingSystem", "DuoFuzzTestSupport"
            ],
            path: "Tests/DuoFuzzRunTests"),
        // The seed files: their format and store, replay and migration, durable writes, leftovers of cut writes, and
        // migrate-seeds through duo-fuzz.
        .testTarget(
            name: "DuoSeedFilesTests",
            dependencies: ["DuoSeedFiles", "DuoCheckEngine", "OperatingSystem", "OperatingSystemFiles", "DuoFuzzTestSupport"],
            path: "Tests/DuoSeedFilesTests"),
        // The nightly: import of artifacts and links in them, summaries, and the workflow's scripts.
        .testTarget(
            name: "DuoNightlyTests",
            dependencies: ["DuoNightly", "DuoFuzzRun", "DuoCheckEngine", "DuoSeedFiles", "DuoFuzzTestSupport", "DuoProperties"],
            path: "Tests/DuoNightlyTests"),
        // The source mutation run: tokenizer, sites, selection, scratch copy, reports, verdicts (the snapshots their
        // second layer, with snapshot diff on a cut corpus), end to end.
        .testTarget(
            name: "DuoMutationTests",
            dependencies: [
                "DuoMutation", "DuoFuzzRun", "DuoFuzzSupport", "DuoProperties", "DuoSnapshots", "DuoCheckEngine", "DuoCheckCommandLine",
                "OperatingSystem", "DuoFuzzTestSupport"
            ],
            path: "Tests/DuoMutationTests"),
        // The libFuzzer target's choice of property and mutant, its features, and its plain command.
        .testTarget(
            name: "DuoCheckFuzzTests", dependencies: ["DuoCheckFuzz", "DuoCheckEngine", "DuoFuzzCounters", "DuoProperties", "OperatingSystem"],
            path: "Tests/DuoCheckFuzzTests"),
        // The home of the operating-system calls, and the check that nothing else names a platform's own symbol.
        .testTarget(name: "OperatingSystemTests", dependencies: ["OperatingSystem"], path: "Tests/OperatingSystemTests")
    ],
    swiftLanguageModes: [.v6]
)
