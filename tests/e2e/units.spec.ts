/**
 * The fleet unit by unit in a real browser, in French and English: staff add a unit with the tag
 * it wears, are refused a tag another unit wears, print the product's QR labels (only the labels
 * print), scan a tag into the fleet's field (typed right after the page shows, as a scanner types,
 * in lower case or as the label's whole address) and land on the unit's page, and send a unit to
 * maintenance with a note that its history keeps. The same screens work without JavaScript.
 * Each language works on its own product: the tests run in parallel on one server.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { newContext, signInAsStaff } from "./accounts.ts";
import { en } from "./routes.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";

const TEXT = {
  fr: {
    productId: 24,
    tag: "TRF-FR-01",
    unitsTitle: /^Unités de Transformateur électrique Hammond 15 kVA/,
    tagField: "Étiquette (facultatif)",
    serial: "N° de série",
    meter: "L'unité a un compteur d'heures",
    hours: "Heures au compteur",
    add: "Ajouter l'unité",
    added: "Unité TRF-FR-01 ajoutée.",
    taken: "Une autre unité porte déjà cette étiquette",
    labels: "Imprimer les étiquettes",
    qr: "Code QR de l'unité TRF-FR-01",
    scanField: "Étiquette de l'unité",
    unitTitle: "Unité TRF-FR-01",
    notFound: "Aucune unité ne porte l'étiquette « NOPE-404 »",
    to: "Nouvel état",
    maintenance: "À l'entretien",
    note: "Raison ou note",
    change: "Changer l'état",
    changed: "État changé : À l'entretien.",
    history: "Disponible → À l'entretien",
  },
  en: {
    productId: 25,
    tag: "TRF-EN-01",
    unitsTitle: /^Units of Hammond 45 kVA/,
    tagField: "Tag (optional)",
    serial: "Serial no.",
    meter: "The unit has an hour meter",
    hours: "Hours on the meter",
    add: "Add the unit",
    added: "Unit TRF-EN-01 added.",
    taken: "Another unit already wears this tag",
    labels: "Print the labels",
    qr: "QR code of unit TRF-EN-01",
    scanField: "Unit tag",
    unitTitle: "Unit TRF-EN-01",
    notFound: "No unit wears the tag “NOPE-404”",
    to: "New state",
    maintenance: "In maintenance",
    note: "Reason or note",
    change: "Change the state",
    changed: "State changed: In maintenance.",
    history: "Available → In maintenance",
  },
} as const;

for (const lang of ["fr", "en"] as const) {
  const t = TEXT[lang];
  const at = (path: string) => (lang === "en" ? en(path) : path);

  test(`staff add a tagged unit, print its label and open it by scanning (${lang})`, async ({ browser }) => {
    const context = await newContext(browser, { reducedMotion: "reduce" });
    await signInAsStaff(context);
    const page = await context.newPage();
    await page.goto(at(`/admin/products/${t.productId}/units`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.unitsTitle);

    await page.getByLabel(t.tagField).fill(t.tag.toLowerCase());
    await page.getByLabel(t.serial, { exact: true }).fill("HM-15-7781");
    await page.getByLabel(t.meter).check();
    await page.getByLabel(t.hours).fill(lang === "fr" ? "1250,5" : "1250.5");
    await page.getByRole("button", { name: t.add }).click();
    await expect(page.getByText(t.added).first()).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(`^${t.tag} `) });
    await expect(row).toContainText("HM-15-7781");
    await expect(row).toContainText(lang === "fr" ? "1 250,5 h" : "1,250.5 h");

    // The same tag again is refused beside the field, and what was typed stays.
    await page.getByLabel(t.tagField).fill(t.tag);
    await page.getByRole("button", { name: t.add }).click();
    await expect(page.getByText(t.taken)).toBeVisible();
    await expect(page.getByLabel(t.tagField)).toHaveValue(t.tag);
    await expectNoRawKeys(page);
    await expectNoSeriousA11yViolations(page);

    // The label sheet: a QR code per unit in service; on paper, only the labels.
    await page.getByRole("link", { name: t.labels }).click();
    const qr = page.getByRole("img", { name: t.qr, exact: true });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.getByText(t.tag, { exact: true })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // A scanner types into the fleet's field as soon as it shows, then Enter.
    await page.goto(at("/admin/units"), { waitUntil: "domcontentloaded" });
    await page.getByLabel(t.scanField).fill(t.tag.toLowerCase());
    await page.getByLabel(t.scanField).press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.unitTitle);
    expect(new URL(page.url()).pathname).toBe(at(`/admin/units/${t.tag}`));

    // A phone's camera reads the label's whole address; typed in the field, it opens the same unit.
    await page.goto(at("/admin/units"));
    await page.getByLabel(t.scanField).fill(`http://127.0.0.1/admin/units/${t.tag}`);
    await page.getByLabel(t.scanField).press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.unitTitle);

    const unknown = await page.goto(`${at("/admin/units")}?tag=nope-404`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText(t.notFound)).toBeVisible();
    await context.close();
  });

  test(`a unit goes to maintenance with its note, with and without JavaScript (${lang})`, async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await newContext(browser, { javaScriptEnabled, reducedMotion: "reduce" });
      await signInAsStaff(context);
      const page = await context.newPage();
      const tag = `${t.tag}-${javaScriptEnabled ? "J" : "N"}`;
      await page.goto(at(`/admin/products/${t.productId}/units`));
      await page.getByLabel(t.tagField).fill(tag);
      await page.getByRole("button", { name: t.add }).click();
      await page.getByRole("link", { name: tag, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t.unitTitle}-${javaScriptEnabled ? "J" : "N"}`);
      await changeState(page, t.maintenance, "Roulement à changer");
      await expect(page.getByText(t.changed).first()).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: t.history })).toContainText("Roulement à changer");
      await context.close();
    }
  });

  async function changeState(page: Page, state: string, note: string) {
    await page.getByLabel(t.to).selectOption({ label: state });
    await page.getByLabel(t.note).fill(note);
    await page.getByRole("button", { name: t.change }).click();
  }
}
