/**
 * The back office's customers area in a real browser against the real server:
 * staff find a customer by search, open their page, follow a request to the dashboard, grant
 * the staff role (the customer's next request reaches /admin) and revoke it (the customer's
 * sessions end); a role from ADMIN_EMAILS shows its source and cannot be revoked; nobody
 * removes their own role. In French with JavaScript and the keyboard, in English without
 * JavaScript (the confirmation step is a second screen); axe and 390 px checks on both.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "./fixtures.ts";
import { BASE_URL, STAFF_EMAIL } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";
import { clientAddress, confirmedAccount, newContext, ORIGIN, signIn, signInAsStaff, uniqueEmail, type Person } from "./accounts.ts";
import { expectHeadingOutline, expectNoRawKeys, expectNoSeriousA11yViolations, toast } from "./support.ts";

/** A customer with a name no other test uses (accents included, to search without them). */
async function newCustomer(request: APIRequestContext, who: string): Promise<Person & { tag: string }> {
  const tag = randomBytes(4).toString("hex");
  const person = await confirmedAccount(request, { email: uniqueEmail(who), firstName: "Gérald", lastName: `Bélanger-${tag}` });
  return { ...person, tag };
}

/** A contact message sent with the customer's (confirmed) address: one of their requests. */
async function contactMessage(person: Person): Promise<string> {
  const answer = await postForm(
    `${BASE_URL}/contact`,
    {
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      phone: "450 555-0123",
      subject: "rental",
      message: "Bonjour, la meuleuse est-elle disponible samedi?",
      privacyAccepted: "on",
    },
    { headers: ORIGIN, localAddress: clientAddress() },
  );
  expect(answer.status, "contact message").toBe(200);
  return /C-\d{4}-\d{6}/.exec(answer.body)![0];
}

async function expectNoHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} at 390 px`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The role POST as a browser without JavaScript sends it, from this context's session. */
function postRole(request: APIRequestContext, path: string, intent: "grant-staff" | "revoke-staff", confirm = "yes") {
  return request.post(`${BASE_URL}${path}`, { form: { intent, confirm }, headers: { Origin: BASE_URL }, maxRedirects: 0 });
}

/**
 * The person is signed out: the page answers with the sign-in redirect (read from the answer
 * itself: once hydrated, the home page opens the dialog and drops `?login=1` from the URL), and
 * the page the browser lands on shows the sign-in dialog.
 */
async function expectSentToSignIn(page: Page, path: string, location: string) {
  const answer = await page.request.get(path, { maxRedirects: 0 });
  expect(answer.status(), path).toBe(302);
  expect(answer.headers().location, path).toBe(location);
  await page.goto(path);
  await expect(page.getByRole("dialog").getByRole("tab", { selected: true })).toBeVisible();
}

test("staff find a customer, follow their request to the dashboard, grant and revoke the staff role (French, keyboard)", async ({ browser }) => {
  test.setTimeout(150_000);
  const staffContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const customerContext = await newContext(browser);
  await signInAsStaff(staffContext);
  const customer = await newCustomer(customerContext.request, "client-role");
  await signIn(customerContext, customer.email);
  const reference = await contactMessage(customer);
  const staff = await staffContext.newPage();
  const customerPage = await customerContext.newPage();

  // Found by a search without accents or capitals, through the GET form.
  await staff.goto("/admin/customers");
  await expect(staff.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await staff.getByRole("searchbox", { name: "Recherche" }).fill(`BELANGER-${customer.tag.toUpperCase()}`);
  await staff.getByRole("button", { name: "Rechercher", exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`q=BELANGER-${customer.tag.toUpperCase()}`));
  const table = staff.getByRole("table", { name: /Comptes clients/ });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").filter({ hasText: customer.email });
  await expect(row.getByRole("cell").last()).not.toHaveText("Aucune");
  await expect(row.getByText("Personnel")).toHaveCount(0);
  await expectNoSeriousA11yViolations(staff);
  await expectNoRawKeys(staff);
  await expectNoHorizontalScroll(staff);

  // Their page: the profile and the request, linked to its detail on the dashboard.
  await row.getByRole("link", { name: `Gérald Bélanger-${customer.tag}` }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Gérald Bélanger-${customer.tag}` })).toBeVisible();
  const customerPath = new URL(staff.url()).pathname;
  const requests = staff.getByRole("table", { name: /^Demandes de Gérald/ });
  await requests.getByRole("link", { name: `Ouvrir la demande ${reference} dans le tableau de bord` }).click();
  await expect(staff).toHaveURL(`${BASE_URL}/admin?request=${reference}`);
  await expect(staff.getByRole("complementary", { name: `Demande ${reference}` })).toBeVisible();
  await staff.goBack();
  await expect(staff.getByRole("heading", { level: 2, name: "Rôle du personnel" })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await expectHeadingOutline(staff);
  await expectNoHorizontalScroll(staff);

  // Not staff yet: the dashboard sends them home.
  await customerPage.goto("/admin");
  await expect(customerPage).toHaveURL(`${BASE_URL}/`);

  // The grant, with the keyboard: the confirmation step takes the focus; "Cancel" comes first.
  await staff.getByRole("link", { name: "Donner le rôle du personnel" }).focus();
  await staff.keyboard.press("Enter");
  const confirmation = staff.getByRole("heading", { name: `Donner le rôle du personnel à Gérald Bélanger-${customer.tag}?` });
  await expect(confirmation).toBeFocused();
  await staff.keyboard.press("Tab");
  await expect(staff.getByRole("link", { name: "Annuler" })).toBeFocused();
  await staff.keyboard.press("Tab");
  await expect(staff.getByRole("button", { name: "Oui, donner le rôle" })).toBeFocused();
  await staff.keyboard.press("Enter");
  await expect(toast(staff, "Rôle du personnel accordé.")).toBeVisible();
  const role = staff.getByRole("region", { name: "Rôle du personnel" });
  await expect(role.getByText("Accordé par le personnel ou la commande")).toBeVisible();
  await expect(role.getByRole("listitem").first()).toContainText("Rôle accordé par Sophie Gagnon, depuis le tableau de bord");

  // The customer's next request reaches the dashboard.
  await customerPage.goto("/admin");
  await expect(customerPage.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();

  // Now staff, they cannot remove their own role, nor a role that comes from ADMIN_EMAILS.
  await customerPage.goto(customerPath);
  await expect(customerPage.getByText("C'est votre compte : vous ne pouvez pas retirer votre propre rôle.")).toBeVisible();
  await expect(customerPage.getByRole("link", { name: "Retirer le rôle du personnel" })).toHaveCount(0);
  const own = await postRole(customerContext.request, customerPath, "revoke-staff");
  expect(own.status()).toBe(403);
  expect(await own.text()).toContain("Vous ne pouvez pas retirer votre propre rôle. Rien n");
  await customerPage.goto(`/admin/customers?q=${encodeURIComponent(STAFF_EMAIL)}`);
  await customerPage.getByRole("link", { name: "Sophie Gagnon" }).click();
  await expect(customerPage.getByText("Réglage ADMIN_EMAILS", { exact: true })).toBeVisible();
  const listed = await postRole(customerContext.request, new URL(customerPage.url()).pathname, "revoke-staff");
  expect(listed.status()).toBe(409);
  expect(await listed.text()).toContain("Ce rôle vient du réglage ADMIN_EMAILS : il ne peut pas être retiré depuis le tableau de bord.");

  // Revoked (a post without the confirmation changes nothing): the customer's sessions end.
  const unconfirmed = await postRole(staffContext.request, customerPath, "revoke-staff", "");
  expect(unconfirmed.status()).toBe(400);
  await customerPage.goto("/admin");
  await expect(customerPage.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await staff.getByRole("link", { name: "Retirer le rôle du personnel" }).click();
  await expect(staff.getByRole("heading", { name: `Retirer le rôle du personnel à Gérald Bélanger-${customer.tag}?` })).toBeFocused();
  await expectNoSeriousA11yViolations(staff);
  await staff.getByRole("button", { name: "Oui, retirer le rôle" }).click();
  await expect(toast(staff, "Rôle du personnel retiré. Les sessions de la personne sont fermées.")).toBeVisible();
  await expect(role.getByText("Client", { exact: true })).toBeVisible();
  await expect(role.getByRole("listitem").first()).toContainText("Rôle retiré par Sophie Gagnon");
  await expectSentToSignIn(customerPage, "/admin", "/?login=1");
  await expectSentToSignIn(customerPage, "/profile", "/?login=1");
});

test("in English and without JavaScript: the confirmation is a second screen; an ADMIN_EMAILS role shows its source and no revoke button", async ({ browser }) => {
  test.setTimeout(150_000);
  const staffContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  // The same staff member in a browser without JavaScript (axe needs JavaScript: the checks run in the other).
  const noScriptContext = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const customerContext = await newContext(browser);
  await signInAsStaff(staffContext);
  await signInAsStaff(noScriptContext);
  const customer = await newCustomer(customerContext.request, "client-en");
  await signIn(customerContext, customer.email);
  const staff = await staffContext.newPage();
  const noScript = await noScriptContext.newPage();
  const customerPage = await customerContext.newPage();

  // The staff member's own row: the badge; their page: the source, no revoke button, both reasons.
  await staff.goto("/en/admin/customers");
  await staff.getByRole("searchbox", { name: "Search" }).fill(STAFF_EMAIL);
  await staff.getByLabel("Sort by").selectOption({ label: "Name (A to Z)" });
  await staff.getByRole("button", { name: "Search", exact: true }).click();
  await expect(staff).toHaveURL(/sort=name/);
  const staffRow = staff.getByRole("table", { name: "Customer accounts, sorted by: Name (A to Z)" }).getByRole("row").filter({ hasText: STAFF_EMAIL });
  await expect(staffRow.getByText("Staff", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await expectNoHorizontalScroll(staff);
  await staffRow.getByRole("link", { name: "Sophie Gagnon" }).click();
  const ownRole = staff.getByRole("region", { name: "Staff role" });
  await expect(ownRole.getByText("ADMIN_EMAILS setting", { exact: true })).toBeVisible();
  await expect(ownRole.getByText("This role comes from the server's ADMIN_EMAILS setting: it cannot be revoked here.", { exact: false })).toBeVisible();
  await expect(ownRole.getByText("This is your account: you cannot remove your own role.")).toBeVisible();
  await expect(ownRole.getByRole("link", { name: "Revoke staff role" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(staff);
  await expectNoRawKeys(staff);

  // The customer, granted through the second screen, without JavaScript.
  await noScript.goto(`/en/admin/customers?q=${customer.tag}`);
  await noScript.getByRole("link", { name: `Gérald Bélanger-${customer.tag}` }).click();
  const customerPath = new URL(noScript.url()).pathname;
  expect(customerPath).toMatch(/^\/en\/admin\/customers\//);
  await expect(noScript.getByText("No requests for this account.")).toBeVisible();
  await noScript.getByRole("link", { name: "Grant staff role" }).click();
  await expect(noScript).toHaveURL(/\?confirm=grant/);
  await expect(noScript.getByRole("heading", { name: `Grant the staff role to Gérald Bélanger-${customer.tag}?` })).toBeVisible();
  await staff.goto(`${customerPath}?confirm=grant`);
  await expectNoSeriousA11yViolations(staff);
  await expectHeadingOutline(staff);
  await expectNoHorizontalScroll(staff);
  // "Cancel" changes nothing.
  const role = noScript.getByRole("region", { name: "Staff role" });
  await role.getByRole("link", { name: "Cancel", exact: true }).click();
  await expect(noScript.getByRole("heading", { name: /^Grant the staff role to/ })).toHaveCount(0);
  await expect(role.getByText("No role change recorded.")).toBeVisible();
  await noScript.getByRole("link", { name: "Grant staff role" }).click();
  await noScript.getByRole("button", { name: "Yes, grant the role" }).click();
  await expect(noScript.getByRole("status").filter({ hasText: "Staff role granted." })).toBeVisible();
  await expect(role.getByText("Granted by staff or the command")).toBeVisible();
  await customerPage.goto("/en/admin");
  await expect(customerPage.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Revoked the same way: the customer is signed out.
  await noScript.getByRole("link", { name: "Revoke staff role" }).click();
  await noScript.getByRole("button", { name: "Yes, revoke the role" }).click();
  await expect(noScript.getByRole("status").filter({ hasText: "Staff role revoked. The person's sessions have ended." })).toBeVisible();
  await expect(role.getByRole("listitem").first()).toContainText("Role revoked by Sophie Gagnon, from the dashboard");
  await expectSentToSignIn(customerPage, "/en/admin", "/en?login=1");
});
