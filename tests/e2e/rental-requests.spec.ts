/**
 * What a customer sees and asks of a rental under way, in a real browser: a quote accepted by
 * phone is handed over at the counter; the customer follows the private link from their e-mail
 * and finds "Votre location" (the unit by its tag, the end date, the signed contract to
 * download), asks to keep the equipment two days longer and for a pickup; staff confirm the
 * extension and schedule the pickup from the request's detail; the customer's page shows the new
 * end and the answers, and the answer reaches their inbox. French with JavaScript, English
 * without (the customer's browser and the counter's alike).
 */
import { expect, test, type BrowserContext, type Page } from "./fixtures.ts";
import { newContext, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { waitForMails } from "./mail.ts";
import { acceptedRequest, daysAfter } from "./quote-requests.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations, toast } from "./support.ts";

const LINK = /https?:\/\/[^\s"<>]+\/quotes\/[A-Za-z0-9_-]{43}/;

const TEXT = {
  fr: {
    prefix: "",
    productId: 35,
    // The handover at the counter.
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
    // The customer's page.
    section: "Votre location",
    unit: (tag: string) => `Unité ${tag}`,
    contract: /^Télécharger le contrat S-\d{4}-\d{6}-1 \(PDF\)$/,
    newEnd: "Nouvelle date de fin",
    extend: "Prolonger",
    extensionAsked: "votre demande de prolongation a été transmise",
    pickupDate: "Date de la cueillette",
    pickupNote: /^Note \(accès au chantier/,
    pickup: "Demander la récupération",
    pickupAsked: "Votre demande de cueillette a été transmise",
    waiting: "En attente de notre équipe",
    confirmed: "Confirmée",
    scheduled: "Planifiée",
    // Staff's answers.
    confirm: "Confirmer la prolongation",
    extensionConfirmed: "Prolongation confirmée",
    markScheduled: "Noter comme planifiée",
    pickupScheduled: "Cueillette notée comme planifiée",
    staffMail: "Prolongation demandée",
    customerMail: "Location prolongée jusqu'au",
  },
  en: {
    prefix: "/en",
    productId: 37,
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
    section: "Your rental",
    unit: (tag: string) => `Unit ${tag}`,
    contract: /^Download contract S-\d{4}-\d{6}-1 \(PDF\)$/,
    newEnd: "New end date",
    extend: "Extend",
    extensionAsked: "your extension request was sent",
    pickupDate: "Pickup date",
    pickupNote: /^Note \(site access/,
    pickup: "Request pickup",
    pickupAsked: "Your pickup request was sent",
    waiting: "Waiting for our team",
    confirmed: "Confirmed",
    scheduled: "Scheduled",
    confirm: "Confirm the extension",
    extensionConfirmed: "Extension confirmed",
    markScheduled: "Mark as scheduled",
    pickupScheduled: "Pickup marked as scheduled",
    // Staff read French whatever the customer's language.
    staffMail: "Prolongation demandée",
    customerMail: "Rental extended to",
  },
} as const;

/** The product's only unit handed over by its tag, with the typed name as the signature. */
async function handOver(page: Page, lang: "fr" | "en", reference: string, tag: string) {
  const t = TEXT[lang];
  await page.goto(`${t.prefix}/admin/requests/${reference}/handover`);
  await page.getByLabel(t.unitField).first().fill(tag);
  await page.getByLabel(t.idKind).selectOption({ label: t.licence });
  await page.getByLabel(t.last4).fill("4821");
  await page.getByLabel(t.method).selectOption({ label: t.cash });
  await page.getByLabel(t.takenBy).fill("Jean Tremblay");
  await page.getByLabel(t.signer).fill("Jean Tremblay");
  await page.getByRole("button", { name: t.submitHandover }).click();
  await expect(page.getByRole("status").filter({ hasText: t.handedOver })).toBeVisible();
}

/** A staff answer from the request's detail: a toast with JavaScript, the page's notice without. */
async function staffAnswers(page: Page, javaScriptEnabled: boolean, button: string, answer: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(javaScriptEnabled ? toast(page, answer) : page.getByRole("status").filter({ hasText: answer })).toBeVisible();
}

for (const [lang, javaScriptEnabled] of [
  ["fr", true],
  ["en", false],
] as const) {
  test(`the customer asks to extend their rental and for a pickup; staff confirm; the page shows the new end (${lang}${javaScriptEnabled ? "" : ", without JavaScript"})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    const email = uniqueEmail(`location-${lang}`);
    const staff = await newContext(browser, { reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
    await signInAsStaff(staff);
    const page = await staff.newPage();
    // The product's only unit (migrated from its count).
    await page.goto(`${t.prefix}/admin/products/${t.productId}/units`);
    const tag = (await page.getByRole("rowheader").first().textContent())!.trim();
    const reference = await acceptedRequest(page, lang, { email, productId: t.productId, quantity: 1 });

    const counter: BrowserContext = javaScriptEnabled ? staff : await newContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    if (!javaScriptEnabled) await signInAsStaff(counter);
    const desk = javaScriptEnabled ? page : await counter.newPage();
    await handOver(desk, lang, reference, tag);

    // The customer follows the private link of the quote's e-mail.
    const [quoteMail] = await waitForMails((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(reference) && LINK.test(m.text));
    const link = LINK.exec(quoteMail!.text)![0];
    const customer = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const phone = await customer.newPage();
    await phone.goto(link);
    const rental = phone.getByRole("region", { name: t.section });
    await expect(rental.getByText(t.unit(tag))).toBeVisible();
    const contract = rental.getByRole("link", { name: t.contract });
    const pdf = await customer.request.get((await contract.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expectNoRawKeys(phone);
    if (javaScriptEnabled) await expectNoSeriousA11yViolations(phone);

    // Two days more: the first day the field takes is the day after the end.
    const dayAfterEnd = (await rental.getByLabel(t.newEnd).getAttribute("min"))!;
    const newEnd = daysAfter(dayAfterEnd, 1);
    await rental.getByLabel(t.newEnd).fill(newEnd);
    await rental.getByRole("button", { name: t.extend, exact: true }).click();
    await expect(phone.getByRole("status").filter({ hasText: t.extensionAsked })).toBeVisible();
    await expect(rental.getByRole("listitem").filter({ hasText: t.waiting })).toHaveCount(1);
    // A pickup on the day the rental now ends, once staff confirm it.
    await rental.getByLabel(t.pickupDate).fill(newEnd);
    await rental.getByLabel(t.pickupNote).fill("Barrière côté rue / gate on the street side");
    await rental.getByRole("button", { name: t.pickup }).click();
    await expect(phone.getByRole("status").filter({ hasText: t.pickupAsked })).toBeVisible();
    await expect(rental.getByRole("listitem").filter({ hasText: t.waiting })).toHaveCount(2);
    await waitForMails((m) => m.subject.includes(`${t.staffMail} ${reference}`));

    // Staff answer from the request's detail.
    await desk.goto(`${t.prefix}/admin?request=${reference}`);
    await staffAnswers(desk, javaScriptEnabled, t.confirm, t.extensionConfirmed);
    await staffAnswers(desk, javaScriptEnabled, t.markScheduled, t.pickupScheduled);
    await expect(desk.getByRole("button", { name: t.confirm })).toHaveCount(0);
    await expectNoRawKeys(desk);

    // The customer's page: the new end (the next extension starts the day after it) and the answers.
    await phone.goto(link);
    await expect(rental.getByLabel(t.newEnd)).toHaveAttribute("min", daysAfter(newEnd, 1));
    await expect(rental.getByRole("listitem").filter({ hasText: t.confirmed })).toHaveCount(1);
    await expect(rental.getByRole("listitem").filter({ hasText: t.scheduled })).toHaveCount(1);
    await expect(rental.getByRole("listitem").filter({ hasText: t.waiting })).toHaveCount(0);
    await waitForMails((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith(t.customerMail) && m.subject.includes(reference));
    if (javaScriptEnabled) await expectNoSeriousA11yViolations(phone);

    await customer.close();
    if (counter !== staff) await counter.close();
    await staff.close();
  });
}
