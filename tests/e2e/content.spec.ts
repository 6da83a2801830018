import { expect, test, type Page } from "./fixtures.ts";
import { en } from "./routes.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";

/**
 * The content pages (spec section 2: /services, /concrete-services, /faq and
 * the four policies), read as a visitor reads them: the business's numbers
 * (spec section 9) must be on the page, in the page's language.
 */

const CONTENT_PAGES = ["/services", "/concrete-services", "/faq", "/privacy", "/terms", "/rental-policy", "/cancellation-policy"] as const;

/** A choice younger than 180 days, so the banner stays out of the way of a test. */
async function withConsentChoice(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem("cookie-consent") === null) {
      localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }));
      localStorage.setItem("cookie-consent-date", String(Date.now()));
    }
  });
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const main = (page: Page) => page.getByRole("main");

test.describe("every content page, both languages", () => {
  for (const path of CONTENT_PAGES) {
    for (const url of [path, en(path)]) {
      test(`${url}: 200, breadcrumb JSON-LD, axe with the banner open then closed, no raw key`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1")).toBeVisible();
        const breadcrumb = (await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList");
        expect(breadcrumb, "BreadcrumbList").toBeTruthy();
        expect(JSON.stringify(breadcrumb)).toContain(url);

        const bannerName = url.startsWith("/en") ? "Your cookie choices" : "Vos choix de témoins (cookies)";
        const banner = page.getByRole("region", { name: bannerName });
        await expect(banner).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await expectNoRawKeys(page);

        await banner.getByRole("button", { name: url.startsWith("/en") ? "Reject all" : "Refuser tout" }).click();
        await expect(banner).toBeHidden();
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});

test.describe("services", () => {
  test.beforeEach(({ page }) => withConsentChoice(page));

  test("French: three included services, the extras, delivery fees, a quote call to action and the contact strip", async ({ page }) => {
    await page.goto("/services");
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(content.getByRole("navigation", { name: "Fil d'Ariane" })).toContainText("Services");
    for (const heading of ["Livraison et cueillette", "Entretien de l'équipement", "Soutien technique 24/7", "Service d'opérateur", "Fourniture de matériaux"]) {
      await expect(content.getByRole("heading", { name: heading, level: 3 })).toBeVisible();
    }
    await expect(content).toContainText("chaque trajet coûte 150 $");
    await expect(content).toContainText("Les 75 premiers kilomètres sont inclus");
    await expect(content).toContainText("1 $ par kilomètre au-delà de 75 km");
    await expect(content).toContainText("Bunker B30");
    await expect(content).toContainText("100 $/h");
    await expect(content).toContainText("Autonivelants Mapei et Ardex");
    const quote = content.getByRole("link", { name: "Demander une soumission" });
    await expect(quote.first()).toHaveAttribute("href", "/contact");
    const strip = content.getByRole("region", { name: "Parlons de votre chantier" });
    await expect(strip.getByRole("link", { name: "450-555-0142" })).toHaveAttribute("href", "tel:+14505550142");
    await expect(strip).toContainText("Lundi au vendredi : 7 h à 17 h");
    await expect(strip).toContainText("Samedi : 8 h à midi");
    await expect(strip).toContainText("1200, boulevard Taschereau, La Prairie (Québec) J5R 1V8");
    await expect(strip.getByRole("link", { name: "support@location-rive-sud.example" })).toHaveAttribute("href", "mailto:support@location-rive-sud.example");
  });

  test("English: the same facts in English formats", async ({ page }) => {
    await page.goto("/en/services");
    const content = main(page);
    await expect(content).toContainText("each trip costs $150");
    await expect(content).toContainText("The first 75 km are included in each trip");
    await expect(content).toContainText("$1 per km beyond 75 km");
    await expect(content).toContainText("$100/h");
    await expect(content.getByRole("link", { name: "Request a quote" }).first()).toHaveAttribute("href", "/en/contact");
    await expect(content).toContainText("Monday to Friday: 7 a.m. to 5 p.m.");
  });
});

test.describe("concrete services", () => {
  test.beforeEach(({ page }) => withConsentChoice(page));

  test("four services with what they involve, reasons to choose the company, and a link to contact", async ({ page }) => {
    await page.goto("/concrete-services");
    const content = main(page);
    for (const heading of ["Préparation de surface", "Revêtement époxy", "Application de scellant", "Polissage et finition"]) {
      const card = content.getByRole("article").filter({ has: page.getByRole("heading", { name: heading }) });
      await expect(card).toBeVisible();
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    }
    await expect(content.getByRole("heading", { name: "Aucune sous-traitance" })).toBeVisible();
    await expect(content).toContainText("Rive-Sud, Montréal, Laval et Montérégie");
    await expect(content.getByRole("link", { name: "Nous joindre" }).first()).toHaveAttribute("href", "/contact");
    await expect(content.getByRole("link", { name: /450-555-0142/ }).first()).toHaveAttribute("href", "tel:+14505550142");

    await page.goto("/en/concrete-services");
    await expect(main(page)).toContainText("the South Shore, Montreal, Laval and Montérégie");
    await expect(main(page).getByRole("link", { name: "Contact us" }).first()).toHaveAttribute("href", "/en/contact");
  });
});

test.describe("FAQ", () => {
  test.beforeEach(({ page }) => withConsentChoice(page));

  const question = (page: Page, name: string | RegExp) =>
    main(page)
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: name }) });

  test("ten questions, FAQPage structured data, the spec's categories, contact and call buttons", async ({ page }) => {
    await page.goto("/faq");
    await expect(main(page).locator("summary")).toHaveCount(10);
    const faqPage = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage") as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
    expect(faqPage?.mainEntity).toHaveLength(10);
    expect(faqPage?.mainEntity.map((q) => q.name)).toContain("Combien coûte la livraison?");
    const categories = main(page).getByRole("group", { name: "Catégories" });
    for (const label of ["Toutes", "Général", "Location", "Livraison", "Paiement", "Entretien"]) {
      await expect(categories.getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole("link", { name: "Nous joindre" })).toHaveAttribute("href", "/contact");
    await expect(main(page).getByRole("link", { name: "Appeler le 450-555-0142" })).toHaveAttribute("href", "tel:+14505550142");
  });

  test("answers state the business's numbers", async ({ page }) => {
    await page.goto("/faq");
    const delivery = question(page, "Combien coûte la livraison?");
    await delivery.locator("summary").click();
    await expect(delivery).toContainText("150 $ par trajet");
    await expect(delivery).toContainText("Les 75 premiers kilomètres");
    await expect(delivery).toContainText("1 $ par kilomètre");
    const payment = question(page, "Quels modes de paiement acceptez-vous?");
    await payment.locator("summary").click();
    await expect(payment).toContainText("Visa, MasterCard et American Express, ainsi que le virement bancaire");
    const cancel = question(page, "Puis-je annuler ou modifier ma réservation?");
    await cancel.locator("summary").click();
    for (const fact of ["plus de 48 h avant la livraison", "25 % du total", "ces frais sont de 50 %", "facturée en entier", "5 à 7 jours ouvrables"]) {
      await expect(cancel).toContainText(fact);
    }
    const id = question(page, "Quels documents dois-je présenter pour louer?");
    await id.locator("summary").click();
    await expect(id).toContainText("pièce d'identité valide avec photo");
    await expect(id).toContainText("carte de crédit");

    await page.goto("/en/faq");
    const enDelivery = question(page, "How much does delivery cost?");
    await enDelivery.locator("summary").click();
    await expect(enDelivery).toContainText("$150 per trip");
    await expect(enDelivery).toContainText("The first 75 km of each trip are included; beyond that we add $1 per km");
    const enCancel = question(page, "Can I cancel or change my booking?");
    await enCancel.locator("summary").click();
    for (const fact of ["more than 48 hours before delivery", "25% of the total", "the fee is 50%", "charged in full", "5 to 7 business days"]) {
      await expect(enCancel).toContainText(fact);
    }
  });

  test("the accordion keeps one answer open, closes an open one, and works from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    const first = question(page, "Allez-vous me montrer comment utiliser l'équipement?");
    const second = question(page, "Combien coûte la livraison?");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText(/démonstration au comptoir/)).toBeVisible();
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(main(page).locator("details[open]")).toHaveCount(1);
    // An open item can be closed.
    await second.locator("summary").click();
    await expect(main(page).locator("details[open]")).toHaveCount(0);
    // Keyboard: Enter and Space toggle the focused question.
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open");
  });

  test("search filters the questions (case and accents ignored) and the categories filter them too", async ({ page }) => {
    await page.goto("/faq");
    const search = main(page).getByRole("searchbox", { name: "Rechercher dans la FAQ" });
    await search.fill("VISA");
    await expect(main(page).locator("summary:visible")).toHaveCount(1);
    await expect(main(page).locator("summary:visible")).toHaveText("Quels modes de paiement acceptez-vous?");
    await expect(main(page).getByText("1 question", { exact: true })).toBeVisible();
    await search.fill("piece d'identite");
    await expect(main(page).locator("summary:visible")).toHaveText(["Quels documents dois-je présenter pour louer?"]);
    await search.fill("xylophone");
    await expect(main(page).locator("summary:visible")).toHaveCount(0);
    await expect(main(page)).toContainText("Aucune question ne correspond à votre recherche.");
    await main(page).getByRole("button", { name: "Afficher toutes les questions" }).click();
    await expect(main(page).locator("summary:visible")).toHaveCount(10);

    const livraison = main(page).getByRole("group", { name: "Catégories" }).getByRole("button", { name: "Livraison" });
    await livraison.click();
    await expect(livraison).toHaveAttribute("aria-pressed", "true");
    await expect(main(page).locator("summary:visible")).toHaveText(["Combien coûte la livraison?"]);
    await main(page).getByRole("group", { name: "Catégories" }).getByRole("button", { name: "Toutes" }).click();
    await expect(main(page).locator("summary:visible")).toHaveCount(10);
  });

  test("a link to a question opens it", async ({ page }) => {
    await page.goto("/en/faq#delivery-fees");
    await expect(question(page, "How much does delivery cost?")).toHaveAttribute("open", "");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the questions open and the search still filters, through the server", async ({ page }) => {
      await page.goto("/faq");
      await expect(main(page).locator("summary")).toHaveCount(10);
      await main(page).getByRole("searchbox").fill("visa");
      await main(page).getByRole("searchbox").press("Enter");
      await expect(page).toHaveURL(/\/faq\?q=visa/);
      await expect(main(page).locator("summary:visible")).toHaveText(["Quels modes de paiement acceptez-vous?"]);
      await main(page).locator("summary:visible").click();
      await expect(main(page)).toContainText("Visa, MasterCard et American Express");

      await page.goto("/en/faq");
      await main(page).getByRole("group", { name: "Categories" }).getByRole("button", { name: "Payment" }).click();
      await expect(main(page).locator("summary:visible")).toHaveCount(2);
    });
  });
});

test.describe("policies", () => {
  test.beforeEach(({ page }) => withConsentChoice(page));

  test("dates are written in the page's language", async ({ page }) => {
    for (const [url, date, iso] of [
      ["/privacy", "15 juillet 2025", "2025-07-15"],
      ["/en/privacy", "July 15, 2025", "2025-07-15"],
      ["/terms", "8 juillet 2025", "2025-07-08"],
      ["/en/terms", "July 8, 2025", "2025-07-08"],
      ["/cancellation-policy", "24 novembre 2026", "2026-11-24"],
      ["/en/cancellation-policy", "November 24, 2026", "2026-11-24"],
      ["/rental-policy", "24 novembre 2026", "2026-11-24"],
      ["/en/rental-policy", "November 24, 2026", "2026-11-24"],
    ] as const) {
      await page.goto(url);
      const time = main(page).locator("time").first();
      await expect(time, url).toHaveText(date);
      await expect(time, url).toHaveAttribute("datetime", iso);
    }
  });

  test("the cancellation policy states the fees, refunds, date changes, notice and exceptions", async ({ page }) => {
    await page.goto("/cancellation-policy");
    const content = main(page).getByRole("article");
    for (const fact of [
      "Une annulation faite plus de 48 heures avant l'heure de remise de l'équipement est gratuite.",
      "Entre 24 et 48 h avant l'heure de remise : 25 % du total.",
      "Moins de 24 h avant l'heure de remise : 50 % du total.",
      "la location est facturée en entier",
      "dans un délai de 5 à 7 jours ouvrables",
      "Un changement de dates demandé plus de 24 heures avant l'heure de remise est gratuit.",
      "un préavis d'au moins 24 heures",
      "Conditions météorologiques extrêmes",
      "Panne de notre équipement",
      "Urgence médicale documentée",
      "Force majeure",
    ]) {
      await expect(content).toContainText(fact);
    }
    await page.goto("/en/cancellation-policy");
    for (const fact of [
      "Between 24 and 48 hours before the handover time: 25% of the total.",
      "Less than 24 hours before the handover time: 50% of the total.",
      "within 5 to 7 business days",
      "charged in full",
    ]) {
      await expect(main(page).getByRole("article")).toContainText(fact);
    }
  });

  test("the rental policy and the terms state delivery, notice and taxes", async ({ page }) => {
    await page.goto("/rental-policy");
    const rental = main(page).getByRole("article");
    await expect(rental).toContainText("Chaque trajet coûte 150 $, plus 1 $ par kilomètre de route au-delà de 75 km");
    await expect(rental).toContainText("Livraison, puis cueillette à la fin de la location : 2 trajets.");
    await expect(rental).toContainText("en jours entiers, le premier et le dernier jour inclus");
    await expect(rental).toContainText("un préavis d'au moins 24 heures");
    await expect(rental).toContainText("pièce d'identité valide avec photo et une carte de crédit");
    await page.goto("/terms");
    await expect(main(page).getByRole("article")).toContainText("La TPS (5 %) et la TVQ (9,975 %)");
    await page.goto("/en/terms");
    await expect(main(page).getByRole("article")).toContainText("GST (TPS, 5%) and QST (TVQ, 9.975%)");
  });

  test("the privacy policy explains the four cookie categories and the 180 days, and links between policies", async ({ page }) => {
    await page.goto("/privacy");
    const article = main(page).getByRole("article");
    for (const fact of ["Essentiels (toujours actifs)", "Fonctionnels :", "Analytiques :", "Marketing :", "180 jours", "Loi 25", "support@location-rive-sud.example"]) {
      await expect(article).toContainText(fact);
    }
    await expect(article.getByRole("button", { name: "Modifier mes préférences de témoins" })).toBeVisible();
    // The table of contents leads to its section.
    await main(page).getByRole("navigation", { name: "Sur cette page" }).getByRole("link", { name: "Témoins (cookies)" }).click();
    await expect(page).toHaveURL(/#temoins-cookies$/);
    await expect(page.getByRole("heading", { name: "Témoins (cookies)" })).toBeInViewport();
    const others = main(page).getByRole("navigation", { name: "Autres politiques" });
    await expect(others.getByRole("link", { name: "Conditions d'utilisation" })).toHaveAttribute("href", "/terms");
    await expect(others.getByRole("link", { name: "Politique d'annulation" })).toHaveAttribute("href", "/cancellation-policy");
  });
});
