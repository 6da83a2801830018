/**
 * The whole rental loop, in real Chromium with the test
 * SMTP server, in French and in English: staff give a grinder a fleet of 2; a customer without
 * an account picks 9 days on the product page, 2 units, delivery near the depot, and sees the
 * week + days breakdown and the delivery estimate on /quote; staff change the price with a
 * reason, set the delivery fee and a handover about 30 h away, and send; the e-mail brings the
 * private link and a PDF showing the lines and the total; the customer accepts from the link;
 * both confirmation e-mails arrive with an .ics; another visitor sees the units taken on those
 * dates; the customer cancels: the 25 % fee (24 to 48 h before the handover) is shown before
 * confirming, recorded on the page, e-mailed to both sides, and the units are free again.
 *
 * And a shorter variant with JavaScript disabled (accept, then cancel through the link). The
 * link's own spec (quote-link.spec.ts) already walks accept, decline and cancel without
 * JavaScript with a free cancellation; this one proves what that one does not: the units held
 * and released as another visitor sees them, and the 25 % fee shown, recorded and e-mailed.
 *
 * Products no other browser test uses, one per test (they run side by side on one server):
 * the HTC 650 (fr), the Husqvarna PG 450 (en), the Husqvarna PG 280 (without JavaScript).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures.ts";
import { defaultBusiness } from "../../app/config/business.ts";
import { businessDateTime, businessInstant } from "../../app/domain/business-clock.ts";
import { weeklyHoursOf } from "../../app/domain/business-settings.ts";
import { addDays, earliestStartDate, hoursOn } from "../../app/domain/rental/rental-dates.ts";
import { formatDateRange, formatLongDate, formatRentalDay } from "../../app/i18n/format-dates.ts";
import { parseIcs } from "../support/ics.ts";
import { pdfText } from "../support/pdf-text.ts";
import { newContext, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { waitForMails, type Mail } from "./mail.ts";
import { sendQuoteRequest } from "./quote-requests.ts";
import { expectNoRawKeys, waitForHydration } from "./support.ts";

type Lang = "fr" | "en";

const STAFF_INBOX = "soumissions@location-rive-sud.example";
const HOUR = 3_600_000;
const LINK = /https?:\/\/[^\s"<>]+\/quotes\/[A-Za-z0-9_-]{43}/;
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const flat = (text: string) => plain(text).replace(/\s+/g, " ");
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

/**
 * The rental's dates and handover, from the real clock (the server acts at "now"). The start is
 * the earliest the policy allows (the first opening day whose opening is at least 24 h away),
 * counted 15 minutes ahead so that it still holds when the request is sent; 9 days. The
 * handover is kept 26 to 46 h away, so that cancelling a few minutes later falls 24 to 48 h
 * before it (the 25 % band): on the start date, as near 30 h away as that day allows, within
 * the opening hours and after the default 07:00 when it can (staff then really set it), else
 * at any time of that day. From Friday morning to early Saturday the earliest start is a Monday
 * more than 48 h away: the equipment is then handed over ahead of the start, 30 h away (no rule
 * ties the handover to the start date).
 */
function rentalPlan(now = Date.now()) {
  const hours = weeklyHoursOf(defaultBusiness.openingHours);
  const start = earliestStartDate(new Date(now + 15 * 60_000), hours);
  const open = start ? hoursOn(start, hours) : null;
  if (!start || !open) throw new Error("the default opening hours have an opening day");
  const nearest30h = (from: number, to: number) => (from <= to ? Math.min(Math.max(now + 30 * HOUR, from), to) : null);
  const [lo, hi] = [now + 26 * HOUR, now + 46 * HOUR];
  const at = (time: string) => businessInstant(start, time).getTime();
  const wanted = nearest30h(Math.max(lo, at(open.opens) + 15 * 60_000), Math.min(hi, at(open.closes))) ?? nearest30h(Math.max(lo, at("00:00")), Math.min(hi, at("23:55"))) ?? now + 30 * HOUR;
  // Whole minutes, as the time field takes them.
  const handoverAt = new Date(Math.ceil(wanted / 60_000) * 60_000);
  const handover = businessDateTime(handoverAt);
  return { start, end: addDays(start, 8), handoverAt, handoverDate: handover.date, handoverTime: handover.time };
}

/** "20261207T140000Z": an instant as an .ics file writes it in UTC. */
const icsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const TEXT = {
  fr: {
    product: { id: 9, name: "Meuleuse planétaire HTC 650" },
    fleet: "Unités dans le parc",
    productSave: "Enregistrer",
    productSaved: "Produit enregistré",
    dates: "Vos dates de location",
    start: "Début",
    end: "Fin",
    available: (count: number, range: string) => `${count} disponibles ${range}`,
    from: (date: string) => `Disponible à partir du ${date}`,
    breakdown: "1 sem. + 2 j",
    perUnit: "1 512,50 $ par unité",
    quantity: "Quantité",
    totalValue: "3 025 $",
    add: "Ajouter à la soumission",
    items: "Articles sélectionnés",
    lineDated: "1 sem. + 2 j : 2 × 1 512,50 $",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Courriel",
    phone: "Téléphone",
    delivery: "Oui, livraison et récupération à la fin de la location",
    site: "Lieu de livraison",
    address: "Adresse de livraison",
    city: "Ville",
    postalCode: "Code postal",
    summary: "Résumé",
    // 2 × 1 512,50 + 2 trajets × 150 $ = 3 325; TPS 166,25; TVQ 331,67; total 3 822,92.
    estimate: [/Livraison\s*estimation, confirmée dans la soumission · 2 trajets · 24 km\s*300,00 \$/, /Total estimé\s*3 822,92 \$/],
    privacy: /politique de confidentialité/,
    terms: /conditions de location/,
    send: "Envoyer la demande",
    sent: "Demande envoyée!",
    // The editor
    editorTitle: (reference: string) => `Soumission ${reference}`,
    editorFree: "Disponible : 2 unités libres sur 2 pendant toute la période",
    price: "Prix d'une unité pour la durée ($)",
    catalogue: "1512,50",
    staffPrice: "1300",
    reasonField: "Raison du changement de prix",
    reason: "Client régulier",
    deliveryFee: "Frais de livraison ($)",
    estimatedFee: "300,00",
    handoverDate: "Date de remise",
    handoverTime: "Heure de remise",
    saveDraft: "Enregistrer le brouillon",
    draftSaved: "Brouillon enregistré",
    sendQuote: "Envoyer la soumission",
    quoteSent: "Soumission envoyée (version 1)",
    editorSummary: "Sommaire",
    // 2 × 1 300 + 275 = 2 875; TPS 143,75; TVQ 286,78 (286,78125); total 3 305,53.
    editorTotals: [/Articles\s*2 600,00 \$/, /Livraison\s*275,00 \$/, /Sous-total\s*2 875,00 \$/, /Total\s*3 305,53 \$/],
    // The e-mail and its PDF
    quoteSubject: (reference: string) => `Votre soumission ${reference}`,
    pdfName: (reference: string) => `soumission-${reference}-v1.pdf`,
    pdf: (start: string, end: string) => [
      "Meuleuse planétaire HTC 650",
      `Du ${formatLongDate("fr", start)} au ${formatLongDate("fr", end)} (9 jours)`,
      "Durée facturée : 1 sem. + 2 j",
      "Prix ajusté : Client régulier",
      "2 1 300,00 $ 2 600,00 $",
      "Livraison et cueillette 275,00 $",
      "Sous-total 2 875,00 $",
      "TPS (5 %) 143,75 $",
      "TVQ (9,975 %) 286,78 $",
      "Total 3 305,53 $",
    ],
    // The link
    linkTitle: (reference: string) => `Soumission ${reference}`,
    linkFree: "Disponible pour ces dates",
    linkTotal: "3 305,53 $",
    fullName: "Votre nom complet",
    conditions: "J'accepte les conditions de location",
    accept: "Accepter et réserver",
    accepted: "Merci! Votre réservation est confirmée.",
    reserved: "Réservation confirmée",
    customerAccepted: (reference: string) => `Réservation confirmée : ${reference}`,
    icsName: (reference: string) => `location-${reference}.ics`,
    cancel: "Annuler la réservation",
    preview: "Si vous annulez maintenant, frais d'annulation : 25 % du total, soit 826,38 $.",
    confirmTitle: "Confirmer l'annulation",
    confirmFee: "Frais d'annulation : 25 % du total, soit 826,38 $",
    confirm: "Confirmer l'annulation",
    cancelled: "Votre réservation est annulée. Frais d'annulation : 826,38 $.",
    cancelledBanner: "Réservation annulée",
    history: "Annulée : frais de 25 %, soit 826,38 $",
    customerCancelled: (reference: string) => `Réservation annulée : ${reference}`,
    customerFee: "de 24 à 48 h avant la remise de l'équipement : selon notre politique d'annulation, les frais sont de 25 % du total de 3 305,53 $ (taxes incluses), soit 826,38 $.",
    staffFee: "25 % du total, soit 826,38 $",
  },
  en: {
    product: { id: 10, name: "Husqvarna PG 450 compact planetary grinder" },
    fleet: "Units in the fleet",
    productSave: "Save",
    productSaved: "Product saved",
    dates: "Your rental dates",
    start: "Start",
    end: "End",
    available: (count: number, range: string) => `${count} available ${range}`,
    from: (date: string) => `Available from ${date}`,
    breakdown: "1 wk + 2 d",
    perUnit: "$1,072.50 per unit",
    quantity: "Quantity",
    totalValue: "$2,145",
    add: "Add to quote",
    items: "Selected items",
    lineDated: "1 wk + 2 d: 2 × $1,072.50",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    delivery: "Yes, delivery and pickup at the end of the rental",
    site: "Delivery site",
    address: "Delivery address",
    city: "City",
    postalCode: "Postal code",
    summary: "Summary",
    // 2 × $1,072.50 + 2 trips × $150 = $2,445; GST $122.25; QST $243.89; total $2,811.14.
    estimate: [/Delivery\s*estimate, confirmed in the quote · 2 trips · 24 km\s*\$300\.00/, /Estimated total\s*\$2,811\.14/],
    privacy: /privacy policy/,
    terms: /rental terms/,
    send: "Send the request",
    sent: "Request sent!",
    editorTitle: (reference: string) => `Quote ${reference}`,
    editorFree: "Available: 2 units free of 2 for the whole period",
    price: "Price of one unit for the duration ($)",
    catalogue: "1072.50",
    staffPrice: "1000",
    reasonField: "Reason for the price change",
    reason: "Returning customer",
    deliveryFee: "Delivery fee ($)",
    estimatedFee: "300.00",
    handoverDate: "Handover date",
    handoverTime: "Handover time",
    saveDraft: "Save draft",
    draftSaved: "Draft saved",
    sendQuote: "Send the quote",
    quoteSent: "Quote sent (version 1)",
    editorSummary: "Summary",
    // 2 × $1,000 + $275 = $2,275; GST $113.75; QST $226.93 (226.93125); total $2,615.68.
    editorTotals: [/Items\s*\$2,000\.00/, /Delivery\s*\$275\.00/, /Subtotal\s*\$2,275\.00/, /Total\s*\$2,615\.68/],
    quoteSubject: (reference: string) => `Your quote ${reference}`,
    pdfName: (reference: string) => `quote-${reference}-v1.pdf`,
    pdf: (start: string, end: string) => [
      "Husqvarna PG 450 compact planetary grinder",
      `From ${formatLongDate("en", start)} to ${formatLongDate("en", end)} (9 days)`,
      "Charged as: 1 wk + 2 d",
      "Price adjusted: Returning customer",
      "2 $1,000.00 $2,000.00",
      "Delivery and pickup $275.00",
      "Subtotal $2,275.00",
      "GST (5%) $113.75",
      "QST (9.975%) $226.93",
      "Total $2,615.68",
    ],
    linkTitle: (reference: string) => `Quote ${reference}`,
    linkFree: "Available on these dates",
    linkTotal: "$2,615.68",
    fullName: "Your full name",
    conditions: "I accept the rental conditions",
    accept: "Accept and reserve",
    accepted: "Thank you! Your reservation is confirmed.",
    reserved: "Reservation confirmed",
    customerAccepted: (reference: string) => `Reservation confirmed: ${reference}`,
    icsName: (reference: string) => `rental-${reference}.ics`,
    cancel: "Cancel the reservation",
    preview: "If you cancel now, cancellation fee: 25% of the total, that is $653.92.",
    confirmTitle: "Confirm the cancellation",
    confirmFee: "Cancellation fee: 25% of the total, that is $653.92",
    confirm: "Confirm the cancellation",
    cancelled: "Your reservation is cancelled. Cancellation fee: $653.92.",
    cancelledBanner: "Reservation cancelled",
    history: "Cancelled: fee of 25%, that is $653.92",
    customerCancelled: (reference: string) => `Reservation cancelled: ${reference}`,
    customerFee: "24 to 48 hours before the equipment handover: under our cancellation policy, the fee is 25% of the total of $2,615.68 (taxes included), that is $653.92.",
    // Staff read their notices in French.
    staffFee: "25 % du total, soit 653,92 $",
  },
} as const;

function toast(page: Page, text: string) {
  return page.locator("ol[aria-live] [role=status], ol[aria-live] [role=alert]").filter({ hasText: text });
}

/** The page's answer to the customer's own post, which takes the focus. */
async function expectFocusedMessage(page: Page, text: string) {
  const message = page
    .getByRole("status")
    .filter({ hasText: text })
    .or(page.getByRole("alert").filter({ hasText: text }))
    .first();
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
}

/** The one e-mail to `address` whose subject starts with `subject` (the reference is in it). */
async function mailWithSubject(address: string, subject: string): Promise<Mail> {
  const [mail] = await waitForMails((m) => m.to.includes(address.toLowerCase()) && m.subject.startsWith(subject), 1, 30_000);
  return mail!;
}

/** The reservation's calendar file attached to an e-mail, read as a calendar application reads it: the handover, then the return. */
function expectRentalCalendar(mail: Mail, fileName: string, plan: ReturnType<typeof rentalPlan>, reference: string) {
  const file = mail.attachments.find((a) => a.filename === fileName);
  expect(file, `${mail.subject} has ${fileName}`).toBeTruthy();
  expect(file!.contentType).toMatch(/^text\/calendar/);
  const calendar = parseIcs(file!.content.toString("utf8"));
  expect(calendar.events).toHaveLength(2);
  const [handover, back] = calendar.events as [Record<string, { value: string; params: Record<string, string> }>, Record<string, { value: string; params: Record<string, string> }>];
  expect(handover.DTSTART?.value, "the handover, at the time staff set").toBe(icsUtc(plan.handoverAt));
  expect(handover.UID?.value).toContain(`${reference}-handover@`);
  expect(back.DTSTART?.params.VALUE).toBe("DATE");
  expect(back.DTSTART?.value, "the return, on the rental's last day").toBe(plan.end.replace(/-/g, ""));
}

/** Staff give the product a fleet of `units` on its back-office page. */
async function setFleet(staff: Page, lang: Lang, productId: number, units: number) {
  const t = TEXT[lang];
  await staff.goto(`${prefix(lang)}/admin/products/${productId}`);
  await waitForHydration(staff);
  await staff.getByLabel(t.fleet, { exact: true }).fill(String(units));
  await staff.getByRole("button", { name: t.productSave, exact: true }).click();
  await expect(toast(staff, t.productSaved)).toBeVisible();
  await staff.reload();
  await expect(staff.getByLabel(t.fleet, { exact: true })).toHaveValue(String(units));
}

/** What another visitor, with no cart and no account, reads on the product page for those dates. */
async function visitorReads(browser: Browser, lang: Lang, productId: number, dates: { start: string; end: string }, javaScriptEnabled = true): Promise<string> {
  const visitor = await newContext(browser, { javaScriptEnabled });
  try {
    const page = await visitor.newPage();
    await page.goto(`${prefix(lang)}/product/${productId}?start=${dates.start}&end=${dates.end}`);
    await expect(page.getByTestId("dated-price")).toBeVisible();
    return plain(await page.locator("main").innerText());
  } finally {
    await visitor.close();
  }
}

for (const lang of ["fr", "en"] as const) {
  const t = TEXT[lang];

  test(`${lang}: request 2 units for 9 days with delivery, staff price and send, accept from the link, units taken, cancel 24 to 48 h before the handover with the 25 % fee`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { id: productId, name: productName } = t.product;
    const contexts: BrowserContext[] = [];
    const context = async (options: Parameters<typeof newContext>[1] = {}) => {
      const made = await newContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(made);
      return made;
    };
    try {
      // 1. Staff give the grinder a second unit (the seed has one per product).
      const staffContext = await context();
      await signInAsStaff(staffContext);
      const staff = await staffContext.newPage();
      await setFleet(staff, lang, productId, 2);

      // 2. A customer without an account picks 9 days on the product page, 2 units.
      const plan = rentalPlan();
      const range = formatDateRange(lang, plan.start, plan.end);
      const customer = await (await context()).newPage();
      const earliestBefore = earliestStartDate(new Date(), weeklyHoursOf(defaultBusiness.openingHours));
      await customer.goto(`${prefix(lang)}/product/${productId}`);
      const earliestAfter = earliestStartDate(new Date(), weeklyHoursOf(defaultBusiness.openingHours));
      await waitForHydration(customer);
      const dates = customer.getByRole("form", { name: t.dates });
      // The page offers the policy's earliest start (the plan's counts 15 minutes ahead: never earlier).
      expect([earliestBefore, earliestAfter]).toContain(await dates.getByLabel(t.start).getAttribute("min"));
      expect(earliestAfter! <= plan.start).toBe(true);
      await dates.getByLabel(t.start).click();
      await dates.getByLabel(t.start).fill(plan.start);
      await dates.getByLabel(t.end).click();
      await dates.getByLabel(t.end).fill(plan.end);
      const price = customer.getByTestId("dated-price");
      await expect(price).toContainText(t.breakdown);
      await expect.poll(async () => plain(await price.textContent())).toContain(t.perUnit);
      await expect(customer.getByText(t.available(2, range))).toBeVisible();
      await customer.getByRole("spinbutton", { name: t.quantity }).fill("2");
      await expect.poll(async () => plain(await customer.getByTestId("product-total").textContent())).toBe(t.totalValue);
      await customer.getByRole("button", { name: t.add }).click();

      // On /quote: the week + days breakdown, then delivery near the depot and its estimate.
      await customer.waitForURL(new RegExp(`${prefix(lang)}/quote$`));
      await waitForHydration(customer);
      const line = customer.getByRole("region", { name: t.items }).getByRole("listitem").filter({ hasText: productName });
      await expect.poll(async () => plain(await line.textContent())).toContain(t.lineDated);
      await expect(line.getByText(t.available(2, range))).toBeVisible();
      const email = uniqueEmail(`loop-${lang}`);
      await customer.getByLabel(t.firstName).fill("Gabrielle");
      await customer.getByRole("textbox", { name: t.lastName, exact: true }).fill("Roy");
      await customer.getByLabel(t.email).fill(email);
      await customer.getByLabel(t.phone).fill("450-555-0188");
      await customer.getByRole("radio", { name: t.delivery }).check();
      const site = customer.getByRole("region", { name: t.site });
      await site.getByLabel(t.address).fill("1000, boulevard de Mortagne");
      await site.getByLabel(t.city).fill("Boucherville");
      await site.getByLabel(t.postalCode).fill("J4B 1A1");
      const summary = customer.getByRole("region", { name: t.summary }).last();
      for (const figure of t.estimate) await expect.poll(async () => plain(await summary.innerText())).toMatch(figure);
      await expectNoRawKeys(customer);
      await customer.getByRole("checkbox", { name: t.privacy }).check();
      await customer.getByRole("checkbox", { name: t.terms }).check();
      await customer.getByRole("button", { name: t.send }).click();
      const sent = customer.getByRole("status").filter({ hasText: t.sent });
      await expect(sent).toBeVisible();
      const reference = /S-\d{4}-\d{6}/.exec((await sent.textContent()) ?? "")?.[0];
      expect(reference, "the request's reference").toBeTruthy();

      // 3. Staff price the quote: their own price with its reason, the delivery fee, the handover; save, send.
      await staff.goto(`${prefix(lang)}/admin/requests/${reference}/quote`);
      await expect(staff.getByRole("heading", { level: 1, name: t.editorTitle(reference!) })).toBeVisible();
      await waitForHydration(staff);
      const editorLine = staff.getByRole("listitem").filter({ has: staff.getByRole("heading", { name: productName }) });
      await expect(editorLine.getByText(t.editorFree)).toBeVisible();
      const unitPrice = editorLine.getByLabel(t.price);
      await expect(unitPrice).toHaveValue(t.catalogue);
      await unitPrice.fill(t.staffPrice);
      await editorLine.getByLabel(t.reasonField).fill(t.reason);
      await expect(staff.getByLabel(t.deliveryFee)).toHaveValue(t.estimatedFee);
      await staff.getByLabel(t.deliveryFee).fill("275");
      await expect(staff.getByLabel(t.handoverDate)).toHaveValue(plan.start);
      await staff.getByLabel(t.handoverDate).fill(plan.handoverDate);
      await staff.getByLabel(t.handoverTime).fill(plan.handoverTime);
      await staff.getByRole("button", { name: t.saveDraft }).click();
      await expect(toast(staff, t.draftSaved)).toBeVisible();
      await staff.reload();
      await expect(unitPrice).toHaveValue(lang === "fr" ? "1300,00" : "1000.00");
      await expect(staff.getByLabel(t.handoverTime)).toHaveValue(plan.handoverTime);
      const editorSummary = staff.getByRole("region", { name: t.editorSummary });
      for (const figure of t.editorTotals) expect(plain(await editorSummary.innerText())).toMatch(figure);
      await staff.getByRole("button", { name: t.sendQuote }).click();
      await expect(toast(staff, t.quoteSent)).toBeVisible();

      // 4. The customer's e-mail: the private link, and the PDF with the lines and the total.
      const quoteMail = await mailWithSubject(email, t.quoteSubject(reference!));
      const link = LINK.exec(quoteMail.text)?.[0];
      expect(link, "the private link").toBeTruthy();
      expect(new URL(link!).pathname.startsWith(`${prefix(lang)}/quotes/`)).toBe(true);
      const pdf = quoteMail.attachments.find((a) => a.filename === t.pdfName(reference!));
      expect(pdf, "the quote's PDF is attached").toBeTruthy();
      expect(pdf!.contentType).toBe("application/pdf");
      const pdfWords = flat((await pdfText(pdf!.content)).text);
      for (const words of t.pdf(plan.start, plan.end)) expect(pdfWords).toContain(words);

      // 5. The customer opens the link in a fresh browser, no account, and accepts.
      const linkPage = await (await context()).newPage();
      await linkPage.goto(link!);
      await expect(linkPage.getByRole("heading", { level: 1, name: t.linkTitle(reference!) })).toBeVisible();
      await waitForHydration(linkPage);
      await expect(linkPage.getByText(t.linkFree).first()).toBeVisible();
      expect(plain(await linkPage.locator("main").innerText())).toContain(t.linkTotal);
      await linkPage.getByLabel(t.fullName).fill("Gabrielle Roy");
      await linkPage.getByLabel(t.conditions).check();
      await linkPage.getByRole("button", { name: t.accept }).click();
      await expectFocusedMessage(linkPage, t.accepted);
      await expect(linkPage.getByText(t.reserved).first()).toBeVisible();

      // Both confirmations, each with the calendar file of the handover and the return.
      const customerConfirmation = await mailWithSubject(email, t.customerAccepted(reference!));
      expectRentalCalendar(customerConfirmation, t.icsName(reference!), plan, reference!);
      const staffConfirmation = await mailWithSubject(STAFF_INBOX, `Soumission acceptée ${reference}`);
      expectRentalCalendar(staffConfirmation, `location-${reference}.ics`, plan, reference!);

      // 6. Another visitor: both units taken on those dates (held until the day after the end, the turnaround).
      const freeAgain = t.available(2, range);
      const taken = await visitorReads(browser, lang, productId, plan);
      expect(taken).toContain(t.from(formatRentalDay(lang, addDays(plan.end, 2))));
      expect(taken).not.toContain(freeAgain);

      // 7. The customer cancels from the link: the fee shown first, then confirmed and recorded.
      const cancelPanel = linkPage.getByRole("region", { name: t.cancel });
      await expect.poll(async () => plain(await cancelPanel.innerText())).toContain(t.preview);
      await linkPage.getByRole("button", { name: t.cancel }).click();
      const confirmation = linkPage.getByRole("alert").filter({ hasText: t.confirmTitle });
      await expect(confirmation).toBeFocused();
      expect(plain(await confirmation.innerText())).toContain(t.confirmFee);
      await confirmation.getByRole("button", { name: t.confirm }).click();
      await expectFocusedMessage(linkPage, plain(t.cancelled));
      await expect(linkPage.getByText(t.cancelledBanner).first()).toBeVisible();
      await linkPage.reload();
      expect(plain(await linkPage.locator("main").innerText())).toContain(t.history);
      await expect(linkPage.getByRole("button", { name: t.cancel })).toHaveCount(0);

      const customerCancelled = await mailWithSubject(email, t.customerCancelled(reference!));
      expect(customerCancelled.text).toContain(t.customerFee);
      const staffCancelled = await mailWithSubject(STAFF_INBOX, `Réservation annulée ${reference}`);
      expect(staffCancelled.text).toContain(t.staffFee);

      // The units are free again for those dates.
      expect(await visitorReads(browser, lang, productId, plan)).toContain(freeAgain);
    } finally {
      for (const made of contexts) await made.close();
    }
  });
}

test("without JavaScript: accept from the link holds the unit, cancel shows, records and e-mails the 25 % fee, and frees it", async ({ browser }) => {
  test.setTimeout(180_000);
  // A Husqvarna PG 280 (85 $/day, 297,50 $/week, one unit): 9 days = 1 week + 2 days = 467,50 $;
  // delivery estimate to J4H (2 trips) 300 $: 767,50 $; TPS 38,38; TVQ 76,56; total 882,44 $; 25 % = 220,61 $.
  const productId = 12;
  const plan = rentalPlan();
  const range = formatDateRange("fr", plan.start, plan.end);
  const email = uniqueEmail("loop-nojs");
  const reference = await sendQuoteRequest({ email, productId, quantity: 1, start: plan.start, end: plan.end });
  const contexts: BrowserContext[] = [];
  try {
    const staffContext = await newContext(browser, { javaScriptEnabled: false });
    contexts.push(staffContext);
    await signInAsStaff(staffContext);
    const staff = await staffContext.newPage();
    await staff.goto(`/admin/requests/${reference}/quote`);
    await expect(staff.getByLabel("Frais de livraison ($)")).toHaveValue("300,00");
    await staff.getByLabel("Date de remise").fill(plan.handoverDate);
    await staff.getByLabel("Heure de remise").fill(plan.handoverTime);
    await staff.getByRole("button", { name: "Envoyer la soumission" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Soumission envoyée (version 1)" }).first()).toBeVisible();

    const link = LINK.exec((await mailWithSubject(email, `Votre soumission ${reference}`)).text)?.[0];
    expect(link, "the private link").toBeTruthy();
    const customerContext = await newContext(browser, { javaScriptEnabled: false });
    contexts.push(customerContext);
    const page = await customerContext.newPage();
    await page.goto(link!);
    await page.getByLabel("Votre nom complet").fill("Jean Tremblay");
    await page.getByLabel("J'accepte les conditions de location").check();
    await page.getByRole("button", { name: "Accepter et réserver" }).click();
    await expectFocusedMessage(page, "Merci! Votre réservation est confirmée.");
    expectRentalCalendar(await mailWithSubject(email, `Réservation confirmée : ${reference}`), `location-${reference}.ics`, plan, reference);
    expect(await visitorReads(browser, "fr", productId, plan, false)).toContain(`Disponible à partir du ${formatRentalDay("fr", addDays(plan.end, 2))}`);

    expect(plain(await page.getByRole("region", { name: "Annuler la réservation" }).innerText())).toContain("Si vous annulez maintenant, frais d'annulation : 25 % du total, soit 220,61 $.");
    await page.getByRole("button", { name: "Annuler la réservation" }).click();
    const confirmation = page.getByRole("alert").filter({ hasText: "Confirmer l'annulation" });
    await expect(confirmation).toBeFocused();
    expect(plain(await confirmation.innerText())).toContain("Frais d'annulation : 25 % du total, soit 220,61 $");
    await confirmation.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await expectFocusedMessage(page, "Votre réservation est annulée. Frais d'annulation : 220,61 $.");
    expect(plain(await page.locator("main").innerText())).toContain("Annulée : frais de 25 %, soit 220,61 $");
    expect((await mailWithSubject(email, `Réservation annulée : ${reference}`)).text).toContain("soit 220,61 $.");
    expect((await mailWithSubject(STAFF_INBOX, `Réservation annulée ${reference}`)).text).toContain("25 % du total, soit 220,61 $");
    expect(await visitorReads(browser, "fr", productId, plan, false)).toContain(`1 disponible ${range}`);
  } finally {
    for (const made of contexts) await made.close();
  }
});
