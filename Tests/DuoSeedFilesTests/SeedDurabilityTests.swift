import Foundation
import Testing
import DuoCheckEngine
import OperatingSystem
import DuoFuzzTestSupport
import DuoSeedFiles

/// Seed files survive a power loss and a `kill -9`: each is synced to disk before it takes its name and its folder
/// after, and a run removes the temporary files that killed runs left, while `replay` names them.
@Suite("Seed durability")
struct SeedDurabilityTests {
    /// A shared library that logs every `fsync` (with the path its file descriptor was opened with, by `open` or
    /// relative to an open folder by `openat`), `link`/`linkat` and `rename`/`renameat` of the process it is preloaded
    /// into, and of its children, to `$DUO_SYNC_LOG`.
    static let interposer = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <fcntl.h>
        #include <stdarg.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <unistd.h>

        static void note(const char *call, const char *first, const char *second) {
            const char *log = getenv("DUO_SYNC_LOG");
            if (!log) return;
            char line[8400];
            int length = snprintf(line, sizeof line, "%s %s %s\\n", call, first, second);
            int fd = open(log, O_WRONLY | O_APPEND | O_CREAT, 0644);
            if (fd < 0) return;
            if (write(fd, line, (size_t)length) < 0) { }
            close(fd);
        }

        static char *paths[1024];

        static void joined(char *into, int folder, const char *path) {
            const char *base = folder >= 0 && folder < 1024 && paths[folder] && path[0] != '/' ? paths[folder] : NULL;
            if (base) snprintf(into, 4096, "%s/%s", base, path); else snprintf(into, 4096, "%s", path);
        }

        static void remember(int fd, int folder, const char *path) {
            if (fd < 0 || fd >= 1024) return;
            char full[4096];
            joined(full, folder, path);
            free(paths[fd]);
            paths[fd] = strdup(full);
        }

        int open(const char *path, int flags, ...) {
            va_list arguments;
            va_start(arguments, flags);
            mode_t mode = (flags & O_CREAT) ? (mode_t)va_arg(arguments, int) : 0;
            va_end(arguments);
            int fd = ((int (*)(const char *, int, mode_t))dlsym(RTLD_NEXT, "open"))(path, flags, mode);
            remember(fd, AT_FDCWD, path);
            return fd;
        }

        int openat(int folder, const char *path, int flags, ...) {
            va_list arguments;
            va_start(arguments, flags);
            mode_t mode = (flags & O_CREAT) ? (mode_t)va_arg(arguments, int) : 0;
            va_end(arguments);
            int fd = ((int (*)(int, const char *, int, mode_t))dlsym(RTLD_NEXT, "openat"))(folder, path, flags, mode);
            remember(fd, folder, path);
            return fd;
        }

        int linkat(int fromFolder, const char *from, int toFolder, const char *to, int flags) {
            char first[4096], second[4096];
            joined(first, fromFolder, from);
            joined(second, toFolder, to);
            note("link", first, second);
            return ((int (*)(int, const char *, int, const char *, int))dlsym(RTLD_NEXT, "linkat"))(fromFolder, from, toFolder, to, flags);
        }

        int renameat(int fromFolder, const char *from, int toFolder, const char *to) {
            char first[4096], second[4096];
            joined(first, fromFolder, from);
            joined(second, toFolder, to);
            note("rename", first, second);
            return ((int (*)(int, const char *, int, const char *))dlsym(RTLD_NEXT, "renameat"))(fromFolder, from, toFolder, to);
        }

        int fsync(int fd) {
            note("fsync", fd >= 0 && fd < 1024 && paths[fd] ? paths[fd] : "?", "-");
            return ((int (*)(int))dlsym(RTLD_NEXT, "fsync"))(fd);
        }

        int link(const char *from, const char *to) {
            note("link", from, to);
            return ((int (*)(const char *, const char *))dlsym(RTLD_NEXT, "link"))(from, to);
        }

        int rename(const char *from, const char *to) {
            note("rename", from, to);
            return ((int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename"))(from, to);
        }
        """

    /// Whether the interposer can be built and preloaded here: where the loader takes a preloaded library
    /// (``LibraryPreload``) and the toolchain's `clang` runs.
    static let canInterpose: Bool = LibraryPreload.environmentVariable != nil && compile(["--version"])

    /// Runs the toolchain's `clang` with `arguments`; whether it succeeded.
    static func compile(_ arguments: [String]) -> Bool {
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["clang"] + arguments
        compiler.standardOutput = FileHandle.nullDevice
        compiler.standardError = FileHandle.nullDevice
        guard (try? compiler.run()) != nil else { return false }
        compiler.waitUntilExit()
        return compiler.terminationStatus == 0
    }

    /// Builds the interposer into `folder` with the toolchain's C compiler; its path, or `nil` where that cannot be done.
    static func buildInterposer(in folder: URL) -> String? {
        let source = folder.appendingPathComponent("sync-log.c")
        let library = folder.appendingPathComponent("sync-log.so")
        guard (try? Data(interposer.utf8).write(to: source)) != nil else { return nil }
        return compile(["-shared", "-fPIC", "-o", library.path, source.path, "-ldl"]) ? library.path : nil
    }

    /// Whether the log shows `name` synced under a temporary name, then given its name by `link` or `rename`, then its
    /// folder synced.
    static func syncedInOrder(_ log: [[Substring]], name: String, folder: String) -> Bool {
        guard let named = log.firstIndex(where: { ($0[0] == "link" || $0[0] == "rename") && ($0[2].hasSuffix("/" + name) || $0[2] == name) }),
            let temporary = log[named].dropFirst().first?.split(separator: "/").last
        else { return false }
        let fileSynced = log[..<named].contains { $0[0] == "fsync" && $0[1].hasSuffix("/" + temporary) }
        let folderSynced = log[(named + 1)...].contains { $0[0] == "fsync" && $0[1].hasSuffix(folder) }
        return fileSynced && folderSynced
    }

    @Test(
        "a new seed file and a report are synced to disk before they take their names, and their folders after",
        .enabled(if: canInterpose, "needs a loader that preloads libraries, and the toolchain's clang"))
    func seedsAreSynced() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let library = try #require(Self.buildInterposer(in: runner.directory))
        let (process, output, errorOutput) = runner.process(
            ["run", "demo-rectangle", "--cases", "2000", "--seed", "7", "--workers", "1", "--no-replay", "--summary", "reports/summary.json"])
        process.environment?[try #require(LibraryPreload.environmentVariable)] = library
        process.environment?["DUO_SYNC_LOG"] = runner.path("sync.log").path
        try process.run()
        let text = FuzzCommandRunner.readAll(output)
        let errors = FuzzCommandRunner.readAll(errorOutput)
        process.waitUntilExit()
        let all = String(decoding: text.value + errors.value, as: UTF8.self)
        #expect(process.terminationStatus == 1, "\(all)")
        let log = try String(contentsOf: runner.path("sync.log"), encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
            .filter { $0.count == 3 }
        let seed = TestSeeds.failing().shortHash + ".json"
        #expect(Self.syncedInOrder(log, name: seed, folder: "/Seeds/demo-rectangle"), "\(log.map { $0.joined(separator: " ") })")
        #expect(Self.syncedInOrder(log, name: "summary.json", folder: "/reports"), "\(log.map { $0.joined(separator: " ") })")
    }

    /// A process id that no process has now: a child that has ended and been reaped.
    static func deadProcessID() throws -> pid_t {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exit 0"]
        try child.run()
        child.waitUntilExit()
        return child.processIdentifier
    }

    @Test(
        "replay names every leftover temporary seed file; a run removes those of dead runs older than itself, and keeps a live writer's and a newer one"
    )
    func leftoverTemporaryFiles() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let store = SeedStore(directory: runner.path("Seeds"))
        let seed = TestSeeds.holding()
        _ = try store.save(seed)
        let folder = runner.path("Seeds/demo-holds")
        let dead = try Self.deadProcessID()
        let abandoned = ".\(seed.shortHash).json.tmp-\(dead)-\(UUID().uuidString)"
        let live = ".\(seed.shortHash).json.tmp-\(getpid())-\(UUID().uuidString)"
        let newer = ".0123456789ab.json.tmp-\(dead)-\(UUID().uuidString)"
        let hourAgo = Date().addingTimeInterval(-3600)
        let inAnHour = Date().addingTimeInterval(3600)
        for (name, date) in [(abandoned, hourAgo), (live, hourAgo), (newer, inAnHour)] {
            try Data(try seed.encoded().prefix(40)).write(to: folder.appendingPathComponent(name))
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: folder.appendingPathComponent(name).path)
        }

        let replay = try runner.run(["replay"])
        #expect(replay.status == 0, "a leftover is no bad seed: \(replay.all)")
        for name in [abandoned, live, newer] {
            #expect(replay.all.contains("Seeds/demo-holds/\(name)"), "replay names \(name): \(replay.all)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(abandoned).path), "replay removes nothing")

        let run = try runner.run(["run", "demo-holds", "--cases", "10", "--seed", "7", "--workers", "1"])
        #expect(run.status == 0, "\(run.all)")
        #expect(run.all.contains("removed Seeds/demo-holds/\(abandoned)"), "\(run.all)")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == [seed.shortHash + ".json", live, newer], "\(left)")
    }
}
