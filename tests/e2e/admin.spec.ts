/**
 * The staff dashboard in a real browser against the real server: who may
 * reach it, live arrival of a request, status changes
 * with history, the customer's badge and e-mail, the CSV export and the
 * retry of a failed e-mail. E-mails are read from the test SMTP server's
 * MAIL_DIR; it refuses recipients at @rejected.example (tests/e2e/global-setup.ts),
 * which makes an e-mail fail for real.
 */
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "./fixtures.ts";
import { BASE_URL } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";
import { clientAddress, newContext, ORIGIN, signInAsCustomer, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { waitForMails } from "./mail.ts";
import { quebecDateIn, rentalDatesIn, sendQuoteRequest } from "./quote-requests.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations, waitForHydration } from "./support.ts";

function toast(page: Page, text: string | RegExp) {
  return page.locator("ol[aria-live] [role=status], ol[aria-live] [role=alert]").filter({ hasText: text });
}

/** Toasts close by themselves after 6 s. */
async function toastsGone(page: Page) {
  await expect(page.locator("ol[aria-live] [role=status], ol[aria-live] [role=alert]")).toHaveCount(0, { timeout: 15_000 });
}

/* ------------------------------------------------------------ requests */

/** A contact message sent by a visitor (plain form post from its own address); answers its reference. */
async function contactMessage(email: string, name = "Gaétan Lévesque"): Promise<string> {
  const answer = await postForm(
    `${BASE_URL}/contact`,
    { name, email, phone: "450 555-0123", subject: "rental", message: "Bonjour, la meuleuse est-elle disponible samedi?", privacyAccepted: "on" },
    { headers: ORIGIN, localAddress: clientAddress() },
  );
  expect(answer.status, "contact message").toBe(200);
  const reference = /C-\d{4}-\d{6}/.exec(answer.body)?.[0];
  expect(reference, "reference of the contact message").toBeTruthy();
  return reference!;
}

/** The internal id of a request, as the dashboard's status form carries it. */
async function requestId(staff: Page, reference: string): Promise<string> {
  await staff.goto(`/admin?request=${reference}`);
  const id = await staff.getByRole("complementary").locator("input[name=id]").first().getAttribute("value");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

/** The id of the (latest) e-mail to `address`, from its anchor in the outbox view. */
async function emailIdTo(staff: Page, address: string): Promise<string | undefined> {
  const anchor = await staff.getByRole("listitem").filter({ hasText: address }).first().getAttribute("id");
  return anchor?.replace(/^email-/, "");
}

/** Waits until the outbox view shows a failed e-mail to `address`; answers its id. */
async function failedEmailTo(staff: Page, address: string): Promise<string> {
  const row = staff.getByRole("listitem").filter({ hasText: address });
  await expect
    .poll(
      async () => {
        await staff.goto("/admin?view=outbox");
        return row.getByRole("button", { name: /Réessayer/ }).count();
      },
      { timeout: 45_000, intervals: [1000, 2000, 3000], message: `the e-mail to ${address} should fail (the test SMTP server must refuse @rejected.example)` },
    )
    .toBe(1);
  return (await row.locator("input[name=id]").getAttribute("value"))!;
}

/* ------------------------------------------------------------ tests */

test("only staff reach the dashboard and its actions; a visitor's or a customer's attempt changes nothing", async ({ browser }) => {
  test.setTimeout(180_000);
  const staffContext = await newContext(browser);
  const customerContext = await newContext(browser);
  const visitorContext = await newContext(browser);
  await signInAsStaff(staffContext);
  await signInAsCustomer(customerContext, "matrix");
  const staff = await staffContext.newPage();

  const customerEmail = uniqueEmail("cible");
  const reference = await contactMessage(customerEmail);
  const id = await requestId(staff, reference);
  // The e-mail acknowledging the message (sent): what a retry would touch.
  const mailRow = staff.getByRole("listitem").filter({ hasText: customerEmail });
  await expect
    .poll(
      async () => {
        await staff.goto("/admin?view=outbox");
        return mailRow.getByText("Envoyé", { exact: true }).count();
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(1);
  const emailId = (await emailIdTo(staff, customerEmail))!;

  const since = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
  const attempts = (request: APIRequestContext) => ({
    "GET /admin": () => request.get(`${BASE_URL}/admin`, { maxRedirects: 0 }),
    "GET /en/admin": () => request.get(`${BASE_URL}/en/admin`, { maxRedirects: 0 }),
    "GET /admin?view=outbox": () => request.get(`${BASE_URL}/admin?view=outbox`, { maxRedirects: 0 }),
    "GET /admin/export.csv": () => request.get(`${BASE_URL}/admin/export.csv`, { maxRedirects: 0 }),
    "GET /admin/updates": () => request.get(`${BASE_URL}/admin/updates?since=${since}`, { maxRedirects: 0 }),
    "POST status": () => request.post(`${BASE_URL}/admin?request=${reference}`, { form: { intent: "status", id, status: "completed" }, headers: { Origin: BASE_URL }, maxRedirects: 0 }),
    "POST retry": () => request.post(`${BASE_URL}/admin?view=outbox`, { form: { intent: "retry-email", id: emailId }, headers: { Origin: BASE_URL }, maxRedirects: 0 }),
  });

  for (const [role, context, home] of [
    ["visitor", visitorContext, "/?login=1"],
    ["customer", customerContext, "/"],
  ] as const) {
    for (const [what, attempt] of Object.entries(attempts(context.request))) {
      const answer = await attempt();
      const expected = what === "GET /en/admin" ? (role === "visitor" ? "/en?login=1" : "/en") : home;
      expect(answer.status(), `${role}: ${what}`).toBe(302);
      expect(new URL(answer.headers().location ?? "", BASE_URL).pathname + new URL(answer.headers().location ?? "", BASE_URL).search, `${role}: ${what}`).toBe(expected);
      expect(await answer.text(), `${role}: ${what} reveals nothing`).not.toContain(reference);
    }
  }

  // Nothing changed: the request is still new with no history, the e-mail sent once and left alone.
  await staff.goto(`/admin?request=${reference}`);
  const detail = staff.getByRole("complementary", { name: `Demande ${reference}` });
  await expect(detail.getByRole("button", { name: "Nouveau (statut actuel)" })).toBeDisabled();
  await expect(detail.getByText("Aucun changement de statut pour l'instant.")).toBeVisible();
  await staff.goto("/admin?view=outbox");
  await expect(mailRow.getByText("Envoyé", { exact: true })).toBeVisible();
  await expect(mailRow.getByText("1", { exact: true })).toBeVisible();

  // Staff reach every one of them (the posts as a browser without JavaScript makes them). The
  // e-mail was sent, so the retry is refused for what it is, not for who asks; the retry of a
  // failed e-mail is the next test's.
  for (const [what, attempt] of Object.entries(attempts(staffContext.request))) {
    const answer = await attempt();
    if (what === "POST retry") {
      expect(answer.status(), `staff: ${what}`).toBe(409);
      expect(await answer.text()).toMatch(/role="alert"[^>]*>Ce courriel n(&#x27;|')est plus en échec\.</);
      continue;
    }
    expect(answer.status(), `staff: ${what}`).toBe(200);
    // The page rendered after the post says what happened (the toast's text, in a status message).
    if (what === "POST status") expect(await answer.text()).toMatch(/role="status"[^>]*>Statut mis à jour</);
  }
  const csv = await attempts(staffContext.request)["GET /admin/export.csv"]();
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(reference);
  const updates = (await (await attempts(staffContext.request)["GET /admin/updates"]()).json()) as { created: { reference: string }[] };
  expect(updates.created.map((request) => request.reference)).toContain(reference);
  await staff.goto(`/admin?request=${reference}`);
  await expect(detail.getByRole("button", { name: "Terminé (statut actuel)" })).toBeDisabled();
  await expect(detail.getByText("par Sophie Gagnon")).toBeVisible();

  await Promise.all([staffContext.close(), customerContext.close(), visitorContext.close()]);
});

test("a new quote appears live; staff set it in progress then completed; the customer sees the badge and gets the e-mails", async ({ browser }) => {
  test.setTimeout(180_000);
  const staffContext = await newContext(browser);
  await signInAsStaff(staffContext);
  // The browser's notifications, observed: permission undecided until the button is used.
  await staffContext.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    let permission: NotificationPermission = "default";
    let asked = 0;
    class FakeNotification {
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      static get permission() {
        return permission;
      }
      static requestPermission() {
        asked++;
        permission = "granted";
        return Promise.resolve(permission);
      }
    }
    Object.defineProperty(window, "Notification", { value: FakeNotification, configurable: true });
    Object.defineProperty(window, "notificationsSeen", { get: () => ({ shown, asked }) });
  });
  const staff = await staffContext.newPage();
  await staff.goto("/admin");
  await expect(staff.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  const seen = () => staff.evaluate(() => (window as unknown as { notificationsSeen: { shown: { title: string; body?: string }[]; asked: number } }).notificationsSeen);
  // Never asked on load; the button asks, then gives way to the state.
  const enable = staff.getByRole("button", { name: "Activer les notifications" });
  await expect(enable).toBeVisible();
  expect((await seen()).asked).toBe(0);
  await enable.click();
  await expect(staff.getByText("Notifications activées")).toBeVisible();
  await expect(enable).toBeHidden();
  expect((await seen()).asked).toBe(1);
  const inProgressBefore = Number(
    (
      await staff
        .getByRole("link", { name: /^En cours/ })
        .first()
        .innerText()
    ).replace(/\D/g, ""),
  );

  // The customer sends a quote from their own browser while the dashboard stays open.
  const customerContext = await newContext(browser);
  const customer = await signInAsCustomer(customerContext);
  await customerContext.addInitScript(() => {
    if (!sessionStorage.getItem("cart-set")) {
      localStorage.setItem("quote-cart", JSON.stringify([{ id: 1, quantity: 2, period: "week", options: { transformerType: "transformer-industrial" } }]));
      sessionStorage.setItem("cart-set", "1");
    }
  });
  const shop = await customerContext.newPage();
  await shop.goto("/quote");
  await shop.getByLabel(/^Prénom/).fill(customer.firstName);
  await shop.getByRole("textbox", { name: "Nom", exact: true }).fill(customer.lastName);
  await shop.getByLabel(/^Courriel/).fill(customer.email);
  await shop.getByLabel(/^Téléphone/).fill("514 555-0199");
  await shop.getByRole("radio", { name: /je passe chercher/ }).check();
  await shop.getByLabel("Commentaires").fill("Entrée par la ruelle, côté garage");
  await shop.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await shop.getByRole("checkbox", { name: /conditions de location/ }).check();
  await shop.getByRole("button", { name: "Envoyer la demande" }).click();
  const sent = shop.getByRole("status").filter({ hasText: "Demande envoyée!" });
  await expect(sent).toBeVisible();
  const reference = /S-\d{4}-\d{6}/.exec(await sent.innerText())?.[0];
  expect(reference).toBeTruthy();

  // Live, without a reload: the row, a toast and one browser notification.
  const row = staff.getByRole("link", { name: new RegExp(reference!) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  // (A status change elsewhere can reload the list a moment before the check that announces the request.)
  await expect(toast(staff, new RegExp(`\\d+ nouvelles? demandes? reçues?.*${reference}`))).toBeVisible({ timeout: 12_000 });
  expect((await seen()).shown).toContainEqual({ title: `Nouvelle demande ${reference}`, body: "Soumission de Éloïse Bérubé" });

  // Opened from the keyboard: the detail's title takes the focus.
  await row.focus();
  await staff.keyboard.press("Enter");
  await expect(staff).toHaveURL(new RegExp(`request=${reference}`));
  const detail = staff.getByRole("complementary", { name: `Demande ${reference}` });
  await expect(detail.getByRole("heading", { name: `Demande ${reference}` })).toBeFocused();
  await expect(detail).toContainText("Meuleuse planétaire Husqvarna PG 820");
  await expect(detail).toContainText("+ Transformateur 600 V industriel");
  await expect(detail).toContainText("Entrée par la ruelle, côté garage");
  await expect(detail.getByRole("link", { name: "Répondre par courriel" })).toHaveAttribute("href", new RegExp(`^mailto:${customer.email}\\?subject=.*${reference}`));
  await expect(detail.getByRole("link", { name: "Appeler 514-555-0199" })).toHaveAttribute("href", "tel:+15145550199");

  // From the keyboard too: the pressed button keeps the focus once it is the current status.
  await detail.getByRole("button", { name: "Mettre le statut à « En cours »" }).focus();
  await staff.keyboard.press("Enter");
  await expect(toast(staff, "Statut mis à jour")).toBeVisible();
  await expect(detail.getByRole("button", { name: "En cours (statut actuel)" })).toBeDisabled();
  await expect(detail.getByRole("button", { name: "En cours (statut actuel)" })).toBeFocused();
  await expect(row).toContainText("En cours");
  await expect(staff.getByRole("link", { name: /^En cours/ }).first()).toContainText(String(inProgressBefore + 1));

  await detail.getByRole("button", { name: "Mettre le statut à « Terminé »" }).click();
  await expect(detail.getByRole("button", { name: "Terminé (statut actuel)" })).toBeDisabled();
  await expect(row).toContainText("Terminé");
  const history = detail.getByRole("list").filter({ hasText: "Demande reçue" });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").nth(0)).toContainText("Statut changé de « En cours » à « Terminé »");
  await expect(history.getByRole("listitem").nth(0)).toContainText("par Sophie Gagnon");
  await expect(history.getByRole("listitem").nth(1)).toContainText("Statut changé de « Nouveau » à « En cours »");
  await expect(history.getByRole("listitem").nth(1)).toContainText("par Sophie Gagnon");

  // The customer's /profile shows the new badge.
  await shop.goto("/profile");
  const mine = shop.getByRole("article", { name: reference! });
  await expect(mine.getByText("Complétée", { exact: true })).toBeVisible();

  // And the customer received both status e-mails, in the language of the request.
  const mails = await waitForMails((m) => m.to.includes(customer.email.toLowerCase()) && m.subject.includes(reference!) && /est (en cours de traitement|complétée)/.test(m.subject), 2);
  expect(mails.map((m) => m.subject).sort()).toEqual(
    [`Votre demande de soumission ${reference} est complétée – Location Rive-Sud`, `Votre demande de soumission ${reference} est en cours de traitement – Location Rive-Sud`].sort(),
  );
  expect(mails[0]!.text).toContain("Bonjour Éloïse,");

  await expectNoRawKeys(staff);
  // Checked once the toasts are gone: their <li role="status"> inside an <ol> is the toast
  // component's own axe "list" finding, not the dashboard's.
  await toastsGone(staff);
  // From the top of the page: scrolled, the filters pass under the sticky header, which axe's
  // target-size rule counts as overlapping controls (nobody can click there anyway).
  await staff.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(staff);
  await Promise.all([staffContext.close(), customerContext.close()]);
});

test("CSV export of the filtered requests keeps French accents (UTF-8 with BOM) and neutralises formulas", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  await signInAsStaff(context);
  const name = "=Hélène Côté-Bérubé";
  const reference = await contactMessage(uniqueEmail("helene"), name);
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Recherche").fill("helene cote");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/q=helene\+cote/);
  await expect(page.getByRole("link", { name: new RegExp(reference) })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exporter en CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  const lines = text.slice(1).split("\r\n");
  expect(lines[0]).toMatch(/^"Référence";"Type";"Statut";"Date";"Nom";"Courriel"/);
  const line = lines.find((l) => l.includes(reference));
  expect(line).toBeDefined();
  // Accents intact, and the name typed as a formula is shown as text.
  expect(line).toContain(`"'=Hélène Côté-Bérubé"`);
  expect(line).toContain('"Message"');
  expect(line).toContain('"Nouveau"');
  await context.close();
});

test("a failed e-mail shows its error and can be sent again from the outbox view", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  await signInAsStaff(context);
  const page = await context.newPage();
  const address = uniqueEmail("retour", "rejected.example");
  const reference = await contactMessage(address);
  await failedEmailTo(page, address);

  const row = page.getByRole("listitem").filter({ hasText: address });
  await expect(row).toContainText("Message (client)");
  await expect(row).toContainText(reference);
  await expect(row).toContainText("Dernière erreur");
  await expect(row).toContainText(/550/);
  await expect(row.getByText("3", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: `Réessayer l'envoi du courriel à ${address}` }).click();
  await expect(toast(page, "Courriel remis en file d'envoi")).toBeVisible();
  // The worker tries once more (the server still refuses it): a fourth attempt is recorded.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await row.innerText()).replace(/\s+/g, " ");
      },
      { timeout: 30_000, intervals: [1000, 2000] },
    )
    .toMatch(/Échec.*Essais 4/);
  await context.close();
});

test("on a tablet, the selected request sits above the list, with 44 px targets; English works too", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser, { viewport: { width: 820, height: 1180 }, hasTouch: true });
  await signInAsStaff(context);
  const reference = await contactMessage(uniqueEmail("tablette"));
  const page = await context.newPage();
  await page.goto(`/admin?request=${reference}`);
  const detail = page.getByRole("complementary", { name: `Demande ${reference}` });
  const list = page.getByRole("region", { name: "Demandes", exact: true });
  const detailBox = (await detail.boundingBox())!;
  const listBox = (await list.boundingBox())!;
  expect(detailBox.y).toBeLessThan(listBox.y);
  expect(detailBox.width).toBeGreaterThan(700);
  for (const button of await detail.getByRole("button").all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await list.getByRole("link", { name: new RegExp(reference) }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await page.goto(`/en/admin?request=${reference}`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const english = page.getByRole("complementary", { name: `Request ${reference}` });
  await expect(english.getByRole("button", { name: "New (current status)" })).toBeDisabled();
  await expect(english.getByRole("link", { name: "Reply by email" })).toBeVisible();
  await expectNoRawKeys(page);
  await context.close();
});

test("the date filters show the page's format (AAAA-MM-JJ / YYYY-MM-DD), not the browser's", async ({ browser }) => {
  const context = await newContext(browser, { locale: "en-US" });
  await signInAsStaff(context);
  const staff = await context.newPage();
  for (const [path, from, format] of [
    ["/admin", "Du", "AAAA-MM-JJ"],
    ["/en/admin", "From", "YYYY-MM-DD"],
  ] as const) {
    await staff.goto(path);
    const field = staff.getByLabel(`${from} (${format})`);
    await expect(field).toHaveAttribute("placeholder", format);
    await field.fill("2026-11-01");
    await staff
      .getByRole("button", { name: /^(Filtrer|Filter)$/ })
      .first()
      .click();
    await expect(staff).toHaveURL(/from=2026-11-01/);
    await expect(staff.getByLabel(`${from} (${format})`)).toHaveValue("2026-11-01");
  }
  await context.close();
});

/* ------------------------------------------------------------ back office */

test("only staff reach the back office's areas and their actions; a visitor's or a customer's attempt changes nothing", async ({ browser }) => {
  test.setTimeout(180_000);
  const staffContext = await newContext(browser);
  const customerContext = await newContext(browser);
  const visitorContext = await newContext(browser);
  await signInAsStaff(staffContext);
  const customer = await signInAsCustomer(customerContext, "backoffice");
  const staff = await staffContext.newPage();

  // The customer's own page in the back office: what a forged grant would target.
  await staff.goto(`/admin/customers?q=${encodeURIComponent(customer.email)}`);
  await staff.getByRole("table").getByRole("row").filter({ hasText: customer.email }).getByRole("link").first().click();
  await expect(staff).toHaveURL(/\/admin\/customers\/[^/?]+$/);
  const customerPath = new URL(staff.url()).pathname;
  const settingsBefore = await (await staffContext.request.get(`${BASE_URL}/contact`)).text();
  const phoneBefore = /href="tel:([^"]+)"/.exec(settingsBefore)?.[1];
  expect(phoneBefore, "the business phone on the contact page").toBeTruthy();

  // A quote request: what the quote editor, the detail's quote acts and a product's calendar would change.
  const [start, end] = rentalDatesIn(40, 3);
  const quoteReference = await sendQuoteRequest({ email: uniqueEmail("walk"), productId: 29, quantity: 1, start, end });
  const quoteId = await requestId(staff, quoteReference);
  const quotePath = `/admin/requests/${quoteReference}/quote`;
  const quoteLine = { "lines[0].productId": "29", "lines[0].quantity": "1", "lines[0].startDate": start, "lines[0].endDate": end, "lines[0].unitPrice": "1", "lines[0].priceReason": "Pirate" };

  const pages = [
    "/admin/products",
    "/admin/products/new",
    "/admin/products/1",
    "/admin/products/1/photos",
    "/admin/customers",
    customerPath,
    "/admin/stats",
    "/admin/settings",
    quotePath,
    "/admin/products/29/calendar",
  ];
  const post = (request: APIRequestContext, path: string, form: Record<string, string>) => request.post(`${BASE_URL}${path}`, { form, headers: { Origin: BASE_URL }, maxRedirects: 0 });
  const attempts = (request: APIRequestContext) => ({
    ...Object.fromEntries(pages.flatMap((path) => [`GET ${path}`, `GET /en${path}`].map((what) => [what, () => request.get(`${BASE_URL}${what.slice(4)}`, { maxRedirects: 0 })]))),
    "POST product save": () => post(request, "/admin/products/1", { intent: "save", nameFr: "Meuleuse piratée", priceDay: "1" }),
    "POST product new": () => post(request, "/admin/products/new", { intent: "save", nameFr: "Outil fantôme", categoryPath: "meuleuses", priceDay: "1" }),
    "POST product archive": () => post(request, "/admin/products/1", { intent: "archive" }),
    "POST photo upload": () =>
      request.post(`${BASE_URL}/admin/products/1/photos`, {
        multipart: { intent: "upload", altFr: "Photo", altEn: "Photo", photo: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") } },
        headers: { Origin: BASE_URL },
        maxRedirects: 0,
      }),
    "POST photo remove": () => post(request, "/admin/products/1/photos", { intent: "remove", photoId: "00000000-0000-4000-8000-000000000000" }),
    "POST grant staff": () => post(request, customerPath, { intent: "grant-staff", confirm: "yes" }),
    "POST settings": () => post(request, "/admin/settings", { intent: "save-settings", phone: "514-555-0000" }),
    "POST quote preview": () => post(request, quotePath, { intent: "preview", ...quoteLine }),
    "POST quote save": () => post(request, quotePath, { intent: "save", ...quoteLine }),
    "POST quote send": () => post(request, quotePath, { intent: "send", ...quoteLine }),
    "POST quote accept by phone": () => post(request, `/admin?request=${quoteReference}`, { intent: "quote-accept", id: quoteId, version: "1", fullName: "Pirate", conditionsAccepted: "on" }),
    "POST quote extend": () => post(request, `/admin?request=${quoteReference}`, { intent: "quote-extend", id: quoteId, newEnd: quebecDateIn(60) }),
    "POST quote returned": () => post(request, `/admin?request=${quoteReference}`, { intent: "quote-returned", id: quoteId }),
    "POST quote cancel": () => post(request, `/admin?request=${quoteReference}`, { intent: "quote-cancel", id: quoteId, confirm: "on" }),
    "POST quote status": () => post(request, `/admin?request=${quoteReference}`, { intent: "status", id: quoteId, status: "quoted" }),
    "POST block": () => post(request, "/admin/products/29/calendar", { intent: "add-block", units: "1", start, end, reason: "Pirate" }),
    "POST block remove": () => post(request, "/admin/products/29/calendar", { intent: "remove-block", blockId: "1" }),
  });

  for (const [role, context] of [
    ["visitor", visitorContext],
    ["customer", customerContext],
  ] as const) {
    for (const [what, attempt] of Object.entries(attempts(context.request))) {
      const answer = await attempt();
      const english = what.startsWith("GET /en/");
      const expected = role === "visitor" ? (english ? "/en?login=1" : "/?login=1") : english ? "/en" : "/";
      expect(answer.status(), `${role}: ${what}`).toBe(302);
      const location = new URL(answer.headers().location ?? "", BASE_URL);
      expect(location.pathname + location.search, `${role}: ${what}`).toBe(expected);
      expect(await answer.text(), `${role}: ${what} reveals nothing`).not.toContain(customer.email);
    }
  }

  // Nothing changed: product 1 is still on the storefront under its name, the customer is not
  // staff, the business phone is the same.
  const product = await visitorContext.request.get(`${BASE_URL}/product/1`);
  expect(product.status()).toBe(200);
  const productHtml = await product.text();
  expect(productHtml).toContain("Husqvarna PG 820");
  expect(productHtml).not.toContain("piratée");
  expect((await customerContext.request.get(`${BASE_URL}/admin`, { maxRedirects: 0 })).status()).toBe(302);
  expect(/href="tel:([^"]+)"/.exec(await (await visitorContext.request.get(`${BASE_URL}/contact`)).text())?.[1]).toBe(phoneBefore);

  // Staff reach every page; their refused posts are refused for what they are (a 4xx with a
  // message), not for who asks.
  for (const [what, attempt] of Object.entries(attempts(staffContext.request))) {
    if (!what.startsWith("GET ")) continue;
    expect((await attempt()).status(), `staff: ${what}`).toBe(200);
  }
  const unknownProduct = await post(staffContext.request, "/admin/products/999999", { intent: "archive" });
  expect(unknownProduct.status(), "staff: archive of an unknown product").toBe(404);
  const badUpload = await attempts(staffContext.request)["POST photo upload"]!();
  expect(badUpload.status(), "staff: a file that is not a picture").toBe(415);
  const unconfirmedGrant = await post(staffContext.request, customerPath, { intent: "grant-staff" });
  expect(unconfirmedGrant.status(), "staff: a grant without its confirmation").toBe(400);

  // Nothing of the quote changed: no draft, no version, still new; no block on the calendar.
  await staff.goto(quotePath);
  await expect(staff.getByText("Aucune version envoyée.")).toBeVisible();
  await expect(staff.getByText("Brouillon enregistré.")).toHaveCount(0);
  await staff.goto(`/admin?request=${quoteReference}`);
  await expect(staff.getByRole("complementary").getByRole("button", { name: "Nouveau (statut actuel)" })).toBeDisabled();
  await expect(staff.getByRole("complementary").getByText("Aucune soumission envoyée.")).toBeVisible();
  await staff.goto("/admin/products/29/calendar");
  await expect(staff.getByText("Aucun bloc d'entretien.")).toBeVisible();
  // Staff's own posts are refused for what they are: a price without its reason's line, a quote
  // neither sent nor reserved, a status that follows an act, more units than the fleet.
  const staffAttempts = attempts(staffContext.request);
  for (const [what, status] of [
    ["POST quote save", 400],
    ["POST quote accept by phone", 404],
    ["POST quote extend", 409],
    ["POST quote returned", 409],
    ["POST quote cancel", 404],
    ["POST quote status", 409],
    ["POST block remove", 404],
  ] as const) {
    expect((await staffAttempts[what]!()).status(), `staff: ${what}`).toBe(status);
  }
  expect((await post(staffContext.request, "/admin/products/29/calendar", { intent: "add-block", units: "5", start, end, reason: "Courroies" })).status(), "staff: more units than the fleet").toBe(
    400,
  );

  await Promise.all([staffContext.close(), customerContext.close(), visitorContext.close()]);
});

test("the back office's messages travel only with its pages, and arrive on a click from a public page (after hydration, both languages)", async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A public page does not carry them: "Nouveau produit" is a back-office text only.
  for (const path of ["/product/1", "/en/product/1"]) expect(await (await request.get(path)).text(), path).not.toMatch(/Nouveau produit|New product/);
  const context = await newContext(browser);
  await signInAsStaff(context);
  const page = await context.newPage();
  for (const [home, dashboard, products, productsHeading, publicLink] of [
    ["/", "Tableau de bord", "Produits", "Produits", "Accueil"],
    ["/en", "Dashboard", "Products", "Products", "Home"],
  ] as const) {
    await page.goto(home);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: dashboard }).click();
    await expect(page.getByRole("heading", { level: 1, name: dashboard })).toBeVisible();
    await expectNoRawKeys(page);
    await page
      .getByRole("navigation", { name: home === "/" ? "Sections du tableau de bord" : "Dashboard sections" })
      .getByRole("link", { name: products })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: productsHeading })).toBeVisible();
    await expect(page.getByRole("link", { name: home === "/" ? "Nouveau produit" : "New product" })).toBeVisible();
    await expectNoRawKeys(page);
    // Back to the storefront, then into the back office again: still translated.
    await page.getByRole("banner").getByRole("link", { name: publicLink, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${home === "/" ? "/" : "/en"}$`));
    await page.getByRole("banner").getByRole("link", { name: dashboard }).click();
    await expect(page.getByRole("heading", { level: 1, name: dashboard })).toBeVisible();
    await expectNoRawKeys(page);
  }
  await context.close();
});
