/**
 * The storefront with the keyboard only: the cookie banner right
 * after the skip link, a visible focus indicator on every control reached with
 * Tab, the product page's period cards, and a whole quote request from the
 * home page to the success message without touching the mouse.
 */
import { expect, test, type Locator, type Page } from "./fixtures.ts";
import { mailTo } from "./mail.ts";
import { seedCookieChoice } from "./support.ts";

type Indicator = { visible: boolean; what: string };

/**
 * What a sighted keyboard user sees on the focused control: an outline (not
 * 'none', wider than 0, not transparent) or a ring drawn with box-shadow. A
 * native control hidden visually (a radio card's input) shows its focus on its
 * label, so the label is checked instead.
 */
async function focusIndicator(page: Page): Promise<Indicator> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { visible: false, what: "nothing (the page body)" };
    const own = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const hidden = box.width <= 1 || box.height <= 1 || own.opacity === "0";
    const shown = hidden ? (element.closest("label") ?? element) : element;
    const style = getComputedStyle(shown);
    const transparent = (color: string) => color === "transparent" || /rgba\([^)]*,\s*0\)$/.test(color);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
    const name = (element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? "").trim().slice(0, 60);
    const what = `<${element.tagName.toLowerCase()}${element.getAttribute("type") ? ` type=${element.getAttribute("type")}` : ""}> "${name}" (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`;
    // A date field's calendar button lives in the browser's own shadow tree, which draws its focus itself.
    if (element instanceof HTMLInputElement && element.type === "date" && own.outlineStyle === "none") return { visible: true, what };
    return { visible: outline || ring, what };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, recording every stop without a visible indicator. */
async function tabTo(page: Page, target: Locator, missing: string[], { max = 80, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const indicator = await focusIndicator(page);
    if (!indicator.visible) missing.push(`${new URL(page.url()).pathname}: ${indicator.what}`);
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return presses;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

async function typeInto(page: Page, field: Locator, text: string, missing: string[]) {
  await tabTo(page, field, missing, { max: 12 });
  await page.keyboard.type(text);
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const banner = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("the cookie banner comes right after the skip link", () => {
  for (const { path, skip, region, reject } of [
    { path: "/terms", skip: "Passer au contenu principal", region: "Vos choix de témoins (cookies)", reject: "Refuser tout" },
    { path: "/en/product/1", skip: "Skip to main content", region: "Your cookie choices", reject: "Reject all" },
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(banner(page, region)).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: skip })).toBeFocused();
      const missing: string[] = [];
      // Its link and three buttons: a keyboard user meets the choice before the header.
      const presses = await tabTo(page, banner(page, region).getByRole("button", { name: reject }), missing, { max: 4 });
      expect(presses).toBeLessThanOrEqual(3);
      expect(missing).toEqual([]);
      await page.keyboard.press("Enter");
      await expect(banner(page, region)).toBeHidden();
      await expect(page.locator("#main")).toBeFocused();
    });
  }
});

test.describe("product page period cards", () => {
  test.beforeEach(async ({ context }) => {
    await seedCookieChoice(context);
  });

  for (const { path, day, week, hint } of [
    { path: "/product/1", day: "Par jour", week: "Par semaine", hint: /flèches/i },
    { path: "/en/product/1", day: "Per day", week: "Per week", hint: /arrow keys/i },
  ]) {
    test(`${path}: the focused card shows a ring, and the arrow keys are announced`, async ({ page }) => {
      await page.goto(path);
      const dayCard = page.getByRole("radio", { name: new RegExp(day) });
      const weekCard = page.getByRole("radio", { name: new RegExp(week) });
      await expect(dayCard).toBeChecked();
      const ring = (radio: Locator) =>
        radio.evaluate((input) => {
          const style = getComputedStyle(input.closest("label")!);
          return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, shadow: style.boxShadow };
        });
      const unfocused = await ring(dayCard);

      const missing: string[] = [];
      await tabTo(page, dayCard, missing);
      const focused = await ring(dayCard);
      expect(focused, "the focused card looks different from the unfocused one").not.toEqual(unfocused);
      expect(missing).toEqual([]);
      // The way to the other period is said on screen while the group has the focus.
      await expect(page.getByText(hint)).toBeVisible();

      await page.keyboard.press("ArrowRight");
      await expect(weekCard).toBeChecked();
      await expect(weekCard).toBeFocused();
      expect((await focusIndicator(page)).visible).toBe(true);
      expect(await ring(dayCard)).toEqual(unfocused);
    });
  }
});

test("a quote request with the keyboard only, from the home page to the success message", async ({ page }) => {
  test.setTimeout(90_000);
  const missing: string[] = [];
  await page.goto("/");
  const cookies = banner(page, "Vos choix de témoins (cookies)");
  await expect(cookies).toBeVisible();

  // The skip link, then the cookie choice.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Passer au contenu principal" })).toBeFocused();
  await tabTo(page, cookies.getByRole("button", { name: "Refuser tout" }), missing, { max: 6 });
  await page.keyboard.press("Enter");
  await expect(cookies).toBeHidden();

  // A product from the home page's featured list.
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Meuleuse planétaire Husqvarna PG 820", exact: true }), missing);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Meuleuse planétaire Husqvarna PG 820" })).toBeVisible();

  // The week rate with the arrow keys, a quantity of 2, then the add button.
  await tabTo(page, page.getByRole("radio", { name: /Par jour/ }), missing);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: /Par semaine/ })).toBeChecked();
  const quantity = page.getByRole("spinbutton", { name: "Quantité" });
  await tabTo(page, quantity, missing, { max: 8 });
  await page.keyboard.press("ArrowUp");
  await expect(quantity).toHaveValue("2");
  await tabTo(page, page.getByRole("button", { name: "Ajouter à la soumission" }), missing, { max: 4 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/quote$/);
  const items = page.getByRole("region", { name: "Articles sélectionnés" });
  await expect(items.getByRole("listitem").filter({ hasText: "Husqvarna PG 820" })).toContainText("2 × 1 225,00 $");

  // The form, field after field.
  const email = uniqueEmail("clavier");
  await typeInto(page, page.getByRole("textbox", { name: "Prénom" }), "Karine", missing);
  await typeInto(page, page.getByRole("textbox", { name: "Nom", exact: true }), "Clavier", missing);
  await typeInto(page, page.getByRole("textbox", { name: "Courriel" }), email, missing);
  // Back one field and forward again, as people do to check what they typed.
  await tabTo(page, page.getByRole("textbox", { name: "Nom", exact: true }), missing, { max: 2, back: true });
  await tabTo(page, page.getByRole("textbox", { name: "Courriel" }), missing, { max: 2 });
  await expect(page.getByRole("textbox", { name: "Courriel" })).toHaveValue(email);
  // The phone is forgotten: the first send is refused.
  await tabTo(page, page.getByRole("radio", { name: /Oui, livraison/ }), missing, { max: 16 });
  await page.keyboard.press("ArrowDown");
  const pickup = page.getByRole("radio", { name: /je passe chercher/ });
  await expect(pickup).toBeChecked();
  await tabTo(page, page.getByRole("checkbox", { name: /politique de confidentialité/ }), missing, { max: 6 });
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("checkbox", { name: /conditions de location/ }), missing, { max: 3 });
  await page.keyboard.press("Space");
  const send = page.getByRole("button", { name: "Envoyer la demande" });
  await tabTo(page, send, missing, { max: 3 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Veuillez remplir tous les champs obligatoires." }).first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Téléphone" })).toBeFocused();
  await page.keyboard.type("450 555 0123");
  await tabTo(page, send, missing, { max: 20 });
  await page.keyboard.press("Enter");

  // The focus lands on the one success message, which keeps the reference; the earlier error is gone
  // at once, and the success is said once (not by a toast and a panel).
  const success = page.getByRole("status").filter({ hasText: "Demande envoyée!" });
  await expect(success).toBeFocused();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /S-\d{4}-\d{6}/ })).toHaveCount(1);
  const reference = /S-\d{4}-\d{6}/.exec(await success.innerText())?.[0];
  expect(reference).toBeTruthy();
  expect(missing, "every control reached with Tab shows where the focus is").toEqual([]);
  expect((await mailTo(email, reference!)).text).toContain("Meuleuse planétaire Husqvarna PG 820");
});
