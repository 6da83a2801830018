/**
 * The return at the counter in a real browser: a rental of two units is handed over, then one unit
 * comes back two days late with cleaning and damage (refused until the damage is described; the
 * damaged unit goes to maintenance), and the other comes back later, which completes the rental.
 * French with JavaScript (the first unit found by scanning its tag), English without.
 */
import { expect, test, type BrowserContext, type Page } from "./fixtures.ts";
import { newContext, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { acceptedRequest, quebecDateIn } from "./quote-requests.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";

const TEXT = {
  fr: {
    prefix: "",
    productId: 36,
    newTag: "K770-FR-2",
    tagField: "Étiquette (facultatif)",
    addUnit: "Ajouter l'unité",
    unitField: "Étiquette",
    idKind: "Pièce d'identité vérifiée",
    licence: "Permis de conduire",
    last4: "4 derniers caractères du numéro",
    method: "Mode du dépôt",
    cash: "Argent comptant",
    takenBy: "Personne qui prend l'équipement",
    signer: "Nom du signataire, tapé par le client",
    submitHandover: "Signer et remettre l'équipement",
    handedOver: "Équipement remis",
    wrongProduct: "L'unité U-00001 n'est pas un produit de cette réservation",
    returnLink: "Recevoir le retour",
    scan: "Étiquette de l'unité",
    back: "Cette unité revient",
    extraDays: "Jours supplémentaires",
    condition: "État au retour",
    cleaning: "Nettoyage ($)",
    damage: "Dommages ($)",
    note: "Raison des frais",
    maintenance: /Envoyer à l'entretien/,
    submit: "Enregistrer le retour",
    damageNote: "Décrivez le dommage facturé",
    done: "Retour enregistré.",
    complete: "toutes les unités sont revenues",
    charges: "Frais enregistrés (ajoutés à la facture)",
    // 2 days at 75 $ (cheaper than the 262,50 $ week), 45 $ of cleaning, 120,50 $ of damage.
    amounts: ["150,00 $", "45,00 $", "120,50 $"],
    total: "Total des frais : 315,50 $",
    maintenanceBadge: "À l'entretien",
    board: /^Unités à l'entretien/,
  },
  en: {
    prefix: "/en",
    productId: 38,
    newTag: "J36-EN-2",
    tagField: "Tag (optional)",
    addUnit: "Add the unit",
    unitField: "Tag",
    idKind: "ID checked",
    licence: "Driver's licence",
    last4: "Last 4 characters of the number",
    method: "Deposit method",
    cash: "Cash",
    takenBy: "Person taking the equipment",
    signer: "Signer's name, typed by the customer",
    submitHandover: "Sign and hand over the equipment",
    handedOver: "Equipment handed over",
    wrongProduct: "Unit U-00001 is not a product of this reservation",
    returnLink: "Receive the return",
    scan: "Unit tag",
    back: "This unit is coming back",
    extraDays: "Extra days",
    condition: "Condition at the return",
    cleaning: "Cleaning ($)",
    damage: "Damage ($)",
    note: "Reason for the charges",
    maintenance: /Send to maintenance/,
    submit: "Record the return",
    damageNote: "Describe the damage billed",
    done: "Return recorded.",
    complete: "every unit is back",
    charges: "Charges recorded (added to the invoice)",
    // 2 days at 95 $ (a daily price only), 45 $ of cleaning, 120.50 $ of damage.
    amounts: ["$190.00", "$45.00", "$120.50"],
    total: "Charges in all: $355.50",
    maintenanceBadge: "In maintenance",
    board: /^Units in maintenance/,
  },
} as const;

/**
 * Both reserved units handed over by their tags, with the typed name as the signature; first with
 * the tag of another product's unit (U-00001, the grinder's), refused beside its field.
 */
async function handOverBoth(page: Page, lang: "fr" | "en", reference: string, tags: string[]) {
  const t = TEXT[lang];
  await page.goto(`${t.prefix}/admin/requests/${reference}/handover`);
  const fill = async (typed: string[]) => {
    for (const [i, tag] of typed.entries()) await page.getByLabel(t.unitField).nth(i).fill(tag);
    await page.getByLabel(t.idKind).selectOption({ label: t.licence });
    await page.getByLabel(t.last4).fill("4821");
    await page.getByLabel(t.method).selectOption({ label: t.cash });
    await page.getByLabel(t.takenBy).fill("Jean Tremblay");
    await page.getByLabel(t.signer).fill("Jean Tremblay");
    await page.getByRole("button", { name: t.submitHandover }).click();
  };
  await fill([tags[0]!, "U-00001"]);
  await expect(page.getByText(t.wrongProduct).first()).toBeVisible();
  await fill(tags);
  await expect(page.getByRole("status").filter({ hasText: t.handedOver })).toBeVisible();
}

for (const [lang, javaScriptEnabled] of [
  ["fr", true],
  ["en", false],
] as const) {
  test(`one unit back two days late with cleaning and damage, then the other, completes the rental (${lang}${javaScriptEnabled ? "" : ", without JavaScript"})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    const staff = await newContext(browser, { reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
    await signInAsStaff(staff);
    const page = await staff.newPage();
    // The product's second unit, then a rental of both.
    await page.goto(`${t.prefix}/admin/products/${t.productId}/units`);
    await page.getByLabel(t.tagField).fill(t.newTag);
    await page.getByRole("button", { name: t.addUnit }).click();
    await expect(page.getByRole("row", { name: new RegExp(`^${t.newTag} `) })).toBeVisible();
    const tags = (await page.getByRole("rowheader").allTextContents()).map((tag) => tag.trim());
    expect(tags).toHaveLength(2);
    const reference = await acceptedRequest(page, lang, { email: uniqueEmail(`retour-${lang}`), productId: t.productId, quantity: 2 });

    const counter: BrowserContext = javaScriptEnabled ? staff : await newContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    if (!javaScriptEnabled) await signInAsStaff(counter);
    const desk = javaScriptEnabled ? page : await counter.newPage();
    await handOverBoth(desk, lang, reference, tags);

    // The request's page now leads to the return.
    await desk.goto(`${t.prefix}/admin?request=${reference}`);
    await desk.getByRole("link", { name: t.returnLink }).click();
    await expect(desk.getByRole("heading", { level: 1 })).toContainText(reference);
    const [first, second] = tags as [string, string];
    const card = (tag: string) => desk.getByRole("group", { name: new RegExp(`^${tag} `) });
    if (javaScriptEnabled) {
      // A scanned tag ticks its unit.
      await desk.getByLabel(t.scan).fill(first.toLowerCase());
      await desk.getByLabel(t.scan).press("Enter");
      await expect(card(first).getByRole("checkbox", { name: t.back })).toBeChecked();
    } else {
      await card(first).getByRole("checkbox", { name: t.back }).check();
    }
    await card(first).getByLabel(t.extraDays).fill("2");
    await card(first).getByLabel(t.cleaning).fill("45");
    await card(first)
      .getByLabel(t.damage)
      .fill(lang === "fr" ? "120,50" : "120.50");
    await card(first).getByLabel(t.condition).fill("Garde fissurée");
    await card(first).getByRole("checkbox", { name: t.maintenance }).check();
    await desk.getByRole("button", { name: t.submit }).click();
    // Damage is billed with what was broken: refused beside the field, what was typed kept.
    await expect(card(first).getByText(t.damageNote)).toBeVisible();
    await expect(card(first).getByLabel(t.cleaning)).toHaveValue("45");
    await expect(card(first).getByRole("checkbox", { name: t.back })).toBeChecked();
    await card(first).getByLabel(t.note).fill("Garde fissurée / cracked guard");
    await desk.getByRole("button", { name: t.submit }).click();
    await expect(desk.getByRole("status").filter({ hasText: t.done })).toBeVisible();

    const charges = desk.getByRole("region", { name: t.charges });
    for (const amount of t.amounts) await expect(charges.getByRole("cell", { name: amount, exact: true })).toBeVisible();
    await expect(charges).toContainText(t.total);
    await expect(desk.getByText(t.maintenanceBadge).first()).toBeVisible();
    await expectNoRawKeys(desk);
    if (javaScriptEnabled) await expectNoSeriousA11yViolations(desk);

    // The day's board lists the damaged unit in the shop, with the reason.
    await desk.goto(`${t.prefix}/admin`);
    const shop = desk.getByRole("region", { name: t.board });
    await expect(shop.getByRole("link", { name: first })).toBeVisible();
    await expect(shop).toContainText(`${reference} · Garde fissurée`);
    // Read from the top, as the page opens: scrolled, the sticky header covers the filters for axe.
    await desk.evaluate(() => window.scrollTo(0, 0));
    if (javaScriptEnabled) await expectNoSeriousA11yViolations(desk);

    // The second unit, on time and clean: the rental is complete.
    await desk.goto(`${t.prefix}/admin/requests/${reference}/return`);
    await expect(card(first)).toHaveCount(0);
    await card(second).getByRole("checkbox", { name: t.back }).check();
    await card(second).getByLabel(t.extraDays).fill("0");
    await desk.getByRole("button", { name: t.submit }).click();
    await expect(desk.getByRole("status").filter({ hasText: t.complete })).toBeVisible();
    await desk.goto(`${t.prefix}/admin?request=${reference}`);
    await expect(desk.getByRole("link", { name: t.returnLink })).toHaveCount(0);
    if (counter !== staff) await counter.close();
    await staff.close();
  });
}

test("the day's board: a rental to hand over tomorrow, then due back, then gone once back (fr)", async ({ browser }) => {
  test.setTimeout(180_000);
  const t = TEXT.fr;
  const staff = await newContext(browser, { reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
  await signInAsStaff(staff);
  const page = await staff.newPage();
  const tomorrow = quebecDateIn(1);
  const reference = await acceptedRequest(page, "fr", { email: uniqueEmail("tableau"), productId: 42, quantity: 1, quotedFor: tomorrow });
  const board = (name: RegExp) => page.getByRole("region", { name });
  const handovers = board(/^Remises aujourd'hui et demain/);
  const returns = board(/^Retours prévus aujourd'hui et demain/);

  await page.goto("/admin");
  await expect(handovers.getByRole("listitem").filter({ hasText: reference })).toContainText("Demain");
  await expect(returns).not.toContainText(reference);
  await handovers.getByRole("listitem").filter({ hasText: reference }).getByRole("link", { name: "Remettre" }).click();
  const tag = (await page.getByText(/^Disponibles : /).textContent())!.replace("Disponibles : ", "").split(",")[0]!.trim();
  await page.getByLabel(t.unitField).fill(tag);
  await page.getByLabel(t.idKind).selectOption({ label: t.licence });
  await page.getByLabel(t.last4).fill("4821");
  await page.getByLabel(t.method).selectOption({ label: t.cash });
  await page.getByLabel(t.takenBy).fill("Jean Tremblay");
  await page.getByLabel(t.signer).fill("Jean Tremblay");
  await page.getByRole("button", { name: t.submitHandover }).click();
  await expect(page.getByRole("status").filter({ hasText: t.handedOver })).toBeVisible();

  await page.goto("/admin");
  await expect(handovers).not.toContainText(reference);
  await returns.getByRole("listitem").filter({ hasText: reference }).getByRole("link", { name: "Recevoir" }).click();
  await page.getByRole("checkbox", { name: t.back }).check();
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: t.complete })).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: /^Au comptoir/ })).not.toContainText(reference);
  await staff.close();
});
