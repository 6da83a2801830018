/**
 * What a person typed, picked or ticked before the page's scripts took over is kept and acted on.
 *
 * The server's page works on its own (links, forms), and a person on a phone starts using it
 * before its scripts arrive: picks the rental's dates, types their name. React hydrates a field
 * without touching what it shows, but the page's state still holds the server's value, and the
 * next render puts that value back (the dates picked on a product page were wiped that way) and
 * nothing reacts to the change (no price for the dates). So the document's fields are read just
 * before hydration (entry.client.tsx), and once React holds the page (root.tsx) each field that
 * was changed is changed again the way the browser reports a person's change: the page's own
 * handlers see it and act as if it had been typed a moment later.
 *
 * React's own hydration does not replay these changes yet; when it does, this module goes.
 */

type Kept =
  | { kind: "text"; element: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: "check"; element: HTMLInputElement; checked: boolean }
  | { kind: "select"; element: HTMLSelectElement; selected: string[] };

/** Fields whose value cannot be set from a script, or that a person does not type into. */
const NOT_TYPED = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

let kept: Kept[] = [];

/** The fields of the document a person changed since it arrived (before hydration). */
export function keepTypedBeforeHydration(root: ParentNode = document): void {
  kept = [];
  for (const element of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (element instanceof HTMLSelectElement) {
      const options = [...element.options];
      if (options.some((option) => option.selected !== option.defaultSelected)) kept.push({ kind: "select", element, selected: options.filter((o) => o.selected).map((o) => o.value) });
    } else if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      // A radio button chosen unchecks the group's others: the chosen one says it all.
      const changed = element.type === "radio" ? element.checked && !element.defaultChecked : element.checked !== element.defaultChecked;
      if (changed) kept.push({ kind: "check", element, checked: element.checked });
    } else if (!(element instanceof HTMLInputElement && NOT_TYPED.has(element.type)) && element.value !== element.defaultValue) {
      kept.push({ kind: "text", element, value: element.value });
    }
  }
}

/** The browser's own setter: assigning `value` on the element itself goes through React's tracker. */
function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set?.call(element, value);
}

/**
 * Once hydrated: each kept change is made again as an event React listens to. React tells a
 * person's change from its own by the value it last saw (its tracker), so the field is first
 * set, through React, to what React believes it holds, then to the typed value by the browser's
 * setter, and the event follows.
 */
export function replayTypedBeforeHydration(): void {
  const changes = kept;
  kept = [];
  for (const change of changes) {
    if (!change.element.isConnected || change.element.disabled) continue;
    if (change.kind === "text") {
      const { element, value } = change;
      const believed = element.value !== value ? element.value : element.defaultValue;
      if (believed === value) continue;
      element.value = believed;
      setNativeValue(element, value);
      element.dispatchEvent(new Event("input", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (change.kind === "check") {
      const { element, checked } = change;
      if (element.checked === checked && element.defaultChecked === checked) continue;
      element.checked = !checked;
      // A click is what a person's tick is to React (and to the label's other listeners).
      element.click();
    } else {
      const { element, selected } = change;
      for (const option of element.options) option.selected = selected.includes(option.value);
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}
