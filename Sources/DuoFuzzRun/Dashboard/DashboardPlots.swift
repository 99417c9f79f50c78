/// The dashboard's plots, as inline SVG: no script and nothing fetched, so the page shows the same wherever it is
/// opened, an artifact's download included. Every plot is an `<svg class="plot">` with a `<title>` naming it.
enum DashboardPlots {
    /// A property's features (blocks and labels its kept cases reach) over the run's time: a step line from each
    /// slice's start to its end, at the features after it.
    static func coverage(of slices: [GuidedSliceRecord], runSeconds: Double, name: String) -> String {
        let width = 240.0
        let height = 56.0
        let top = Double(slices.map(\.report.features).max() ?? 0)
        guard top > 0, runSeconds > 0 else {
            return #"<svg class="plot empty" width="240" height="56" role="img"><title>no coverage yet</title></svg>"#
        }
        func x(_ seconds: Double) -> String { DashboardText.number(4 + (width - 8) * min(seconds, runSeconds) / runSeconds) }
        func y(_ features: Int) -> String { DashboardText.number(height - 4 - (height - 12) * Double(features) / top) }
        var points = ["\(x(0)),\(y(0))"]
        for slice in slices {
            points.append("\(x(slice.startedAt)),\(y(slice.report.featuresBefore))")
            points.append("\(x(slice.endedAt)),\(y(slice.report.features))")
        }
        points.append("\(x(runSeconds)),\(y(slices.last?.report.features ?? 0))")
        return """
            <svg class="plot coverage" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" role="img">\
            <title>\(DashboardText.escaped(name)): features over time, up to \(Int(top))</title>\
            <line x1="4" y1="\(Int(height - 4))" x2="\(Int(width - 4))" y2="\(Int(height - 4))" stroke="#bbb"/>\
            <polyline fill="none" stroke="#1f6feb" stroke-width="1.5" points="\(points.joined(separator: " "))"/>\
            <text x="\(Int(width - 4))" y="10" text-anchor="end" font-size="9">\(Int(top))</text></svg>
            """
    }

    /// The schedule: one lane a worker, one bar a slice from its start to its end, coloured by its property and
    /// titled with it, over the run's time.
    static func schedule(_ slices: [GuidedSliceRecord], workers: Int, runSeconds: Double, propertyIDs: [String]) -> String {
        let width = 900.0
        let lane = 22.0
        let height = lane * Double(max(workers, 1)) + 18
        guard runSeconds > 0, !slices.isEmpty else {
            return #"<svg class="plot empty" width="900" height="40" role="img"><title>no guided slices in this run</title></svg>"#
        }
        let bars = slices.map { slice in
            let x = 60 + (width - 64) * slice.startedAt / runSeconds
            let w = max(1, (width - 64) * (slice.endedAt - slice.startedAt) / runSeconds)
            let id = slice.report.propertyID
            return """
                <rect x="\(DashboardText.number(x))" y="\(DashboardText.number(Double(slice.worker) * lane + 2))" width="\(DashboardText.number(w))" \
                height="\(Int(lane - 4))" fill="\(colour(of: id, among: propertyIDs))"><title>\(DashboardText.escaped(id)): slice \(slice.report.slice), \
                \(slice.report.cases) cases, \(slice.report.newFeatures) new</title></rect>
                """
        }
        let labels = (0..<max(workers, 1)).map { "<text x=\"2\" y=\"\(Int(Double($0) * lane + lane / 2 + 4))\" font-size=\"11\">worker \($0)</text>" }
        let axis =
            "<text x=\"60\" y=\"\(Int(height - 2))\" font-size=\"10\">0 s</text>"
            + "<text x=\"\(Int(width - 4))\" y=\"\(Int(height - 2))\" font-size=\"10\" text-anchor=\"end\">\(DashboardText.seconds(runSeconds))</text>"
        return """
            <svg class="plot schedule" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" role="img">\
            <title>the schedule: each worker's slices over the run</title>\(labels.joined())\(bars.joined())\(axis)</svg>
            """
    }

    /// A bar of `part` out of `whole`.
    static func share(_ part: Int, of whole: Int, title: String) -> String {
        let fraction = whole > 0 ? Double(part) / Double(whole) : 0
        return """
            <svg class="plot share" width="300" height="14" viewBox="0 0 300 14" role="img"><title>\(DashboardText.escaped(title))</title>\
            <rect x="0" y="0" width="300" height="14" fill="#eee"/><rect x="0" y="0" width="\(DashboardText.number(300 * fraction))" \
            height="14" fill="#2da44e"/></svg>
            """
    }

    /// The colour of property `id`: its place among `ids` spread round the colour wheel.
    static func colour(of id: String, among ids: [String]) -> String {
        let index = ids.firstIndex(of: id) ?? 0
        return "hsl(\(index * 137 % 360), 60%, 55%)"
    }
}

/// Text as the page writes it.
enum DashboardText {
    /// `text` with HTML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A coordinate with one decimal (0 for one that is not finite, and at most a billion either way).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return String(Double(Int((min(max(value, -1e9), 1e9) * 10).rounded())) / 10)
    }

    /// Seconds in words: `12.3 s`, `4 min 5 s`, `2 h 3 min`.
    static func seconds(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "–" }
        let seconds = min(seconds, Dashboard.longestSeconds)
        if seconds < 60 { return "\(Double(Int(seconds * 10)) / 10) s" }
        if seconds < 3600 { return "\(Int(seconds) / 60) min \(Int(seconds) % 60) s" }
        return "\(Int(seconds) / 3600) h \(Int(seconds) % 3600 / 60) min"
    }
}
