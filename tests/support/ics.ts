/**
 * A calendar file read back the way a calendar application reads it (RFC 5545: lines unfolded,
 * one property per line, escaped commas and new lines restored): enough for the tests to check
 * the events of a reservation's .ics without trusting the library that wrote it.
 */
export type IcsProperty = { params: Record<string, string>; value: string };
export type IcsEvent = Record<string, IcsProperty>;
export type IcsCalendar = { header: Record<string, IcsProperty>; events: IcsEvent[] };

function unescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

export function parseIcs(text: string): IcsCalendar {
  if (!/\r\n/.test(text)) throw new Error("an .ics file ends its lines with CRLF");
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n").filter((line) => line !== "");
  if (lines[0] !== "BEGIN:VCALENDAR" || lines.at(-1) !== "END:VCALENDAR") throw new Error("not a VCALENDAR");
  const header: Record<string, IcsProperty> = {};
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines.slice(1, -1)) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon < 0) throw new Error(`not a property: ${line}`);
    const [name = "", ...rawParams] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    if (name === "BEGIN" && value === "VEVENT") current = {};
    else if (name === "END" && value === "VEVENT") {
      if (current) events.push(current);
      current = null;
    } else {
      const params = Object.fromEntries(rawParams.map((p) => p.split("=", 2) as [string, string]));
      (current ?? header)[name] = { params, value: unescape(value) };
    }
  }
  return { header, events };
}
