/**
 * The invoice of a rental in a real browser: a rental of one unit is quoted (with delivery),
 * accepted, handed over with a 500 $ deposit and returned two days late with cleaning and damage;
 * staff draft its final invoice, issue it (its PDF read back: the number, the lines, TPS and TVQ
 * with the registration numbers, the total) and the customer gets it by e-mail. It is paid in two
 * parts, at the terminal then by transfer; an overpayment is refused beside its field; a credit
 * note corrects it; 200 $ of the deposit are applied and the rest given back. French with
 * JavaScript, English without.
 *
 * A Quebec invoice carries the business's TPS and TVQ registration numbers, and the screen issues
 * none without them: the test server has them from its environment (playwright.config.ts).
 */
import { expect, test, type BrowserContext, type Page } from "./fixtures.ts";
import { newContext, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { waitForMails } from "./mail.ts";
import { acceptedRequest } from "./quote-requests.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";
import { pdfText } from "../support/pdf-text.ts";

const TPS_NUMBER = "123456789 RT 0001";
const TVQ_NUMBER = "1234567890 TQ 0001";

const TEXT = {
  fr: {
    prefix: "",
    productId: 39,
    // Handover and return, as tests/e2e/return.spec.ts walks them.
    unitField: "Étiquette",
    idKind: "Pièce d'identité vérifiée",
    licence: "Permis de conduire",
    last4: "4 derniers caractères du numéro",
    deposit: "Dépôt pris ($)",
    depositMethod: "Mode du dépôt",
    cash: "Argent comptant",
    takenBy: "Personne qui prend l'équipement",
    signer: "Nom du signataire, tapé par le client",
    submitHandover: "Signer et remettre l'équipement",
    handedOver: "Équipement remis",
    back: "Cette unité revient",
    extraDays: "Jours supplémentaires",
    cleaning: "Nettoyage ($)",
    damage: "Dommages ($)",
    damageAmount: "120,50",
    note: "Raison des frais",
    submitReturn: "Enregistrer le retour",
    complete: "toutes les unités sont revenues",
    // The invoice screen.
    invoiceLink: "Facture",
    fromRental: "Brouillon de la facture finale",
    draftTitle: "Brouillon de facture",
    issue: "Émettre la facture",
    issued: /Facture (F-\d{4}-\d{6}) émise et envoyée au client\./,
    pdfLink: (number: string) => `Télécharger ${number} (PDF)`,
    paymentForm: (number: string) => `Paiement de la facture ${number}`,
    amount: "Montant ($)",
    method: "Mode de paiement",
    terminal: "Carte au terminal",
    transfer: "Virement bancaire",
    reference: "Référence (no d'autorisation, de chèque, de virement)",
    pay: "Enregistrer le paiement",
    paid: "Paiement enregistré.",
    overBalance: "Plus que le solde de la facture",
    creditForm: (number: string) => `Note de crédit sur la facture ${number}`,
    creditAmount: "Montant avant taxes ($)",
    reason: "Raison",
    issueCredit: "Émettre la note de crédit",
    credited: /Note de crédit (NC-\d{4}-\d{6}) émise et envoyée au client\./,
    applyForm: (number: string) => `Appliquer le dépôt à la facture ${number}`,
    applyAmount: "Montant du dépôt à appliquer ($)",
    apply: "Appliquer le dépôt",
    applied: "Dépôt appliqué à la facture.",
    refundForm: "Rembourser le dépôt",
    refundAmount: "Montant remboursé ($)",
    refundMethod: "Remboursé par",
    refund: "Rembourser le dépôt",
    refunded: "Remboursement du dépôt enregistré.",
    settled: "Payée",
    ledger: "Grand livre de la location",
    ledgerKinds: ["Dépôt pris", "Facture émise", "Paiement", "Note de crédit", "Dépôt appliqué", "Dépôt remboursé"],
    // 1 semaine à 140 $ (moins cher que 5 jours à 40 $) + 2 trajets de livraison à 150 $ + 2 jours
    // supplémentaires à 40 $ + 45 $ de nettoyage + 120,50 $ de dommages = 685,50 $; TPS 34,28 $
    // (34,275); TVQ 68,38 $ (68,378625); total 788,16 $.
    pdfWords: [
      "FACTURE",
      "Malaxeur à mortier Collomix Xo 55 duo",
      "Livraison et cueillette",
      "Jours supplémentaires",
      "Nettoyage",
      "Dommages",
      "Garde fissurée",
      `No TPS : ${TPS_NUMBER}`,
      `No TVQ : ${TVQ_NUMBER}`,
      "685,50 $",
      "TPS (5 %)",
      "34,28 $",
      "TVQ (9,975 %)",
      "68,38 $",
      "788,16 $",
    ],
    numberInPdf: (number: string) => `No ${number}`,
    // 20 $ avant taxes: TPS 1,00 $, TVQ 2,00 $ (1,995), 23,00 $.
    creditWords: (number: string) => ["NOTE DE CRÉDIT", `Corrige la facture ${number}`, "Nettoyage en partie offert", "20,00 $", "23,00 $"],
    // 788,16 − 200 (terminal) − 23 (note de crédit) − 200 (dépôt appliqué).
    transferAmount: "365,16",
    tooMuch: "365,17",
    mailSubject: "Votre facture",
  },
  en: {
    prefix: "/en",
    productId: 41,
    unitField: "Tag",
    idKind: "ID checked",
    licence: "Driver's licence",
    last4: "Last 4 characters of the number",
    deposit: "Deposit taken ($)",
    depositMethod: "Deposit method",
    cash: "Cash",
    takenBy: "Person taking the equipment",
    signer: "Signer's name, typed by the customer",
    submitHandover: "Sign and hand over the equipment",
    handedOver: "Equipment handed over",
    back: "This unit is coming back",
    extraDays: "Extra days",
    cleaning: "Cleaning ($)",
    damage: "Damage ($)",
    damageAmount: "120.50",
    note: "Reason for the charges",
    submitReturn: "Record the return",
    complete: "every unit is back",
    invoiceLink: "Invoice",
    fromRental: "Draft the final invoice",
    draftTitle: "Invoice draft",
    issue: "Issue the invoice",
    issued: /Invoice (F-\d{4}-\d{6}) issued and e-mailed to the customer\./,
    pdfLink: (number: string) => `Download ${number} (PDF)`,
    paymentForm: (number: string) => `Payment of invoice ${number}`,
    amount: "Amount ($)",
    method: "Payment method",
    terminal: "Card at the terminal",
    transfer: "Bank transfer",
    reference: "Reference (authorization, cheque or transfer no.)",
    pay: "Record the payment",
    paid: "Payment recorded.",
    overBalance: "More than the invoice's balance",
    creditForm: (number: string) => `Credit note on invoice ${number}`,
    creditAmount: "Amount before taxes ($)",
    reason: "Reason",
    issueCredit: "Issue the credit note",
    credited: /Credit note (NC-\d{4}-\d{6}) issued and e-mailed to the customer\./,
    applyForm: (number: string) => `Apply the deposit to invoice ${number}`,
    applyAmount: "Deposit amount to apply ($)",
    apply: "Apply the deposit",
    applied: "Deposit applied to the invoice.",
    refundForm: "Refund the deposit",
    refundAmount: "Amount refunded ($)",
    refundMethod: "Refunded by",
    refund: "Refund the deposit",
    refunded: "Deposit refund recorded.",
    settled: "Paid",
    ledger: "The rental's ledger",
    ledgerKinds: ["Deposit taken", "Invoice issued", "Payment", "Credit note", "Deposit applied", "Deposit refunded"],
    // 1 week at $210 (cheaper than 5 days at $60) + 2 delivery trips at $150 + 2 extra days at $60
    // + $45 of cleaning + $120.50 of damage = $795.50; GST $39.78 (39.775); QST $79.35
    // (79.351125); total $914.63.
    pdfWords: [
      "INVOICE",
      "Wacker Neuson P 35A vibrating screed",
      "Delivery and pickup",
      "Extra days",
      "Cleaning",
      "Damage",
      "Garde fissurée",
      `GST No. ${TPS_NUMBER}`,
      `QST No. ${TVQ_NUMBER}`,
      "$795.50",
      "GST (5%)",
      "$39.78",
      "QST (9.975%)",
      "$79.35",
      "$914.63",
    ],
    numberInPdf: (number: string) => `No. ${number}`,
    creditWords: (number: string) => ["CREDIT NOTE", `Corrects invoice ${number}`, "Nettoyage en partie offert", "$20.00", "$23.00"],
    // 914.63 − 200 (terminal) − 23 (credit note) − 200 (deposit applied).
    transferAmount: "491.63",
    tooMuch: "491.64",
    mailSubject: "Your invoice",
  },
} as const;

/** The shop's TPS and TVQ registration numbers in the settings, entered once. */

/** The unit handed over with 500 $ of deposit, then back two days late with cleaning and damage (the rental completes). */
async function handOverAndReturn(page: Page, lang: "fr" | "en", reference: string, tag: string) {
  const t = TEXT[lang];
  await page.goto(`${t.prefix}/admin/requests/${reference}/handover`);
  await page.getByLabel(t.unitField).fill(tag);
  await page.getByLabel(t.idKind).selectOption({ label: t.licence });
  await page.getByLabel(t.last4).fill("4821");
  await page.getByLabel(t.deposit).fill("500");
  await page.getByLabel(t.depositMethod).selectOption({ label: t.cash });
  await page.getByLabel(t.takenBy).fill("Jean Tremblay");
  await page.getByLabel(t.signer).fill("Jean Tremblay");
  await page.getByRole("button", { name: t.submitHandover }).click();
  await expect(page.getByRole("status").filter({ hasText: t.handedOver })).toBeVisible();

  await page.goto(`${t.prefix}/admin/requests/${reference}/return`);
  const card = page.getByRole("group", { name: new RegExp(`^${tag} `) });
  await card.getByRole("checkbox", { name: t.back }).check();
  await card.getByLabel(t.extraDays).fill("2");
  await card.getByLabel(t.cleaning).fill("45");
  await card.getByLabel(t.damage).fill(t.damageAmount);
  await card.getByLabel(t.note).fill("Garde fissurée");
  await page.getByRole("button", { name: t.submitReturn }).click();
  await expect(page.getByRole("status").filter({ hasText: t.complete })).toBeVisible();
}

/** Posts one of the screen's forms and waits for what it says once back on the screen. */
async function submit(page: Page, form: ReturnType<Page["getByRole"]>, button: string, done: string | RegExp) {
  await form.getByRole("button", { name: button }).click();
  const status = page.getByRole("status").filter({ hasText: done });
  await expect(status).toBeVisible();
  return (await status.textContent()) ?? "";
}

for (const [lang, javaScriptEnabled] of [
  ["fr", true],
  ["en", false],
] as const) {
  test(`a returned rental is invoiced, paid in two parts, its deposit partly refunded, and corrected by a credit note (${lang}${javaScriptEnabled ? "" : ", without JavaScript"})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = TEXT[lang];
    const email = uniqueEmail(`facture-${lang}`);
    const staff = await newContext(browser, { reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
    await signInAsStaff(staff);
    const page = await staff.newPage();
    await page.goto(`${t.prefix}/admin/products/${t.productId}/units`);
    const tag = (await page.getByRole("rowheader").first().textContent())!.trim();
    const reference = await acceptedRequest(page, lang, { email, productId: t.productId, quantity: 1 });

    const counter: BrowserContext = javaScriptEnabled ? staff : await newContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    if (!javaScriptEnabled) await signInAsStaff(counter);
    const desk = javaScriptEnabled ? page : await counter.newPage();
    await handOverAndReturn(desk, lang, reference, tag);

    // The completed request leads to its invoice; the draft takes the quote and the return's charges.
    await desk.goto(`${t.prefix}/admin?request=${reference}`);
    await desk.getByRole("link", { name: t.invoiceLink, exact: true }).click();
    await expect(desk.getByRole("heading", { level: 1 })).toContainText(reference);
    await desk.getByRole("button", { name: t.fromRental }).click();
    const draft = desk.getByRole("region", { name: t.draftTitle });
    await expect(draft.getByRole("rowheader")).toHaveCount(5);
    if (javaScriptEnabled) await expectNoSeriousA11yViolations(desk);
    await expectNoRawKeys(desk);

    const issuedText = await submit(desk, draft, t.issue, t.issued);
    const number = t.issued.exec(issuedText)![1]!;
    const pdf = await counter.request.get((await desk.getByRole("link", { name: t.pdfLink(number) }).getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = (await pdfText(await pdf.body())).text;
    for (const words of [...t.pdfWords, t.numberInPdf(number), reference]) expect(text).toContain(words);
    const [mail] = await waitForMails((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith(`${t.mailSubject} ${number}`), 1, 30_000);
    expect(mail!.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
    expect((await pdfText(mail!.attachments[0]!.content)).text).toContain(number);

    // First part at the terminal, with its authorization number.
    const payment = () => desk.getByRole("form", { name: t.paymentForm(number) });
    await payment().getByLabel(t.amount).fill("200");
    await payment().getByLabel(t.method).selectOption({ label: t.terminal });
    await payment().getByLabel(t.reference).fill("AUTH 778812");
    await submit(desk, payment(), t.pay, t.paid);

    // A credit note of 20 $ before taxes (the form opens from its summary, with or without JavaScript).
    await desk.getByText(t.creditForm(number), { exact: true }).click();
    const credit = desk.getByRole("form", { name: t.creditForm(number) });
    await credit.getByLabel(t.creditAmount).fill("20");
    await credit.getByLabel(t.reason).fill("Nettoyage en partie offert");
    const creditText = await submit(desk, credit, t.issueCredit, t.credited);
    const creditNumber = t.credited.exec(creditText)![1]!;
    const creditPdf = await counter.request.get((await desk.getByRole("link", { name: t.pdfLink(creditNumber) }).getAttribute("href"))!);
    const creditPdfText = (await pdfText(await creditPdf.body())).text;
    for (const words of [...t.creditWords(number), creditNumber]) expect(creditPdfText).toContain(words);

    // 200 $ of the deposit toward the invoice, the other 300 $ given back in cash.
    const apply = desk.getByRole("form", { name: t.applyForm(number) });
    await apply.getByLabel(t.applyAmount).fill("200");
    await submit(desk, apply, t.apply, t.applied);
    const refund = desk.getByRole("form", { name: t.refundForm });
    await refund.getByLabel(t.refundAmount).fill("300");
    await refund.getByLabel(t.refundMethod).selectOption({ label: t.cash });
    await refund.getByLabel(t.reason).fill("Reste du dépôt, équipement rendu / rest of the deposit");
    await submit(desk, refund, t.refund, t.refunded);

    // The rest by transfer: a cent more than the balance is refused beside the amount, what was typed kept.
    await payment().getByLabel(t.amount).fill(t.tooMuch);
    await payment().getByLabel(t.method).selectOption({ label: t.transfer });
    await payment().getByLabel(t.reference).fill("Virement 5521");
    await payment().getByRole("button", { name: t.pay }).click();
    await expect(payment().getByRole("alert").filter({ hasText: t.overBalance })).toBeVisible();
    await expect(payment().getByLabel(t.amount)).toHaveValue(t.tooMuch);
    await payment().getByLabel(t.amount).fill(t.transferAmount);
    await payment().getByLabel(t.method).selectOption({ label: t.transfer });
    await submit(desk, payment(), t.pay, t.paid);
    await expect(desk.getByText(t.settled, { exact: true })).toBeVisible();
    await expect(payment()).toHaveCount(0);

    const ledger = desk.getByRole("region", { name: t.ledger });
    for (const kind of t.ledgerKinds) await expect(ledger.getByRole("cell", { name: kind, exact: true }).first()).toBeVisible();
    await expect(ledger.getByRole("cell", { name: t.ledgerKinds[2], exact: true })).toHaveCount(2);
    await expectNoRawKeys(desk);
    if (javaScriptEnabled) await expectNoSeriousA11yViolations(desk);
    if (counter !== staff) await counter.close();
    await staff.close();
  });
}
