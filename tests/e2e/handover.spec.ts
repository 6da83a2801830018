/**
 * The handover at the counter in a real browser: a request is quoted, accepted by phone, then
 * handed over by scanning the units' tags (a wrong one is refused beside its field), with the
 * meter, the ID's last 4 characters, the deposit and the customer's drawn signature (French) or
 * the typed name alone without JavaScript (English). The contract PDF is read back (the tags, the
 * dates, the deposit) and reaches the customer's inbox.
 */
import { expect, test, type BrowserContext, type Page } from "./fixtures.ts";
import { newContext, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { waitForMails } from "./mail.ts";
import { acceptedRequest } from "./quote-requests.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";
import { pdfText } from "../support/pdf-text.ts";

const TEXT = {
  fr: {
    productId: 33,
    tag: "Étiquette",
    hours: "Compteur (heures)",
    idKind: "Pièce d'identité vérifiée",
    licence: "Permis de conduire",
    last4: "4 derniers caractères du numéro",
    deposit: "Dépôt pris ($)",
    method: "Mode du dépôt",
    terminal: "Autorisation par carte au terminal",
    reference: "Référence (no d'autorisation, de chèque)",
    takenBy: "Personne qui prend l'équipement",
    signer: "Nom du signataire, tapé par le client",
    submit: "Signer et remettre l'équipement",
    unknown: "Aucune unité ne porte l'étiquette « NOPE-1 »",
    done: "Équipement remis",
    contract: /^Télécharger le contrat S-\d{4}-\d{6}-1 \(PDF\)$/,
    pdfWords: ["CONTRAT DE LOCATION", "Unités remises", "Dépôt de garantie : 500,00 $", "permis de conduire se terminant par 4821", "Jean Tremblay"],
    mailSubject: "Votre contrat de location",
  },
  en: {
    productId: 31,
    tag: "Tag",
    hours: "Meter (hours)",
    idKind: "ID checked",
    licence: "Driver's licence",
    last4: "Last 4 characters of the number",
    deposit: "Deposit taken ($)",
    method: "Deposit method",
    terminal: "Card authorization at the terminal",
    reference: "Reference (authorization or cheque no.)",
    takenBy: "Person taking the equipment",
    signer: "Signer's name, typed by the customer",
    submit: "Sign and hand over the equipment",
    unknown: "No unit wears the tag “NOPE-1”",
    done: "Equipment handed over",
    contract: /^Download contract S-\d{4}-\d{6}-1 \(PDF\)$/,
    pdfWords: ["RENTAL CONTRACT", "Units handed over", "Security deposit: $500.00", "driver's licence ending in 4821", "Signed electronically by the name typed above."],
    mailSubject: "Your rental contract",
  },
} as const;

async function handOver(page: Page, lang: "fr" | "en", tag: string, drawn: boolean) {
  const t = TEXT[lang];
  await page.getByLabel(t.tag).fill(tag.toLowerCase());
  await page.getByLabel(t.hours).fill("12");
  await page.getByLabel(t.idKind).selectOption({ label: t.licence });
  await page.getByLabel(t.last4).fill("4821");
  await page.getByLabel(t.deposit).fill("500");
  await page.getByLabel(t.method).selectOption({ label: t.terminal });
  await page.getByLabel(t.reference).fill("AUTH 778812");
  await page.getByLabel(t.takenBy).fill("Jean Tremblay");
  if (drawn) {
    const pad = page.locator("canvas");
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let x = 20; x < 220; x += 20) await page.mouse.move(box.x + x, box.y + box.height / 2 + (x % 40 === 0 ? 15 : -15));
    await page.mouse.up();
  }
  await page.getByLabel(t.signer).fill("Jean Tremblay");
  await page.getByRole("button", { name: t.submit }).click();
}

for (const [lang, javaScriptEnabled] of [
  ["fr", true],
  ["en", false],
] as const) {
  test(`a reserved quote is handed over by its tag, signed, and its contract reaches the customer (${lang}${javaScriptEnabled ? "" : ", without JavaScript"})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    const email = uniqueEmail(`remise-${lang}`);
    const staff = await newContext(browser, { reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
    await signInAsStaff(staff);
    const page = await staff.newPage();
    const reference = await acceptedRequest(page, lang, { email, productId: t.productId, quantity: 1 });
    // The product's only unit (migrated from its count).
    const unitsPage = await staff.newPage();
    await unitsPage.goto(`/admin/products/${t.productId}/units`);
    const tag = (await unitsPage.getByRole("rowheader").first().textContent())!.trim();
    await unitsPage.close();

    const counter: BrowserContext = javaScriptEnabled ? staff : await newContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    if (!javaScriptEnabled) await signInAsStaff(counter);
    const desk = javaScriptEnabled ? page : await counter.newPage();
    await desk.goto(`${lang === "en" ? "/en" : ""}/admin/requests/${reference}/handover`);
    await handOver(desk, lang, "NOPE-1", false);
    await expect(desk.getByText(t.unknown).first()).toBeVisible();
    await handOver(desk, lang, tag, javaScriptEnabled);
    await expect(desk.getByRole("status").filter({ hasText: t.done })).toBeVisible();
    await expectNoRawKeys(desk);
    // axe runs in the page: only where scripts run.
    if (javaScriptEnabled) await expectNoSeriousA11yViolations(desk);
    const link = desk.getByRole("link", { name: t.contract });
    const response = await counter.request.get((await link.getAttribute("href"))!);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const text = (await pdfText(await response.body())).text;
    for (const words of [...t.pdfWords, tag, reference]) expect(text).toContain(words);

    const [mail] = await waitForMails((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith(t.mailSubject), 1, 30_000);
    expect(mail!.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
    expect((await pdfText(mail!.attachments[0]!.content)).text).toContain(tag);
    if (counter !== staff) await counter.close();
    await staff.close();
  });
}
