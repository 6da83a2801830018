/**
 * Dates drive the price, as a customer meets them: dates picked on the product
 * page give the price for those dates with its weeks and days and the availability; "Add to
 * quote" carries them to /quote, where the same breakdown, the delivery estimate for a postal
 * code and the availability warning show; the request sent is e-mailed (rendered from what
 * was stored, in the same transaction) with those figures. French and English, with and
 * without JavaScript, and at 390 px without sideways scroll.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { addDays, dayOfWeek } from "../../app/domain/rental/rental-dates.ts";
import { formatDateRange } from "../../app/i18n/format-dates.ts";
import { mailTo } from "./mail.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations, seedCookieChoice, waitForHydration } from "./support.ts";

const STAFF = "soumissions@location-rive-sud.example";
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

function todayInQuebec(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/**
 * Nine days from a Monday: an opening day well past the 24 h notice, whatever day the test
 * runs. Weeks apart per language, so that the tests running side by side never share dates.
 */
function nineDays(weeksAhead: number): { start: string; end: string } {
  let start = addDays(todayInQuebec(), weeksAhead * 7);
  while (dayOfWeek(start) !== "Monday") start = addDays(start, 1);
  return { start, end: addDays(start, 8) };
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

const TEXT = {
  fr: {
    prefix: "",
    dates: "Vos dates de location",
    start: "Début",
    end: "Fin",
    forDays: "Prix pour 9 jours",
    perUnit: "1 925 $ par unité",
    breakdown: "1 sem. + 2 j",
    rates: "350 $ / jour · 1 225 $ / semaine",
    available: (range: string) => `1 disponible ${range}`,
    only: (range: string) => `Seulement 1 disponible ${range}`,
    quantity: "Quantité",
    total: "Total pour 2 unités",
    totalValue: "3 850 $",
    add: "Ajouter à la soumission",
    items: "Articles sélectionnés",
    lineRange: (range: string) => `Location ${range} (9 jours)`,
    lineDated: "1 sem. + 2 j : 2 × 1 925,00 $",
    startField: "Date de début",
    endField: "Date de fin",
    summary: "Résumé",
    deliveryNote: "estimation, confirmée dans la soumission",
    grandTotal: "4 771,46 $",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Courriel",
    phone: "Téléphone",
    site: "Lieu de livraison",
    address: "Adresse de livraison",
    city: "Ville",
    postalCode: "Code postal",
    privacy: /politique de confidentialité/,
    terms: /conditions de location/,
    send: "Envoyer la demande",
    sent: "Demande envoyée!",
    customerLines: (range: string) => [
      `2 × 1 925,00 $ (1 sem. + 2 j, ${range}) = 3 850,00 $`,
      "Tarifs : 350,00 $ / jour · 1 225,00 $ / semaine",
      "Livraison (estimation, confirmée dans la soumission) : 300,00 $",
      "Sous-total : 4 150,00 $",
      "TPS (5 %) : 207,50 $",
      "TVQ (9,975 %) : 413,96 $",
      "Total estimé : 4 771,46 $",
    ],
  },
  en: {
    prefix: "/en",
    dates: "Your rental dates",
    start: "Start",
    end: "End",
    forDays: "Price for 9 days",
    perUnit: "$1,925 per unit",
    breakdown: "1 wk + 2 d",
    rates: "$350 / day · $1,225 / week",
    available: (range: string) => `1 available ${range}`,
    only: (range: string) => `Only 1 available ${range}`,
    quantity: "Quantity",
    total: "Total for 2 units",
    totalValue: "$3,850",
    add: "Add to quote",
    items: "Selected items",
    lineRange: (range: string) => `Rental ${range} (9 days)`,
    lineDated: "1 wk + 2 d: 2 × $1,925.00",
    startField: "Start date",
    endField: "End date",
    summary: "Summary",
    deliveryNote: "estimate, confirmed in the quote",
    grandTotal: "$4,771.46",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    site: "Delivery site",
    address: "Delivery address",
    city: "City",
    postalCode: "Postal code",
    privacy: /privacy policy/,
    terms: /rental terms/,
    send: "Send the request",
    sent: "Request sent!",
    customerLines: (range: string) => [
      `2 × $1,925.00 (1 wk + 2 d, ${range}) = $3,850.00`,
      "Rates: $350.00 / day · $1,225.00 / week",
      "Delivery (estimate, confirmed in the quote): $300.00",
      "Subtotal: $4,150.00",
      "GST (5%): $207.50",
      "QST (9.975%): $413.96",
      "Estimated total: $4,771.46",
    ],
  },
} as const;

for (const [lang, t, weeksAhead] of [
  ["fr", TEXT.fr, 6],
  ["en", TEXT.en, 9],
] as const) {
  test(`${lang}: dates picked on the product page price the request, with the delivery estimate, through to the e-mails`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await seedCookieChoice(context);
    const { start, end } = nineDays(weeksAhead);
    const range = formatDateRange(lang, start, end);

    // The product page: the dates, typed after hydration; the page updates in place.
    await page.goto(`${t.prefix}/product/1`);
    await waitForHydration(page);
    const dates = page.getByRole("form", { name: t.dates });
    await dates.getByLabel(t.start).click();
    await dates.getByLabel(t.start).fill(start);
    await dates.getByLabel(t.end).click();
    await dates.getByLabel(t.end).fill(end);
    const price = page.getByTestId("dated-price");
    await expect(price).toContainText(t.forDays);
    expect(plain(await price.textContent())).toContain(t.perUnit);
    await expect(price).toContainText(t.breakdown);
    expect(plain(await price.textContent())).toContain(t.rates);
    // The availability comes from the server for those dates (one unit in the fleet).
    await expect(page).toHaveURL(new RegExp(`\\?start=${start}&end=${end}$`));
    await expect(page.getByText(t.available(range))).toBeVisible();

    // Two units: the total follows, and the page says only one is free.
    await page.getByRole("spinbutton", { name: t.quantity }).fill("2");
    await expect(page.getByText(t.total)).toBeVisible();
    await expect.poll(async () => plain(await page.getByTestId("product-total").textContent())).toBe(t.totalValue);
    await expect(page.getByText(t.only(range))).toBeVisible();
    await expectNoRawKeys(page);
    await page.getByRole("button", { name: t.add }).click();

    // /quote: the same breakdown, the dates as the project's, the warning.
    await page.waitForURL(new RegExp(`${t.prefix}/quote$`));
    const line = page.getByRole("region", { name: t.items }).getByRole("listitem").filter({ hasText: "PG 820" });
    await expect(line).toContainText(t.lineRange(range));
    expect(plain(await line.textContent())).toContain(t.lineDated);
    await expect(line.getByText(t.only(range))).toBeVisible();
    await expect(page.getByLabel(t.startField)).toHaveValue(start);
    await expect(page.getByLabel(t.endField)).toHaveValue(end);

    const email = uniqueEmail(`dates-${lang}`);
    await page.getByLabel(t.firstName).fill("Gabrielle");
    await page.getByRole("textbox", { name: t.lastName, exact: true }).fill("Roy");
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.phone).fill("450-555-0188");
    const site = page.getByRole("region", { name: t.site });
    await site.getByLabel(t.address).fill("300, rue Saint-Charles");
    await site.getByLabel(t.city).fill("Longueuil");
    await site.getByLabel(t.postalCode).fill("J4H 1C9");
    // Delivery and pickup to J4H, about 19 km by road: 2 trips × 150 $, an estimate, taxed.
    // 3 850 + 300 = 4 150; TPS 207,50; TVQ 413,96 (413,9625); total 4 771,46.
    const summary = page.getByRole("region", { name: t.summary }).last();
    await expect.poll(async () => plain(await summary.textContent())).toContain(t.grandTotal);
    await expect(summary).toContainText(t.deliveryNote);
    await page.getByRole("checkbox", { name: t.privacy }).check();
    await page.getByRole("checkbox", { name: t.terms }).check();
    await page.getByRole("button", { name: t.send }).click();
    const sent = page.getByRole("status").filter({ hasText: t.sent });
    await expect(sent).toBeVisible();
    const reference = /S-\d{4}-\d{6}/.exec((await sent.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();

    // What was stored, as both e-mails show it: the customer's in the page's language, staff's in French.
    const customer = await mailTo(email, reference!);
    for (const text of t.customerLines(range)) expect(customer.text).toContain(text);
    const staff = await mailTo(STAFF, reference!);
    for (const text of TEXT.fr.customerLines(formatDateRange("fr", start, end))) expect(staff.text).toContain(text);
    expect(staff.text).toContain("Estimation : 2 trajets de 19 km de route depuis le dépôt, 300,00 $ avant taxes.");
  });
}

// Dates typed before the page's date rules arrived (a fast typist, a slow network) were priced but
// never sent: the availability never came (CI caught it once, in rental-loop.spec.ts).
test("dates typed before the date rules arrive are sent when they do: the availability comes", async ({ page, context }) => {
  await seedCookieChoice(context);
  const { start, end } = nineDays(21);
  const range = formatDateRange("fr", start, end);
  let releaseRules = () => {};
  const rulesHeld = new Promise<void>((resolve) => (releaseRules = resolve));
  let rulesAsked = false;
  await page.route("**/assets/rental-rules-*.js", async (route) => {
    rulesAsked = true;
    await rulesHeld;
    await route.continue();
  });
  await page.goto("/product/1");
  await waitForHydration(page);
  const dates = page.getByRole("form", { name: TEXT.fr.dates });
  await dates.getByLabel(TEXT.fr.start).fill(start);
  await dates.getByLabel(TEXT.fr.end).fill(end);
  await expect.poll(() => rulesAsked).toBe(true);
  // Both dates are in while the rules are still on their way: nothing is sent yet.
  expect(page.url()).not.toContain("start=");
  releaseRules();
  await expect(page).toHaveURL(new RegExp(`\\?start=${start}&end=${end}$`));
  await expect(page.getByText(TEXT.fr.available(range))).toBeVisible();
  await expect(page.getByTestId("dated-price")).toContainText(TEXT.fr.forDays);
});

test("fr: a line with its own dates is priced for them; a closed day is refused on the line", async ({ page, context }) => {
  await seedCookieChoice(context);
  const project = nineDays(12);
  await context.addInitScript((dates) => {
    if (sessionStorage.getItem("cart-set")) return;
    localStorage.setItem("quote-cart", JSON.stringify([{ id: 11, quantity: 1, period: "day" }]));
    localStorage.setItem("quote-dates", JSON.stringify(dates));
    sessionStorage.setItem("cart-set", "1");
  }, project);
  await page.goto("/quote");
  await waitForHydration(page);
  const line = page.getByRole("region", { name: "Articles sélectionnés" }).getByRole("listitem").filter({ hasText: "BG-250" });
  // The project's 9 days of a daily-only grinder: 9 × 95 $.
  expect(plain(await line.textContent())).toContain("9 j : 1 × 855,00 $");
  await line.getByRole("checkbox", { name: "Dates différentes pour cet article" }).check();
  const own = line.getByRole("group", { name: "Dates de location de Meuleuse à béton Blastrac BG-250" });
  await own.getByLabel("Fin").fill(addDays(project.start, 1));
  await expect.poll(async () => plain(await line.textContent())).toContain("2 j : 1 × 190,00 $");
  await expect(line).toContainText(`Location ${formatDateRange("fr", project.start, addDays(project.start, 1))} (2 jours)`);

  // A Sunday start is refused on the line, with the form's other problems.
  await own.getByLabel("Début").fill(addDays(project.start, -1));
  await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await page.getByRole("checkbox", { name: /conditions de location/ }).check();
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(own.getByText("Nous sommes fermés ce jour-là")).toBeVisible();
  await expect(page.getByText("Les dates d'un article sont à corriger")).toBeVisible();
});

test("without JavaScript the product page gives the price and the availability for the dates sent", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { start, end } = nineDays(15);
  await page.goto("/en/product/2");
  const dates = page.getByRole("form", { name: "Your rental dates" });
  await dates.getByLabel("Start").fill(start);
  await dates.getByLabel("End").fill(end);
  await dates.getByRole("button", { name: "See price and availability" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/product/2\\?start=${start}&end=${end}$`));
  // 310 $/day, 1 085 $/week: 9 days = 1 week + 2 days = 1 705 $.
  const price = page.getByTestId("dated-price");
  expect(plain(await price.textContent())).toContain("$1,705 per unit");
  await expect(price).toContainText("1 wk + 2 d");
  await expect(page.getByText(`1 available ${formatDateRange("en", start, end)}`)).toBeVisible();
  // Dates the policy refuses: the reason, and no price.
  await page.goto(`/en/product/2?start=${addDays(start, -1)}&end=${end}`);
  await expect(page.getByText("We are closed that day")).toBeVisible();
  await expect(page.getByTestId("dated-price")).toHaveCount(0);
  await context.close();
});

test("at 390 px, the product page and /quote with dates never scroll sideways, and pass WCAG 2.2 AA", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedCookieChoice(context);
  const { start, end } = nineDays(18);
  await context.addInitScript(
    (dates) => {
      if (sessionStorage.getItem("cart-set")) return;
      const own = { startDate: dates.start, endDate: dates.start };
      localStorage.setItem(
        "quote-cart",
        JSON.stringify([
          { id: 1, quantity: 2, period: "day" },
          { id: 8, quantity: 10, period: "fixed" },
          { id: 11, quantity: 1, period: "day", ...own },
        ]),
      );
      localStorage.setItem("quote-dates", JSON.stringify(dates));
      sessionStorage.setItem("cart-set", "1");
    },
    { start, end },
  );
  await page.goto(`/product/1?start=${start}&end=${end}`);
  await expect(page.getByTestId("dated-price")).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  for (const path of ["/quote", "/en/quote"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page
      .getByRole("textbox", { name: /^(Code postal|Postal code)/ })
      .last()
      .fill("J4H 1C9");
    await expect(page.getByRole("region", { name: /^(Résumé|Summary)$/ }).first()).toContainText(/estimation|estimate/);
    // The line with its own dates shows them open.
    await expect(page.getByRole("group", { name: /BG-250/ })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  }
});
