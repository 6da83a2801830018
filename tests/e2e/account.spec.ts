/**
 * Customer accounts in a real browser against the real server, with e-mails
 * read from a real SMTP server ("Done when").
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { expect, test, type APIRequestContext, type Page } from "./fixtures.ts";
import { signJWT } from "better-auth/crypto";
import { BASE_URL } from "../../playwright.config.ts";
import { linkIn, waitForMail } from "./account-mail.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations, hydrateOnGotoIn, toast, waitForHydration } from "./support.ts";

const PASSWORD = "le beton coule bien";
const PORT = new URL(BASE_URL).port;

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${randomBytes(3).toString("hex")}@example.com`;

function accountDialog(page: Page) {
  return page.getByRole("dialog", { name: /Compte client|Customer account/ });
}

/** A stored cookie choice (essential only), so the banner does not cover the page's buttons. */
function storeCookieChoice() {
  window.localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }));
  window.localStorage.setItem("cookie-consent-date", String(Date.now()));
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(storeCookieChoice);
});

/** A same-origin form post, as the page's own forms make them. */
function postForm(request: APIRequestContext, path: string, fields: Record<string, string>) {
  return request.post(`${BASE_URL}${path}`, { form: fields, headers: { Origin: BASE_URL }, maxRedirects: 0 });
}

/** An account, signed up and confirmed through its e-mail, ready to sign in. */
async function confirmedAccount(request: APIRequestContext, who = "client", names = { firstName: "Marie", lastName: "Tremblay" }) {
  const email = uniqueEmail(who);
  // From its own client address: the browser's 127.0.0.1 keeps its sign-up allowance (20 an hour) for the UI tests.
  const signedUp = await postFrom(anotherClient(), "/account", { intent: "sign-up", ...names, email, phone: "", password: PASSWORD, confirmPassword: PASSWORD, privacyAccepted: "on" });
  expect(signedUp.status).toBe(200);
  const mail = await waitForMail(email, /Confirmez votre adresse courriel/);
  const confirmed = await request.get(linkIn(mail, "/confirm-email?token="), { maxRedirects: 0 });
  expect(confirmed.headers().location).toBe("/?login=1&notice=confirmed");
  return { email, ...names };
}

async function signInWithDialog(page: Page, email: string, password = PASSWORD) {
  const dialog = accountDialog(page);
  if (!(await dialog.isVisible()))
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Mon compte|My account/ })
      .click();
  await dialog.getByLabel(/^(Courriel|Email)/).fill(email);
  await dialog.getByLabel(/^(Mot de passe|Password)/).fill(password);
  await dialog.getByRole("button", { name: /^(Se connecter|Sign in)$/ }).click();
}

/** A loopback address other than 127.0.0.1: on Linux the whole 127/8 reaches the server, as another client. */
function anotherClient(): string {
  return `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${2 + Math.floor(Math.random() * 250)}`;
}

/**
 * The per-network limits count in fixed windows that start on the clock (every 15 minutes,
 * every hour): requests sent across that instant are counted in two windows. A test of a
 * limit starts well inside one.
 */
async function awayFromWindowEdge(windowMs: number, marginMs = 30_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

/** POST from a chosen loopback address, i.e. as another client IP (the server reads the socket). */
function postFrom(localAddress: string, path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams(fields).toString();
  const url = new URL(path, BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        localAddress,
        // The browser's view of the site: same Host and Origin as BASE_URL.
        headers: { Host: url.host, "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Adds the first product to the cart and sends the quote form (fields filled where empty); returns the reference. */
async function sendQuoteRequest(page: Page, contact: { firstName: string; lastName: string; email: string; phone: string }): Promise<string> {
  await page.goto("/product/1");
  await page
    .getByRole("button", { name: /Ajouter à la soumission|Acheter/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/quote$/);
  for (const [label, value] of [
    [/^Prénom/, contact.firstName],
    [/^Nom/, contact.lastName],
    [/^Courriel/, contact.email],
    [/^Téléphone/, contact.phone],
  ] as const) {
    const field = page.getByLabel(label).first();
    if ((await field.inputValue()) === "") await field.fill(value);
  }
  await page.getByRole("radio", { name: /je passe chercher/ }).check();
  await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await page.getByRole("checkbox", { name: /conditions de location/ }).check();
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  // The page's success message (it replaced the toast: one result, in one place).
  const sent = page.getByRole("status").filter({ hasText: "Demande envoyée!" });
  await expect(sent).toBeVisible();
  const reference = /S-\d{4}-\d{6}/.exec(await sent.innerText())?.[0];
  expect(reference, "reference in the success message").toBeTruthy();
  return reference!;
}

test("sign up, confirm by e-mail, sign in, edit the profile (French)", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("marie");
  await page.goto("/");

  // The header's account button opens 'Compte client', on the Connexion tab.
  await page.getByRole("banner").getByRole("link", { name: "Mon compte" }).click();
  const dialog = accountDialog(page);
  await expect(dialog.getByRole("tab", { name: "Connexion" })).toHaveAttribute("aria-selected", "true");
  await dialog.getByRole("tab", { name: "Inscription" }).click();

  await dialog.getByLabel(/^Prénom/).fill("Marie");
  await dialog.getByLabel(/^Nom/).fill("Tremblay");
  await dialog.getByLabel(/^Courriel/).fill(email);
  await expect(dialog.getByLabel(/^Téléphone/)).toHaveAttribute("placeholder", "514-123-4567");
  await dialog.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await dialog.getByLabel(/^Confirmer le mot de passe/).fill("autre chose encore");
  const submit = dialog.getByRole("button", { name: "Créer mon compte" });
  // Disabled until the privacy box is ticked (spec 5).
  await expect(submit).toBeDisabled();
  await dialog.getByRole("checkbox").check();
  await submit.click();
  await expect(toast(page, "Les mots de passe ne correspondent pas")).toBeVisible();
  await dialog.getByLabel(/^Confirmer le mot de passe/).fill(PASSWORD);
  await submit.click();
  await expect(toast(page, "Compte créé avec succès! Un email de confirmation a été envoyé. Vous devez confirmer votre email avant de pouvoir vous connecter.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(email, /Confirmez votre adresse courriel/);
  const link = linkIn(mail, "/confirm-email?token=");
  expect(link.startsWith(`${BASE_URL}/confirm-email?token=`)).toBe(true);

  // Refused before confirming, with the spec's message.
  await signInWithDialog(page, email);
  await expect(toast(page, "Veuillez confirmer votre email avant de vous connecter")).toBeVisible();
  await expect(accountDialog(page).getByRole("button", { name: "Renvoyer le courriel de confirmation" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The link lands on the home page with the sign-in dialog and 'Courriel confirmé'.
  await page.goto(link);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(accountDialog(page).getByText("Courriel confirmé! Vous pouvez maintenant vous connecter.")).toBeVisible();
  await signInWithDialog(page, email);
  await expect(toast(page, "Connexion réussie!")).toBeVisible();
  await expect(accountDialog(page)).toBeHidden();
  const profileLink = page.getByRole("banner").getByRole("link", { name: "Marie Tremblay" });
  await expect(profileLink).toBeVisible();

  // The right header at first paint: rendered on the server with the session.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain("Marie");
  expect(html).not.toContain(">Mon compte<");

  await profileLink.click();
  await expect(page).toHaveURL(`${BASE_URL}/profile`);
  await expect(page.getByRole("heading", { name: "Renseignements personnels" })).toBeVisible();
  await expect(page.getByLabel(/^Courriel/)).toHaveValue(email);
  await expect(page.getByLabel(/^Courriel/)).toHaveAttribute("readonly", "");
  await expect(page.getByText("Une pièce d'identité avec photo et une carte de crédit peuvent être exigées")).toBeVisible();
  await expect(page.getByText("Aucune demande de soumission pour le moment")).toBeVisible();
  await expect(page.getByRole("link", { name: "Faire une demande" })).toHaveAttribute("href", "/quote");

  await page.getByLabel(/^Prénom/).fill("");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Veuillez remplir tous les champs obligatoires.")).toBeVisible();

  await page.getByLabel(/^Prénom/).fill("Marie-Ève");
  await page.getByLabel("Entreprise", { exact: true }).check();
  await page.getByLabel(/^Téléphone/).fill("(450) 555-0199");
  await page.getByLabel(/^Nom de l'entreprise/).fill("Béton Tremblay inc.");
  await page.getByLabel(/^Adresse/).fill("12, rue Principale");
  await page.getByLabel(/^Ville/).fill("Candiac");
  await page.getByLabel(/^Code postal/).fill("j5r1v8");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Profil mis à jour avec succès!")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Marie-Ève Tremblay" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Code postal/)).toHaveValue("J5R 1V8");
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue("450-555-0199");
  await expect(page.getByLabel("Entreprise", { exact: true })).toBeChecked();
});

test("the main path in English", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("john");
  await page.goto("/en");
  await page.getByRole("banner").getByRole("link", { name: "My account" }).click();
  const dialog = accountDialog(page);
  await dialog.getByRole("tab", { name: "Sign up" }).click();
  await dialog.getByLabel(/^First name/).fill("John");
  await dialog.getByLabel(/^Last name/).fill("Smith");
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel(/^Confirm password/).fill(PASSWORD);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Create my account" }).click();
  await expect(toast(page, "Account created! A confirmation email has been sent.")).toBeVisible();

  const mail = await waitForMail(email, /Confirm your email address/);
  const link = linkIn(mail, "/en/confirm-email?token=");
  await signInWithDialog(page, email);
  await expect(toast(page, "Please confirm your email before signing in")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto(link);
  await expect(page).toHaveURL(`${BASE_URL}/en`);
  await expect(accountDialog(page).getByText("Email confirmed! You can now sign in.")).toBeVisible();
  await signInWithDialog(page, email);
  await expect(toast(page, "Signed in successfully!")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "John Smith" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/en/profile`);
  await expect(page.getByRole("heading", { name: "Personal information" })).toBeVisible();
  await expect(page.getByText("No quote requests yet")).toBeVisible();
  await page.getByLabel(/^City/).fill("Laval");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
});

test("wrong password and an e-mail that already has an account", async ({ page }) => {
  const account = await confirmedAccount(page.request, "dup");
  await page.goto("/?login=1");
  await expect(accountDialog(page)).toBeVisible();
  await signInWithDialog(page, account.email, "not the right one");
  await expect(toast(page, "Email ou mot de passe incorrect")).toBeVisible();
  // Inside the open dialog, not under its backdrop: announced, and it can be closed with a click.
  await expect(accountDialog(page).getByRole("alert").filter({ hasText: "Email ou mot de passe incorrect" })).toBeVisible();
  await toast(page, "Email ou mot de passe incorrect").getByRole("button", { name: "Fermer" }).click();
  await expect(toast(page, "Email ou mot de passe incorrect")).toHaveCount(0);
  await expect(accountDialog(page)).toBeVisible();
  await signInWithDialog(page, `nobody.${Date.now()}@example.com`, PASSWORD);
  await expect(toast(page, "Email ou mot de passe incorrect").last()).toBeVisible();
  await accountDialog(page)
    .getByLabel(/^Courriel/)
    .fill("");
  await accountDialog(page).getByRole("button", { name: "Se connecter" }).click();
  await expect(toast(page, "Veuillez remplir tous les champs")).toBeVisible();

  await accountDialog(page).getByRole("tab", { name: "Inscription" }).click();
  const dialog = accountDialog(page);
  await dialog.getByLabel(/^Prénom/).fill("Autre");
  await dialog.getByLabel(/^Nom/).fill("Personne");
  await dialog.getByLabel(/^Courriel/).fill(account.email.toUpperCase());
  await dialog.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await dialog.getByLabel(/^Confirmer le mot de passe/).fill(PASSWORD);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(toast(page, "Un compte avec cet email existe déjà")).toBeVisible();

  // A common password is refused, whatever its case.
  await dialog.getByLabel(/^Courriel/).fill(uniqueEmail("common"));
  await dialog.getByLabel(/^Mot de passe/).fill("MotDePasse123");
  await dialog.getByLabel(/^Confirmer le mot de passe/).fill("MotDePasse123");
  await dialog.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(toast(page, "Ce mot de passe est trop courant")).toBeVisible();
  await dialog.getByLabel(/^Mot de passe/).fill("court");
  await dialog.getByLabel(/^Confirmer le mot de passe/).fill("court");
  await dialog.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(toast(page, "Le mot de passe doit contenir au moins 8 caractères")).toBeVisible();
});

test("password reset end to end, and the link works once", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await confirmedAccount(page.request, "reset");
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Mon compte" }).click();
  const dialog = accountDialog(page);
  await dialog.getByRole("button", { name: "Mot de passe oublié?" }).click();
  await dialog.getByLabel(/^Courriel/).fill(account.email);
  await dialog.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(dialog.getByText(`Si un compte existe pour ${account.email}`)).toBeVisible();

  const mail = await waitForMail(account.email, /Réinitialisation de votre mot de passe/);
  const link = linkIn(mail, "/reset-password?token=");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choisir un nouveau mot de passe", level: 1 })).toBeVisible();
  await page.getByLabel(/^Nouveau mot de passe/).fill("azerty123");
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill("azerty123");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(toast(page, "Ce mot de passe est trop courant")).toBeVisible();
  await page.getByLabel(/^Nouveau mot de passe/).fill("une toute nouvelle phrase");
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill("une toute nouvelle phrase");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(accountDialog(page).getByText("Mot de passe modifié. Vous pouvez maintenant vous connecter.")).toBeVisible();

  await signInWithDialog(page, account.email, PASSWORD);
  await expect(toast(page, "Email ou mot de passe incorrect")).toBeVisible();
  await signInWithDialog(page, account.email, "une toute nouvelle phrase");
  await expect(toast(page, "Connexion réussie!")).toBeVisible();

  // The same link a second time.
  await page.goto(link);
  await expect(page.getByText("Ce lien de réinitialisation n'est plus valide")).toBeVisible();
  await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toBeVisible();
});

test("sign-out ends the session on the server; the session cookie is HttpOnly and SameSite=Lax", async ({ page }) => {
  const account = await confirmedAccount(page.request, "out");
  await page.goto("/?login=1");
  await expect(accountDialog(page)).toBeVisible();
  await signInWithDialog(page, account.email);
  await expect(toast(page, "Connexion réussie!")).toBeVisible();

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "lrs.session_token");
  expect(session, "session cookie").toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  // Plain http here: Secure is set when PUBLIC_URL is https (unit test in app/auth).
  expect(cookies.map((c) => c.name)).not.toContain("lrs.session_data");
  expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(session!.value);

  await page.getByRole("banner").getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Mon compte" })).toBeVisible();

  // The old cookie no longer opens anything: the session row is gone.
  const replay = await page.request.get("/profile", { headers: { Cookie: `${session!.name}=${session!.value}` }, maxRedirects: 0 });
  expect(replay.status()).toBe(302);
  expect(replay.headers().location).toBe("/?login=1");
});

test("a reused, expired or broken confirmation link is refused with a clear message", async ({ page }) => {
  const email = uniqueEmail("links");
  await postFrom(anotherClient(), "/account", { intent: "sign-up", firstName: "Léa", lastName: "Roy", email, password: PASSWORD, confirmPassword: PASSWORD, privacyAccepted: "on" });
  const link = linkIn(await waitForMail(email, /Confirmez/), "/confirm-email?token=");
  const token = new URL(link).searchParams.get("token")!;

  // Expired: the same kind of token, signed with the server's secret, 24 h + 1 min old.
  const secret = readFileSync(`.tmp-e2e-${PORT}/data/auth-secret`, "utf8").trim();
  const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;
  const expired = await signJWT({ email: payload.email, userId: payload.userId }, secret, -60);
  await page.goto(`/confirm-email?token=${expired}`);
  await expect(page.getByRole("heading", { name: "Lien expiré" })).toBeVisible();
  await expect(page.getByText("Ce lien de confirmation a expiré (il est valide 24 heures).")).toBeVisible();
  await page.getByLabel(/^Courriel/).fill(email);
  await page.getByRole("button", { name: "Envoyer un nouveau lien" }).click();
  await expect(page.getByText(`Si un compte non confirmé existe pour ${email}`)).toBeVisible();
  const fresh = linkIn(await waitForMail(email, /Confirmez/, { count: 2 }), "/confirm-email?token=");

  await page.goto(`/confirm-email?token=${token.slice(0, -4)}abcd`);
  await expect(page.getByRole("heading", { name: "Lien invalide" })).toBeVisible();

  await page.goto(fresh);
  await expect(accountDialog(page).getByText("Courriel confirmé!")).toBeVisible();
  // Once used, a link says so.
  await page.goto(link);
  await expect(accountDialog(page).getByText("Ce lien de confirmation a déjà servi : votre courriel est déjà confirmé.")).toBeVisible();
});

test("a visitor gets no profile data, in any language or by posting", async ({ request }) => {
  for (const [path, target] of [
    ["/profile", "/?login=1"],
    ["/en/profile", "/en?login=1"],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(target);
  }
  const post = await postForm(request, "/profile", { intent: "save-profile", firstName: "X", lastName: "Y", accountType: "particulier" });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toBe("/?login=1");
  // A post from another site is refused before anything else (React Router's own check, then ours).
  const crossSite = await request.post(`${BASE_URL}/account`, { form: { intent: "sign-in", email: "a@example.com", password: "x" }, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect([400, 403]).toContain(crossSite.status());
  expect(crossSite.headers()["set-cookie"]).toBeUndefined();
});

test("customer B cannot see or change customer A's data or requests, even by changing form fields", async ({ browser }) => {
  test.setTimeout(120_000);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  await contextA.addInitScript(storeCookieChoice);
  await contextB.addInitScript(storeCookieChoice);
  // Their pages' goto waits for hydration, like the fixtures' page (support.ts).
  hydrateOnGotoIn(contextA, true);
  hydrateOnGotoIn(contextB, true);
  const a = await confirmedAccount(contextA.request, "a", { firstName: "Alice", lastName: "Arsenault" });
  const b = await confirmedAccount(contextB.request, "b", { firstName: "Bruno", lastName: "Bélanger" });
  for (const [context, who] of [
    [contextA, a],
    [contextB, b],
  ] as const) {
    const signedIn = await postForm(context.request, "/account", { intent: "sign-in", email: who.email, password: PASSWORD });
    expect(signedIn.status()).toBe(200);
  }
  expect(
    (await postForm(contextA.request, "/profile", { intent: "save-profile", firstName: "Alice", lastName: "Arsenault", accountType: "entreprise", company: "Alice Béton secret inc." })).status(),
  ).toBe(200);

  // B posts A's e-mail and id-looking fields: only B's own profile changes, and the e-mail stays B's.
  const tampered = await postForm(contextB.request, "/profile", {
    intent: "save-profile",
    firstName: "Bruno",
    lastName: "Bélanger",
    accountType: "particulier",
    email: a.email,
    accountEmail: a.email,
    userId: "anything",
    user_id: "anything",
    company: "B inc.",
  });
  expect(tampered.status()).toBe(200);

  const pageB = await contextB.newPage();
  await pageB.goto("/profile");
  await expect(pageB.getByLabel(/^Courriel/)).toHaveValue(b.email);
  const htmlB = await pageB.content();
  expect(htmlB).not.toContain(a.email);
  expect(htmlB).not.toContain("Alice Béton secret inc.");

  const pageA = await contextA.newPage();
  await pageA.goto("/profile");
  await expect(pageA.getByLabel(/^Courriel/)).toHaveValue(a.email);
  await expect(pageA.getByLabel(/^Nom de l'entreprise/)).toHaveValue("Alice Béton secret inc.");

  // A sends a quote request: it shows in A's list with its badge, 'Voir' opens and closes it.
  const reference = await sendQuoteRequest(pageA, { firstName: "Alice", lastName: "Arsenault", email: a.email, phone: "514-123-4567" });
  await pageA.goto("/profile");
  const request = pageA.getByRole("article", { name: reference });
  await expect(request.getByText("En cours")).toBeVisible();
  const total = request.getByText("Total", { exact: true });
  await expect(total).toBeHidden();
  await request.getByText("Voir").click();
  await expect(total).toBeVisible();
  await request.getByText("Voir").click();
  await expect(total).toBeHidden();

  // B sees none of it, whatever B adds to the URL (the page's content and its data both).
  for (const path of ["/profile", `/profile?reference=${reference}`, `/profile?email=${encodeURIComponent(a.email)}`, `/en/profile?userId=${encodeURIComponent(a.email)}`]) {
    await pageB.goto(path);
    const shown = await pageB.locator("main").innerText();
    expect(shown, path).not.toContain(reference);
    expect(shown, path).not.toContain(a.email);
    expect(shown, path).toMatch(/Aucune demande de soumission pour le moment|No quote requests yet/);
  }
  const data = await (await contextB.request.get("/profile.data")).text();
  expect(data).not.toContain(reference);
  expect(data).not.toContain(a.email);
  await contextA.close();
  await contextB.close();
});

test("a signed-in customer's quote form is prefilled from the profile and the account's e-mail", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await confirmedAccount(page.request, "quote", { firstName: "Quentin", lastName: "Quirion" });
  expect((await postForm(page.request, "/account", { intent: "sign-in", email: account.email, password: PASSWORD })).status()).toBe(200);
  expect(
    (
      await postForm(page.request, "/profile", {
        intent: "save-profile",
        firstName: "Quentin",
        lastName: "Quirion",
        accountType: "entreprise",
        company: "Quirion Dalles",
        phone: "514-123-4567",
        city: "Brossard",
        postalCode: "J4W 1A1",
      })
    ).status(),
  ).toBe(200);

  await page.goto("/product/1");
  await page
    .getByRole("button", { name: /Ajouter à la soumission|Acheter/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByLabel(/^Prénom/)).toHaveValue("Quentin");
  await expect(page.getByLabel(/^Nom/).first()).toHaveValue("Quirion");
  await expect(page.getByLabel(/^Courriel/)).toHaveValue(account.email);
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue(/514.?123.?4567/);
  await expect(page.getByLabel(/^Ville/).first()).toHaveValue("Brossard");

  const reference = await sendQuoteRequest(page, { firstName: "Quentin", lastName: "Quirion", email: account.email, phone: "514-123-4567" });
  await page.goto("/profile");
  await expect(page.getByRole("article", { name: reference }).getByText("En cours")).toBeVisible();
});

test("rate limits: failed sign-ins and sign-ups per client IP, which a header cannot change", async () => {
  test.setTimeout(120_000);
  // Fresh loopback addresses: the server sees them as separate clients.
  const attacker = anotherClient();
  await awayFromWindowEdge(15 * 60_000);
  // Sent at once, each to another address (the per-account limit has its own test):
  // the limit is counted and decided before the password is checked.
  const attempts = await Promise.all(
    // Forged X-Forwarded-For: ignored (the peer is not a trusted proxy), so still one bucket.
    Array.from({ length: 14 }, (_, i) => postFrom(attacker, "/account", { intent: "sign-in", email: uniqueEmail(`victim${i}`), password: `guess ${i}` }, { "X-Forwarded-For": `198.51.100.${i}` })),
  );
  const checked = attempts.filter((a) => a.status === 400);
  const blocked = attempts.filter((a) => a.status === 429);
  expect([checked.length, blocked.length]).toEqual([10, 4]);
  for (const attempt of checked) expect(attempt.body).toMatch(/role="alert"[^>]*>Email ou mot de passe incorrect</);
  expect(blocked[0]?.body).toMatch(/role="alert"[^>]*>Erreur de connexion : trop de tentatives, réessayez dans \d+ min</);
  // Another client is not affected.
  const other = await postFrom(anotherClient(), "/account", { intent: "sign-in", email: uniqueEmail("victim"), password: "guess" });
  expect(other.status).toBe(400);

  const signUpIp = anotherClient();
  await awayFromWindowEdge(60 * 60_000, 60_000);
  const signUp = (i: number) =>
    postFrom(signUpIp, "/account?tab=sign-up", {
      intent: "sign-up",
      firstName: "Robot",
      lastName: String(i),
      email: uniqueEmail(`robot${i}`),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      privacyAccepted: "on",
    });
  for (let i = 0; i < 20; i++) expect((await signUp(i)).status).toBe(200);
  const tooMany = await signUp(21);
  expect(tooMany.status).toBe(429);
  expect(tooMany.body).toMatch(/role="alert"[^>]*>Erreur lors de la création du compte : trop de tentatives, réessayez dans \d+ min</);
});

test("a guessed account makes every client wait, says how long, answers an unknown address the same, and warns its owner", async ({ request }) => {
  test.setTimeout(120_000);
  const account = await confirmedAccount(request, "guessed");
  const guesses = (email: string, path: string) => Promise.all(Array.from({ length: 7 }, (_, i) => postFrom(anotherClient(), path, { intent: "sign-in", email, password: `guess ${i}` })));
  for (const [email, path] of [
    [account.email, "/account"],
    [uniqueEmail("nobody"), "/en/account"],
  ] as const) {
    const answers = await guesses(email, path);
    expect(answers.map((a) => a.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429]);
  }
  // The right password, from yet another client, waits too; the answer says how long.
  const owner = await postFrom(anotherClient(), "/account", { intent: "sign-in", email: account.email, password: PASSWORD });
  expect(owner.status).toBe(429);
  expect(owner.body).toMatch(/role="alert"[^>]*>Erreur de connexion : trop d(?:'|&#x27;|&#39;)essais pour ce compte\. Par sécurité, réessayez dans 1 minute</);
  const english = await postFrom(anotherClient(), "/en/account", { intent: "sign-in", email: account.email, password: PASSWORD });
  expect(english.body).toMatch(/role="alert"[^>]*>Sign-in error: too many tries for this account\. For your security, try again in 1 minute</);
  // The owner (signed up on the French pages) is told, in French.
  const warning = await waitForMail(account.email, /Tentatives de connexion à votre compte/);
  expect(linkIn(warning, "/account?tab=forgot")).toContain("/account?tab=forgot");
});

test("sign-in and sign-up work without JavaScript", async ({ browser }) => {
  const account = await confirmedAccount((await browser.newContext()).request, "nojs");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/account");
  await page.getByLabel(/^Courriel/).fill(account.email);
  await page.getByLabel(/^Mot de passe/).fill("wrong password");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Email ou mot de passe incorrect" })).toBeVisible();
  await page.getByLabel(/^Courriel/).fill(account.email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/profile`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Marie Tremblay" })).toBeAttached();

  const fresh = await browser.newContext({ javaScriptEnabled: false });
  const signUpPage = await fresh.newPage();
  await signUpPage.goto("/account?tab=sign-up");
  const email = uniqueEmail("nojs-new");
  await signUpPage.getByLabel(/^Prénom/).fill("Sans");
  await signUpPage.getByLabel(/^Nom/).fill("Script");
  await signUpPage.getByLabel(/^Courriel/).fill(email);
  await signUpPage.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await signUpPage.getByLabel(/^Confirmer le mot de passe/).fill(PASSWORD);
  await signUpPage.getByRole("checkbox").check();
  await signUpPage.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(signUpPage.getByRole("heading", { name: "Vérifiez vos courriels" })).toBeVisible();
  await waitForMail(email, /Confirmez/);
  await context.close();
  await fresh.close();
});

test("the signup prompt opens after 60 s for a visitor, and not again once dismissed", async ({ page }) => {
  await page.clock.install();
  await page.goto("/services");
  // The 60 s start once the page is interactive: the timer is armed at hydration, which the
  // document marks (a quiet network is not enough: a busy machine can still be hydrating).
  await waitForHydration(page);
  const prompt = page.getByRole("dialog", { name: "Simplifiez vos réservations!" });
  await page.clock.runFor(59_000);
  await expect(prompt).toBeHidden();
  await page.clock.runFor(1_000);
  // The dialog's code loads on demand; React's own timers run on the fake clock too.
  const shows = async (locator: typeof prompt) => {
    await page.clock.runFor(100);
    return locator.isVisible();
  };
  await expect.poll(() => shows(prompt)).toBe(true);
  await prompt.getByRole("button", { name: "Créer un compte gratuit" }).click();
  await expect(prompt).toBeHidden();
  await expect.poll(() => shows(accountDialog(page))).toBe(true);
  await expect(accountDialog(page).getByRole("tab", { name: "Inscription" })).toHaveAttribute("aria-selected", "true");

  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(120_000);
  await expect(prompt).toBeHidden();
});

test("the account screens pass the accessibility checks and show no raw keys", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/account", "/en/account?tab=sign-up", "/account?tab=forgot", "/confirm-email?token=nope", "/en/reset-password?token=nope"]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
    await expectNoRawKeys(page);
  }
  await page.goto("/?register=1");
  await expect(accountDialog(page).getByRole("tab", { name: "Inscription" })).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousA11yViolations(page);

  const account = await confirmedAccount(page.request, "a11y");
  expect((await postForm(page.request, "/account", { intent: "sign-in", email: account.email, password: PASSWORD })).status()).toBe(200);
  for (const path of ["/profile", "/en/profile"]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
    await expectNoRawKeys(page);
  }
});
