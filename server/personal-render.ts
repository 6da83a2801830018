/**
 * Signed-in public pages from a shared render (decision 0026). A public page differs
 * for a signed-in person only by who they are: the header's name and menu (the root loader's
 * `user`) and, on /quote, the form's prefill. So the page is rendered once per *shape* of person
 * (role, which details are empty, which are equal), with a sentinel in place of each detail, and
 * each copy gets this person's details in the sentinels' places, escaped for where they stand:
 * React's escaping in the HTML, React Router's in the inline script that carries the loader data.
 *
 * The shared render never holds anyone's details, so it cannot leak them. A page that transforms
 * a detail (an initial, a lower-cased e-mail, a URL-encoded one) would break the splice: the
 * render cache refuses a template in which a sentinel shows in any other form than whole
 * (`sentinelsIntact`), and `tests` compare a spliced page with a full render byte for byte.
 */
import { randomBytes } from "node:crypto";
import type { QuotePrefill } from "../app/auth/prefill.server.ts";
import type { UserSummary } from "../app/auth/user-summary.ts";

/** Who a page is rendered for; `prefill` is undefined on pages that do not read it. */
export type Person = { user: UserSummary; prefill?: QuotePrefill | null };

export type PersonalTemplate = {
  /** What the render cache's key adds: the role, and which details are empty or equal. */
  shape: string;
  /** The person the shared render is made for: each distinct detail replaced by a sentinel. */
  renderAs: Person;
  /** Sentinel i stands for values[i] in this person's copy. */
  sentinels: string[];
  values: string[];
};

const USER_FIELDS = ["id", "firstName", "lastName", "email"] as const satisfies readonly (keyof UserSummary)[];
const PREFILL_FIELDS = ["firstName", "lastName", "email", "phone", "company", "address", "city", "postalCode"] as const satisfies readonly (keyof QuotePrefill)[];

/**
 * Lower-case letters and digits only: the same bytes in HTML, in JSON and inside React Router's
 * script, and under a lower-casing. The run marker is fresh per process, so no page text or
 * person's detail can contain it by chance.
 */
const MARKER = `lrsp${randomBytes(6).toString("hex")}`;
const sentinel = (index: number) => `${MARKER}v${index}z`;

export function personalTemplate(person: Person): PersonalTemplate | undefined {
  const details = [...USER_FIELDS.map((field) => person.user[field]), ...(person.prefill ? PREFILL_FIELDS.map((field) => person.prefill![field]) : [])];
  // A page trims a name before showing it (the header's full name): a detail with spaces or line
  // breaks at either end would not read the same in a copy. Such a person's pages render whole.
  if (details.some((detail) => detail !== detail.trim())) return undefined;
  const values: string[] = [];
  const slot = (value: string): string => {
    if (value === "") return "";
    let index = values.indexOf(value);
    if (index < 0) index = values.push(value) - 1;
    return sentinel(index);
  };
  const user = { ...person.user };
  for (const field of USER_FIELDS) user[field] = slot(person.user[field]);
  let prefill: QuotePrefill | null | undefined = person.prefill;
  if (person.prefill) {
    prefill = { ...person.prefill };
    for (const field of PREFILL_FIELDS) prefill[field] = slot(person.prefill[field]);
  }
  const slots = (object: Record<string, string>, fields: readonly string[]) => fields.map((field) => (object[field] === "" ? "-" : object[field]!.slice(MARKER.length + 1, -1))).join(".");
  const shape = [person.user.role, slots(user, USER_FIELDS), prefill === undefined ? "no-prefill" : prefill === null ? "null-prefill" : slots(prefill, PREFILL_FIELDS)].join(" ");
  return { shape, renderAs: { user, prefill }, sentinels: values.map((_, index) => sentinel(index)), values };
}

/**
 * Whether every trace of the sentinels in a shared render is a whole sentinel: a detail shown
 * transformed (cut, upper-cased) would leave a trace the splice cannot fill.
 */
export function sentinelsIntact(body: string, sentinels: readonly string[]): boolean {
  const traces = body.match(new RegExp(MARKER.slice(0, 8), "gi"))?.length ?? 0;
  const whole = sentinels.reduce((count, value) => count + body.split(value).length - 1, 0);
  return traces === whole;
}

const REACT_HTML: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const ROUTER_SCRIPT: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** A detail as React writes it in text or an attribute. */
export function inHtml(value: string): string {
  return value.replace(/["&'<>]/g, (character) => REACT_HTML[character]!);
}

/**
 * A detail as React Router writes it in the inline script of the loader data: a JSON string
 * (turbo-stream) inside the JSON string literal of `streamController.enqueue(…)`, then escaped
 * for a script element (react-router's `escapeHtml`).
 */
export function inRouterScript(value: string): string {
  const inStream = JSON.stringify(value).slice(1, -1);
  return JSON.stringify(inStream)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (character) => ROUTER_SCRIPT[character]!);
}
