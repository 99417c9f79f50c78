import Foundation
import Testing
import DuoFuzzTestSupport

/// A run's dashboard opened in a real browser, headless Chromium (Debian's `chromium`, which `.ci/run` installs): a
/// script that the test adds to a copy of the page measures what a person would look at once the page has
/// loaded, and Chromium prints the page with the measurements in it (`--dump-dom`). It also takes a screenshot.
@Suite("The dashboard in a browser")
struct DashboardBrowserTests {
    /// Chromium's path (`DUOCHECK_CHROMIUM`, else `chromium`, `chromium-browser` or `google-chrome` on `PATH`).
    static let chromium: String? = {
        if let given = ProcessInfo.processInfo.environment["DUOCHECK_CHROMIUM"], !given.isEmpty { return given }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        return nil
    }()

    /// Measures, on load: each plot's size and how many of its lines and bars have an area, each property's name
    /// and its row's height, and each picture's decoded width and shown height; into `<pre id="browser-check">`.
    static let measuring = """
        <script>
        window.addEventListener('load', () => {
          const plots = [...document.querySelectorAll('svg.plot')].map(svg => {
            const box = svg.getBoundingClientRect();
            const shapes = [...svg.querySelectorAll('polyline, rect')].filter(shape => { const b = shape.getBBox(); return b.width > 0 || b.height > 0; });
            return { kind: svg.getAttribute('class'), title: svg.querySelector('title')?.textContent ?? '', width: box.width, height: box.height, drawn: shapes.length };
          });
          const names = [...document.querySelectorAll('tr.property td.name')].map(cell => ({ name: cell.textContent, height: cell.getBoundingClientRect().height }));
          const pictures = [...document.querySelectorAll('img.picture')].map(image => ({ width: image.naturalWidth, height: image.getBoundingClientRect().height }));
          const out = document.createElement('pre');
          out.id = 'browser-check';
          out.textContent = JSON.stringify({ plots, names, pictures });
          document.body.append(out);
        });
        </script>
        """

    struct Measured: Decodable {
        struct Plot: Decodable {
            var kind: String
            var title: String
            var width: Double
            var height: Double
            var drawn: Int
        }
        struct Name: Decodable {
            var name: String
            var height: Double
        }
        struct Picture: Decodable {
            var width: Double
            var height: Double
        }
        var plots: [Plot]
        var names: [Name]
        var pictures: [Picture]
    }

    @Test(
        "a guided run's page, in Chromium: every property is named, its coverage plot and the schedule are drawn, and the failure shows its picture",
        .enabled(if: chromium != nil, "no Chromium here (Debian's chromium package; .ci/run installs it)"))
    func pageInChromium() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let properties = ["band-containment", "band-monotonicity", "demo-rectangle"]
        let run = try runner.run(["run"] + properties + ["--guided", "--duration", "3s", "--workers", "2", "--seed", "12", "--dashboard", "dash"])
        #expect(run.status == 1, "\(run.all)")
        let page = try String(contentsOf: runner.path("dash/index.html"), encoding: .utf8)
        try Data(page.replacingOccurrences(of: "</body>", with: Self.measuring + "</body>").utf8).write(to: runner.path("measured.html"))
        let dom = try Self.chromium(["--virtual-time-budget=5000", "--dump-dom", runner.path("measured.html").absoluteString])
        let text = try #require(
            dom.range(of: #"<pre id="browser-check">"#).map { dom[$0.upperBound...] }?.prefix { $0 != "<" }, "\(dom.suffix(2000))")
        let measured = try JSONDecoder().decode(Measured.self, from: Data(String(text).replacingOccurrences(of: "&quot;", with: "\"").utf8))
        #expect(measured.names.map(\.name) == properties, "every property is named, in the run's order")
        #expect(measured.names.allSatisfy { $0.height > 0 })
        for id in ["band-containment", "band-monotonicity"] {
            let plot = measured.plots.first { $0.kind == "plot coverage" && $0.title.hasPrefix(id) }
            #expect(plot.map { $0.width > 100 && $0.height > 20 && $0.drawn >= 1 } == true, "\(id): \(String(describing: plot))")
        }
        let schedule = try #require(measured.plots.first { $0.kind == "plot schedule" })
        #expect(schedule.width >= 900 && schedule.drawn >= 3, "the schedule's bars: \(schedule)")
        #expect(measured.pictures.count == 1 && measured.pictures.allSatisfy { $0.width > 0 && $0.height > 0 }, "\(measured.pictures)")

        let screenshot = runner.path("dashboard.png")
        _ = try Self.chromium(["--window-size=1200,1400", "--screenshot=\(screenshot.path)", runner.path("dash/index.html").absoluteString])
        let png = try Data(contentsOf: screenshot)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && png.count > 10_000, "\(png.count) bytes")
    }

    /// Runs headless Chromium with `arguments`; its standard output.
    static func chromium(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
