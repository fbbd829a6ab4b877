/** One calendar event as an iCalendar (RFC 5545) file. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  /** Where the session happens: its meeting link (issue 26). */
  location?: string;
  stamp?: Date;
  /**
   * PUBLISH (a file to import, the default), REQUEST (an invitation mailed with the booking) or
   * CANCEL (withdraws the invitation with the same UID; calendar apps need a higher SEQUENCE).
   */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  sequence?: number;
  /** The event's STATUS; CANCELLED for a CANCEL, else CONFIRMED, when absent. */
  status?: "CONFIRMED" | "CANCELLED";
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
}

export interface CalendarPerson {
  name: string;
  email: string;
}

/** The content type of an invitation sent as an email attachment (RFC 6047). */
export const icsContentType = (method: "REQUEST" | "CANCEL") => `text/calendar; method=${method}; charset=utf-8`;

/**
 * Every line break a calendar app or a mail client may honour: CRLF, CR alone, LF, NEL (U+0085),
 * LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029). A raw one in a value would end the
 * property early and let the rest of the value write properties of its own.
 */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Other control characters (RFC 5545 allows none in a value but the tab) are dropped. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const OTHER_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A parameter value is quoted, and may not hold quotes, line breaks or control characters. */
const paramValue = (value: string) =>
  `"${value.replace(LINE_BREAK, " ").replace(OTHER_CONTROL, "").replace(/"+/g, " ").trim()}"`;
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const mailto = (email: string) => `mailto:${email.replace(/[\s"<>\u0000-\u001f\u007f\u0085]+/g, "")}`;

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Text values (RFC 5545 3.3.11) escape backslash, semicolon and comma, and write each line break as `\n`. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(LINE_BREAK, "\\n")
    .replace(OTHER_CONTROL, "");

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, "utf8");
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function toIcs(event: CalendarEvent): string {
  const method = event.method ?? "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Trade Skills Academy//Mentorship//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(LINE_BREAK, "").replace(OTHER_CONTROL, "")}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`] : []),
    ...(event.attendees ?? []).map(
      (person) =>
        `ATTENDEE;CN=${paramValue(person.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${method === "CANCEL" ? "DECLINED" : "ACCEPTED"}:${mailto(person.email)}`,
    ),
    `STATUS:${event.status ?? (method === "CANCEL" ? "CANCELLED" : "CONFIRMED")}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
