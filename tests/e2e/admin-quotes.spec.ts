/**
 * The staff side of the quote loop in real Chromium: a customer sends a quote
 * request; staff open it, change a price with its reason, set the delivery fee, add diamond
 * discs, save the draft and send the quote, and the customer's e-mail arrives (the test SMTP
 * server) with the private link; staff record the customer's acceptance given by phone, and the
 * product's calendar shows the reservation; staff block a unit for maintenance. In French with
 * JavaScript; in English without it (every button a plain form post). The editor and the
 * calendar are photographed at 390 and 1280 px in both languages (test-results/<port>/screens).
 */
import { expect, test, type Page } from "./fixtures.ts";
import { newContext, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { waitForMails } from "./mail.ts";
import { daysAfter, quebecDateIn, rentalDatesIn, sendQuoteRequest } from "./quote-requests.ts";
import { expectHeadingOutline, expectNoRawKeys, expectNoSeriousA11yViolations, toast, waitForHydration } from "./support.ts";

const PORT = Number(process.env.E2E_PORT ?? 3107);
const SCREENS = `test-results/${PORT}/screens`;

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** The page as a person sees it, at a phone's and a desktop's width; no sideways scroll, nothing unreadable for axe. */
async function photograph(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    // What sticks out, if anything: named in the failure.
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((element) => {
          if (element.getBoundingClientRect().right <= window.innerWidth + 1 || element.closest(".sr-only")) return false;
          // Inside a box that scrolls or clips sideways (the back office's tabs), it moves nothing.
          for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== "visible") return false;
          }
          return true;
        })
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
    );
    expect(wider, `${name} at ${width} px scrolls sideways`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Toasts close by themselves; axe counts the toast list's own markup, so it runs without them. */
async function dismissToasts(page: Page) {
  const close = page.locator("ol[aria-live] button");
  while ((await close.count()) > 0) await close.first().click();
}

test.describe.configure({ mode: "serial" });

test("staff price and send a quote in French; the e-mail brings the link; an acceptance by phone reserves the unit; a unit is blocked on the calendar", async ({ browser }) => {
  test.setTimeout(240_000);
  // A compressor (175 $/day, 612,50 $/week, one unit) for 9 days: 1 week + 2 days = 962,50 $.
  const [start, end] = rentalDatesIn(20, 9);
  const email = uniqueEmail("soumission");
  const reference = await sendQuoteRequest({ email, productId: 27, quantity: 1, start, end });

  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  await signInAsStaff(context);
  const page = await context.newPage();
  await page.goto(`/admin?request=${reference}`);
  const detail = page.getByRole("complementary", { name: `Demande ${reference}` });
  await expect(detail.getByText("Aucune soumission envoyée.")).toBeVisible();
  // The status control offers only what staff set by hand.
  await expect(detail.getByRole("button", { name: /Soumission envoyée|Réservée/ })).toHaveCount(0);
  await detail.getByRole("link", { name: "Préparer la soumission" }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Soumission ${reference}` })).toBeVisible();
  await waitForHydration(page);
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Compresseur/ }) });
  const price = line.getByLabel("Prix d'une unité pour la durée ($)");
  await expect(price).toHaveValue("962,50");
  expect(plain(await line.textContent())).toContain("Catalogue : 962,50 $ (1 sem. + 2 j).");
  await expect(line.getByText(/^Disponible : 1 unité libre sur 1 pendant toute la période/)).toBeVisible();

  // One day more: the catalogue's price follows the dates (1 week + 3 days), live.
  await line.getByLabel("Fin").fill(daysAfter(end, 1));
  await expect(price).toHaveValue("1137,50");
  await line.getByLabel("Fin").fill(end);
  await expect(price).toHaveValue("962,50");

  // A price of staff's own needs its reason.
  await price.fill("900");
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(line.getByText("Indiquez la raison du changement de prix")).toBeVisible();
  await expect(toast(page, "Corrigez les champs signalés.")).toBeVisible();
  await line.getByLabel("Raison du changement de prix").fill("Client régulier");
  await page.getByLabel("Frais de livraison ($)").fill("325");
  // The figures follow what is typed, before anything is saved.
  const summary = page.getByRole("region", { name: "Sommaire" });
  await expect.poll(async () => plain(await summary.textContent())).toMatch(/Articles\s*900,00 \$Options et services\s*0,00 \$Livraison\s*325,00 \$/);
  await expect(summary.getByText("Modifications non enregistrées.")).toBeVisible();
  await page.getByRole("button", { name: /^Disques diamantés/ }).click();
  const discs = page.getByRole("textbox", { name: "Disques diamantés", exact: true });
  await expect(discs).toBeFocused();
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(toast(page, "Brouillon enregistré")).toBeVisible();

  // Stored as typed: 900 + 39 + 325 = 1 264 $; TPS 63,20; TVQ 126,08; total 1 453,28 $.
  await page.reload();
  await expect(price).toHaveValue("900,00");
  await expect(line.getByLabel("Raison du changement de prix")).toHaveValue("Client régulier");
  await expect(page.getByLabel("Frais de livraison ($)")).toHaveValue("325,00");
  expect(plain(await summary.textContent())).toMatch(/Sous-total\s*1 264,00 \$/);
  expect(plain(await summary.textContent())).toMatch(/TPS \(5 %\)\s*63,20 \$/);
  expect(plain(await summary.textContent())).toMatch(/TVQ \(9,975 %\)\s*126,08 \$/);
  expect(plain(await summary.textContent())).toMatch(/Total\s*1 453,28 \$/);
  await expectNoRawKeys(page);
  await expectHeadingOutline(page);
  await dismissToasts(page);
  // From the top: scrolled, fields pass under the sticky header, which axe's target-size rule counts.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await photograph(page, "editor-fr");

  await page.getByRole("button", { name: "Envoyer la soumission" }).click();
  await expect(toast(page, "Soumission envoyée (version 1)")).toBeVisible();
  const versions = page.getByRole("region", { name: "Versions envoyées" });
  await expect(versions.getByRole("listitem")).toHaveCount(1);
  await expect(versions.getByRole("listitem")).toContainText("Version 1 (celle que voit le client)");
  const customerView = await versions.getByRole("link", { name: /Voir la page du client/ }).getAttribute("href");
  expect(customerView).toMatch(/^\/quotes\/[\w-]{40,}$/);

  // The customer's e-mail, with the private link.
  const [mail] = await waitForMails((m) => m.to.includes(email.toLowerCase()) && m.text.includes(`/quotes/`), 1, 30_000);
  expect(mail!.text).toContain(customerView!);

  // The dashboard: the quote sent, then an acceptance given by phone.
  await page.goto(`/admin?request=${reference}`);
  await expect(detail.getByRole("button", { name: "Soumission envoyée (statut actuel)" })).toBeDisabled();
  await expect(detail.getByRole("link", { name: "Nouvelle version" })).toBeVisible();
  await detail.getByLabel("Nom complet du client").fill("Jean Tremblay");
  await detail.getByRole("checkbox", { name: /Le client accepte les conditions de location/ }).check();
  await detail.getByRole("button", { name: "Enregistrer l'acceptation" }).click();
  await expect(toast(page, "Acceptation enregistrée : les unités sont réservées")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Réservée (statut actuel)" })).toBeDisabled();
  await expect(detail.getByText(/Acceptée · Version 1/)).toBeVisible();
  await expect(detail.getByText("Sophie Gagnon (personnel)")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Annuler la réservation" })).toBeVisible();
  const history = detail.getByRole("list").filter({ hasText: "Demande reçue" });
  await expect(history.getByRole("listitem").first()).toContainText("Statut changé de « Soumission envoyée » à « Réservée »");
  await dismissToasts(page);
  // From the top: scrolled, the filters pass under the sticky header (axe's target-size rule).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await photograph(page, "request-reserved-fr");

  // The compressor's calendar shows who holds the unit.
  await page.goto(`/admin/products/27/calendar?month=${start.slice(0, 7)}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Calendrier : / })).toBeVisible();
  const held = page
    .getByRole("table")
    .getByRole("link", { name: new RegExp(`${reference} \\(1 unité\\)`) })
    .first();
  await expect(held).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/calendar-reserved-fr-1280.png`, fullPage: true });
  await held.click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?request=${reference}$`));

  // A unit of another product blocked for maintenance; the same unit twice is refused.
  const [blockStart, blockEnd] = [quebecDateIn(3), quebecDateIn(5)];
  await page.goto("/admin/products/28");
  await page.getByRole("link", { name: "Calendrier" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Calendrier : / })).toBeVisible();
  const addBlock = page.getByRole("region", { name: "Bloquer des unités" });
  for (let round = 0; round < 2; round++) {
    await addBlock.getByLabel("Unités").fill("1");
    await addBlock.getByLabel("Du").fill(blockStart);
    await addBlock.getByLabel("Au").fill(blockEnd);
    await addBlock.getByLabel("Raison").fill("Changement des courroies");
    await addBlock.getByRole("button", { name: "Bloquer" }).click();
    if (round === 0) {
      await expect(toast(page, "Unités bloquées")).toBeVisible();
      // A stored block gives an empty form (a new one): fill the next only once it is there.
      await expect(addBlock.getByLabel("Raison")).toHaveValue("");
    }
  }
  await expect(addBlock.getByRole("alert")).toContainText("Pas assez d'unités libres ces jours-là (réservées ou déjà bloquées) : aucune unité libre sur toute la période.");
  const blocks = page.getByRole("region", { name: "Blocs d'entretien" });
  await expect(blocks.getByRole("listitem")).toHaveCount(1);
  await expect(blocks).toContainText("Changement des courroies");
  await page.goto(`/admin/products/28/calendar?month=${blockStart.slice(0, 7)}`);
  await expect(page.getByRole("table").getByText("Bloquée : Changement des courroies (1 unité)").first()).toBeVisible();
  await expectNoRawKeys(page);
  await expectHeadingOutline(page);
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await photograph(page, "calendar-fr");
  await context.close();
});

test("in English and without JavaScript: recalculate, add an option, save and send with plain form posts", async ({ browser }) => {
  test.setTimeout(180_000);
  // A transformer (185 $/day, 647,50 $/week) for 3 days.
  const [start, end] = rentalDatesIn(24, 3);
  const email = uniqueEmail("quote");
  const reference = await sendQuoteRequest({ email, lang: "en", productId: 26, quantity: 1, start, end, firstName: "John" });

  const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  await signInAsStaff(context);
  const page = await context.newPage();
  await page.goto(`/en/admin?request=${reference}`);
  await page
    .getByRole("complementary", { name: `Request ${reference}` })
    .getByRole("link", { name: "Prepare the quote" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Quote ${reference}` })).toBeVisible();
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /transformer/i }) });
  const price = line.getByLabel("Price of one unit for the duration ($)");
  await expect(price).toHaveValue("555.00");

  // A week instead of 3 days: the button recalculates (nothing saved).
  await line.getByLabel("End").fill(daysAfter(start, 6));
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(price).toHaveValue("647.50");
  await expect(page.getByText("Changes not saved.")).toBeVisible();
  await page.getByRole("button", { name: /^Pump operator/ }).click();
  const hours = page.getByLabel("Hours");
  await expect(hours).toHaveValue("1");
  await hours.fill("4");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" }).first()).toBeVisible();
  await expect(page.getByLabel("Hourly rate ($)")).toHaveValue("100.00");
  await expect(hours).toHaveValue("4");
  await expectNoRawKeys(page);
  await photograph(page, "editor-en");

  await page.getByRole("button", { name: "Send the quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote sent (version 1)" })).toBeVisible();
  const [mail] = await waitForMails((m) => m.to.includes(email.toLowerCase()) && m.text.includes("/quotes/"), 1, 30_000);
  expect(mail!.text).toMatch(/\/en\/quotes\/[\w-]{40,}/);

  await page.goto(`/en/admin/products/26/calendar?month=${start.slice(0, 7)}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Calendar: / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Next month" })).toBeVisible();
  await expectNoRawKeys(page);
  await photograph(page, "calendar-en");
  await context.close();
});
