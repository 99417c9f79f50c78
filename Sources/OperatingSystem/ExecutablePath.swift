// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation

/// Where the running program's files are.
package enum ExecutablePath {
    /// The running program's own executable, for starting copies of it: Foundation's
    /// `Bundle.main.executablePath` (on Linux it reads `/proc/self/exe`, on Darwin `_NSGetExecutablePath`),
    /// else the path it was started with, made absolute.
    package static var current: String {
        if let path = Bundle.main.executablePath { return path }
        let first = CommandLine.arguments[0]
        return first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first
    }

    /// The folder that holds the products of the build that made the code at `handle` (pass `#dsohandle`):
    /// where `swift build` puts a package's executables beside its test bundle.
    ///
    /// On Linux the test bundle is itself the running executable (`….xctest`). On Darwin a test runner
    /// loads the bundle (`….xctest/Contents/MacOS/…`), so the folder is found from the loaded image that
    /// holds `handle` (`dladdr`, `dlfcn.h`): the parent of its `.xctest` folder.
    package static func productsFolder(ofImageAt handle: UnsafeRawPointer) -> URL {
        #if os(Linux)
            return URL(fileURLWithPath: current).deletingLastPathComponent()
        #elseif canImport(Darwin)
            var info = Dl_info()
            guard dladdr(handle, &info) != 0, let name = info.dli_fname else { return URL(fileURLWithPath: current).deletingLastPathComponent() }
            let image = URL(fileURLWithPath: String(cString: name))
            var url = image
            while url.pathComponents.count > 1, url.pathExtension != "xctest" { url.deleteLastPathComponent() }
            // An image in no test bundle (an executable): its own folder.
            return (url.pathExtension == "xctest" ? url : image).deletingLastPathComponent()
        #endif
    }
}
