/**
 * A calendar file read back the way a calendar application reads it (RFC 5545: lines unfolded,
 * one property per line, escaped commas and new lines restored): enough for the tests to check
 * the events of a reservation's .ics without trusting the library that wrote it. A line that is
 * not a content line of RFC 5545 (3.1: a quoted parameter value holds no DQUOTE; 3.3.11: a text
 * value escapes its backslashes, semicolons and commas) is refused, as a strict reader would.
 */
export type IcsProperty = { params: Record<string, string>; value: string };
export type IcsEvent = Record<string, IcsProperty>;
export type IcsCalendar = { header: Record<string, IcsProperty>; events: IcsEvent[] };

// Any character but the controls (HTAB allowed); SAFE-CHAR also leaves out DQUOTE ; : ,
const NAME = "[A-Za-z0-9-]+";
const QSAFE = '[^\\x00-\\x08\\x0A-\\x1F\\x7F"]';
const SAFE = '[^\\x00-\\x08\\x0A-\\x1F\\x7F";:,]';
const PARAM_VALUE = `(?:"${QSAFE}*"|${SAFE}*)`;
const PARAM = `${NAME}=${PARAM_VALUE}(?:,${PARAM_VALUE})*`;
const CONTENT_LINE = new RegExp(`^(${NAME})((?:;${PARAM})*):([^\\x00-\\x08\\x0A-\\x1F\\x7F]*)$`, "u");
const ONE_PARAM = new RegExp(`;(${NAME})=(${PARAM_VALUE}(?:,${PARAM_VALUE})*)`, "gu");
/** The properties this storefront writes whose value type is TEXT (RFC 5545, 3.3.11). */
const TEXT_PROPERTIES = new Set(["PRODID", "X-WR-CALNAME", "UID", "SUMMARY", "DESCRIPTION", "LOCATION"]);
const TEXT = /^(?:[^\\;,]|\\[\\;,nN])*$/u;

function unescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

export function parseIcs(text: string): IcsCalendar {
  if (!/\r\n/.test(text)) throw new Error("an .ics file ends its lines with CRLF");
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line !== "");
  if (lines[0] !== "BEGIN:VCALENDAR" || lines.at(-1) !== "END:VCALENDAR") throw new Error("not a VCALENDAR");
  const header: Record<string, IcsProperty> = {};
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines.slice(1, -1)) {
    const match = CONTENT_LINE.exec(line);
    if (!match) throw new Error(`not a content line of RFC 5545: ${line}`);
    const [, name = "", rawParams = "", value = ""] = match;
    if (TEXT_PROPERTIES.has(name) && !TEXT.test(value)) throw new Error(`a text value not escaped as RFC 5545 wants: ${line}`);
    if (name === "BEGIN" && value === "VEVENT") current = {};
    else if (name === "END" && value === "VEVENT") {
      if (current) events.push(current);
      current = null;
    } else {
      const params = Object.fromEntries([...rawParams.matchAll(ONE_PARAM)].map(([, key = "", v = ""]) => [key, v.replace(/^"(.*)"$/su, "$1")]));
      (current ?? header)[name] = { params, value: TEXT_PROPERTIES.has(name) ? unescape(value) : value };
    }
  }
  return { header, events };
}
