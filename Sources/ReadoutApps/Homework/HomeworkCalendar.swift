import Foundation

/// Homework as iCalendar (RFC 5545): one event per item, ending at its due time (in UTC), or an
/// all-day event on its due day when no time is set, with an alarm for each reminder the user
/// chose. Lines are folded at 75 octets.
public struct HomeworkCalendar: Sendable {
    public var name: String
    public var stamp: Date
    public var reminders: HomeworkReminders

    public init(name: String, stamp: Date, reminders: HomeworkReminders = .standard) {
        self.name = name
        self.stamp = stamp
        self.reminders = reminders
    }

    public func render(_ items: [HomeworkItem]) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Readout//Homework//EN", "CALSCALE:GREGORIAN",
                     "METHOD:PUBLISH", "X-WR-CALNAME:\(Self.escape(name))"]
        for item in items { lines += event(item) }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// An event's UID: the item's id under a fixed domain. It must not name the server's host or
    /// port, which can change (a new address, HTTPS in front): calendar apps key events by UID
    /// and would show every item twice.
    public static func uid(of item: HomeworkItem) -> String {
        "\(item.id.uuidString.lowercased())@homework.readout"
    }

    private func event(_ item: HomeworkItem) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:\(Self.uid(of: item))", "DTSTAMP:\(Self.utc(stamp))"]
        if item.dueTime == nil {
            let next = item.dueDay.adding(days: 1)
            lines += ["DTSTART;VALUE=DATE:\(Self.compact(item.dueDay.iso))", "DTEND;VALUE=DATE:\(Self.compact(next.iso))"]
        } else {
            let due = HomeworkRules.dueInstant(of: item)
            lines += ["DTSTART:\(Self.utc(due.addingTimeInterval(-30 * 60)))", "DTEND:\(Self.utc(due))"]
        }
        let summary = (item.done ? "✓ " : "") + item.title
        lines.append("SUMMARY:\(Self.escape(summary))")
        if !item.className.isEmpty { lines.append("CATEGORIES:\(Self.escape(item.className))") }
        lines.append("TRANSP:TRANSPARENT")
        // Done work rings no more. Alarms count back from the event's end, the due moment (for an
        // all-day item the end of its day): "2 hours before" is 22:00 on the due day.
        if !item.done {
            for minutes in reminders.minutesBefore {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(Self.escape(item.title))",
                          "TRIGGER;RELATED=END:\(Self.duration(minutesBefore: minutes))", "END:VALARM"]
            }
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// A negative RFC 5545 duration: `-P1D`, `-PT2H`, `-PT30M`, `-P7D`.
    static func duration(minutesBefore minutes: Int) -> String {
        if minutes % (24 * 60) == 0 { return "-P\(minutes / (24 * 60))D" }
        if minutes % 60 == 0 { return "-PT\(minutes / 60)H" }
        return "-PT\(minutes)M"
    }

    /// `YYYYMMDDTHHMMSSZ`.
    static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 1970) + two(parts.month) + two(parts.day)
            + "T" + two(parts.hour) + two(parts.minute) + two(parts.second) + "Z"
    }

    private static func compact(_ iso: String) -> String { iso.replacingOccurrences(of: "-", with: "") }

    /// TEXT escaping: backslash, semicolon, comma and newlines.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// Folds a content line into 75-octet pieces, never splitting a UTF-8 character; each
    /// continuation starts with a space.
    static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            let limit = pieces.isEmpty ? 75 : 74
            if octets + size > limit {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.append(character)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }
}
