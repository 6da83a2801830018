import { expect, test, type Page } from "./fixtures.ts";
import { parseMoney, seedCookieChoice } from "./support.ts";

test.beforeEach(async ({ context }) => {
  await seedCookieChoice(context);
});

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId("category-results").locator("h3").allInnerTexts();
}

async function cardDayPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("category-results").locator("article p.flex > span:first-child > span:first-child").allInnerTexts();
  return texts.map(parseMoney);
}

test.describe("home page", () => {
  test("shows the hero with the catalogue count, categories with counts and 8 featured products", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location d'équipement pour le béton et la construction");
    await expect(page.getByText(/^48 produits en ligne/)).toBeVisible();
    const tiles = page.getByRole("region", { name: "Nos catégories" }).getByRole("link", { name: /\d+ produits?$/ });
    await expect(tiles).toHaveCount(9);
    await expect(page.getByRole("link", { name: /Meuleuses.*8 produits/ })).toHaveAttribute("href", "/category/meuleuses");
    const featured = page.getByRole("region", { name: "Équipement en vedette" }).getByRole("article");
    await expect(featured).toHaveCount(8);
    // An unavailable product: badge and a disabled button.
    const unavailable = featured.filter({ hasText: "Non disponible" });
    await expect(unavailable).toHaveCount(1);
    await expect(unavailable.locator('[aria-disabled="true"]')).toHaveText("Voir détails");
  });

  test("search from the home page lands on filtered results (French, accents ignored)", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Rechercher un outil" });
    // Blank search does nothing.
    await search.fill("   ");
    await search.press("Enter");
    await expect(page).toHaveURL(/:\d+\/$/);
    await search.fill("  genera ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/categories\?search=genera$/);
    await expect(page.getByText(/produits? trouvés? pour « genera »/)).toBeVisible();
    const names = await page.locator("main article h3").allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Génératrice/);
  });

  test("search from the English home page", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("searchbox", { name: "Search for a tool" }).fill("compressor");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en\/categories\?search=compressor$/);
    // Name, category and description are searched: the 4 compressors, and tools described with one.
    const compressors = page.locator("main article").filter({ has: page.getByText("Compressor", { exact: true }) });
    await expect(compressors).toHaveCount(4);
  });

  // Before the page hydrates and without JavaScript, no control that needs a script is offered as
  // if it worked; the add button works without one (a form to /quote: before-scripts.spec.ts).
  test("without JavaScript: the first slide and no carousel dots; on a product, the add button and the phone to call", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: /Afficher la diapositive/ })).toHaveCount(0);
    await page.goto("/product/1");
    await expect(page.getByRole("button", { name: "Ajouter à la soumission" })).toBeEnabled();
    await expect(page.getByRole("link", { name: /450-555-0142/ }).first()).toHaveAttribute("href", "tel:+14505550142");
    await context.close();
  });

  test("the carousel moves with its dots and pauses while the search box has text", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Afficher la diapositive 2 de 3" }).click();
    await expect(page.getByRole("group", { name: "Diapositive 2 de 3" })).toBeVisible();
    // The page keeps one h1 whichever slide shows (a turned carousel once hid the only one).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Préparation de planchers, sans compromis");
  });
});

test.describe("/categories", () => {
  test("filters by category in the URL, shows counts, and resets from the empty state", async ({ page }) => {
    await page.goto("/categories");
    await expect(page.getByText("48 produits trouvés")).toBeVisible();
    await page.getByRole("link", { name: "Pompe à béton (3)" }).click();
    await expect(page).toHaveURL(/category=pompe-beton/);
    await expect(page.getByText("3 produits trouvés")).toBeVisible();
    await page.goBack();
    await expect(page.getByText("48 produits trouvés")).toBeVisible();
    await page.goto("/categories?search=trampoline");
    await expect(page.getByRole("heading", { name: "Aucun produit ne correspond à votre recherche" })).toBeVisible();
    await page.getByRole("link", { name: "Réinitialiser les filtres" }).click();
    await expect(page.getByText("48 produits trouvés")).toBeVisible();
  });

  test("items for sale show 'Prix fixe' and 'Acheter'", async ({ page }) => {
    await page.goto("/categories?category=produits-en-vente");
    const cards = page.locator("main article");
    await expect(cards.first()).toContainText("Prix fixe");
    await expect(cards.first().getByRole("link", { name: /^Acheter/ })).toBeVisible();
    await expect(cards.first()).not.toContainText("/ jour");
  });
});

test.describe("/category/{category}", () => {
  test("search, price band and brand narrow the list, and clear restores it", async ({ page }) => {
    await page.goto("/category/meuleuses");
    const all = await cardNames(page);
    expect(all).toHaveLength(8);
    await page.getByRole("checkbox", { name: "Plus de 300 $" }).check();
    await expect.poll(async () => (await cardDayPrices(page)).every((p) => p > 300)).toBe(true);
    const expensive = await cardNames(page);
    expect(expensive.length).toBeLessThan(all.length);
    await page.getByRole("checkbox", { name: "Husqvarna" }).check();
    await expect.poll(async () => (await cardNames(page)).every((n) => n.includes("Husqvarna"))).toBe(true);
    await expect.poll(async () => (await cardNames(page)).length).toBeLessThanOrEqual(expensive.length);
    await page.getByRole("link", { name: "Effacer les filtres" }).click();
    await expect.poll(async () => (await cardNames(page)).length).toBe(8);
  });

  test("every sort order really sorts", async ({ page }) => {
    await page.goto("/category/meuleuses?sort=price-asc");
    const asc = await cardDayPrices(page);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await page.getByLabel("Trier par").selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(async () => cardDayPrices(page)).toEqual([...asc].sort((a, b) => b - a));
    await page.getByLabel("Trier par").selectOption("name");
    await expect(page).toHaveURL(/sort=name/);
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return names.join("|") === [...names].sort((a, b) => a.localeCompare(b, "fr-CA", { sensitivity: "base", numeric: true })).join("|");
      })
      .toBe(true);
    await page.getByLabel("Trier par").selectOption("rating");
    await expect(page).toHaveURL(/sort=rating/);
    const ratings = () =>
      page
        .getByTestId("category-results")
        .getByRole("img", { name: /Note/ })
        .evaluateAll((els) => els.map((el) => Number(/([\d,]+) sur 5/.exec(el.getAttribute("aria-label") ?? "")?.[1]?.replace(",", "."))));
    await expect
      .poll(async () => {
        const values = await ratings();
        return values.length === 8 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
      })
      .toBe(true);
    await page.getByLabel("Trier par").selectOption("popular");
    await expect(page).toHaveURL(/sort=popular/);
    await expect
      .poll(async () => {
        const reviews = await page
          .getByTestId("category-results")
          .getByText(/\(\d+ avis\)/)
          .allInnerTexts();
        const counts = reviews.map((r) => Number(r.replace(/\D/g, "")));
        return counts.length === 8 && counts.every((v, i) => i === 0 || counts[i - 1]! >= v);
      })
      .toBe(true);
  });

  test("sorts by name with the English collation on English pages, and the list view works", async ({ page }) => {
    await page.goto("/en/category/outils-autre?sort=name");
    const names = await cardNames(page);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-CA", { sensitivity: "base" })));
    await page.getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page).toHaveURL(/sort=name/);
  });
});

test.describe("product page and quote cart", () => {
  test("a product with options, week period and quantity 2 goes to the quote cart", async ({ page }) => {
    await page.goto("/product/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meuleuse planétaire Husqvarna PG 820");
    await expect(page.getByRole("tab")).toHaveCount(5); // it has a video
    await page.getByText("Par semaine").click();
    await page.getByLabel("Transformateur électrique 600 V").selectOption("transformer-industrial");
    await page.getByLabel("Quantité").fill("2");
    await expect(page.getByTestId("product-total")).toHaveText(/2\s450\s\$/);
    await page.getByRole("button", { name: "Ajouter à la soumission" }).click();
    await expect(page.getByText("Produit ajouté!")).toBeVisible();
    await expect(page.getByText("Meuleuse planétaire Husqvarna PG 820 a été ajouté à votre demande de soumission.")).toBeVisible();
    await expect(page).toHaveURL(/\/quote$/);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("quote-cart") ?? "null"));
    expect(cart).toEqual([{ id: 1, quantity: 2, period: "week", options: { transformerType: "transformer-industrial" } }]);
    await expect(page.getByRole("link", { name: /Soumission 1 article/ })).toBeVisible();
    // Adding the same product with the same options merges the quantity.
    await page.goto("/product/1");
    await page.getByText("Par semaine").click();
    await page.getByLabel("Transformateur électrique 600 V").selectOption("transformer-industrial");
    await page.getByRole("button", { name: "Ajouter à la soumission" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("quote-cart") ?? "null")[0].quantity)).toBe(3);
  });

  test("quantity falls back to 1, day-only products offer no week, unavailable products cannot be added", async ({ page }) => {
    await page.goto("/product/11");
    await expect(page.getByText("Prix à la journée seulement")).toBeVisible();
    await expect(page.getByText("Par semaine")).toHaveCount(0);
    for (const typed of ["", "0", "-3"]) {
      await page.getByLabel("Quantité").fill(typed);
      await page.getByLabel("Quantité").blur();
      await expect(page.getByLabel("Quantité")).toHaveValue("1");
    }
    await page.goto("/product/6");
    await expect(page.getByText("Non disponible").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Ajouter à la soumission" })).toBeDisabled();
    await expect(page.getByRole("link", { name: /Appeler 450-555-0142/ })).toHaveAttribute("href", "tel:+14505550142");
    // Why, in words the server wrote for this product (a page carries none for the others').
    await expect(page.getByText("Cet équipement est en location en ce moment.")).toBeVisible();
    await page.goto("/en/product/6");
    await expect(page.getByText("This equipment is out on rental right now.")).toBeVisible();
    await page.goto("/product/2");
    await expect(page.getByText("Cet équipement est en location en ce moment.")).toHaveCount(0);
    // The concrete pump's operator, priced in the page's language.
    await page.goto("/product/3");
    await expect(page.getByText("Opérateur de pompe disponible : 100 $ de l'heure.")).toBeVisible();
    await page.goto("/en/product/3");
    await expect(page.getByText("Pump operator available: $100 per hour.")).toBeVisible();
  });

  test("the quantity stops at 999 with a message, and adding again caps the line and says so", async ({ page }) => {
    const cartLines = () => page.evaluate(() => JSON.parse(localStorage.getItem("quote-cart") ?? "null") as unknown);
    await page.goto("/product/2");
    const quantity = page.getByRole("spinbutton", { name: "Quantité" });
    await quantity.fill("1000");
    await expect(page.getByText(/limitée à 999.*450-555-0142/)).toBeVisible();
    await quantity.blur();
    await expect(quantity).toHaveValue("999");
    const dayCard = await page.getByRole("radio", { name: /Par jour/ }).evaluate((input: HTMLInputElement) => input.labels?.[0]?.innerText ?? "");
    const dayPrice = parseMoney(dayCard.replace("Par jour", ""));
    expect(parseMoney(await page.getByTestId("product-total").innerText())).toBeCloseTo(999 * dayPrice, 2);
    await page.getByRole("button", { name: "Ajouter à la soumission" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    expect(await cartLines()).toEqual([{ id: 2, quantity: 999, period: "day" }]);

    // The same line again: it stays at 999, and the visitor is told why.
    await page.goto("/product/2");
    await page.getByRole("button", { name: "Ajouter à la soumission" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole("status").filter({ hasText: /limitée à 999/ })).toContainText("450-555-0142");
    expect(await cartLines()).toEqual([{ id: 2, quantity: 999, period: "day" }]);

    await page.goto("/en/product/2");
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("5000");
    await expect(page.getByText(/limited to 999.*450-555-0142/)).toBeVisible();
  });

  test("an item for sale is bought at its fixed price, in English too", async ({ page }) => {
    await page.goto("/en/product/8");
    await expect(page.getByText("Fixed price", { exact: true }).first()).toBeVisible();
    await page.getByRole("button", { name: "Buy" }).click();
    await expect(page).toHaveURL(/\/en\/quote$/);
    await expect(page.getByText("Product added!")).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("quote-cart") ?? "null"))).toEqual([{ id: 8, quantity: 1, period: "fixed" }]);
  });

  test("the cart survives a reload and follows across two tabs", async ({ page, context }) => {
    await page.goto("/product/2");
    const other = await context.newPage();
    await other.goto("/faq");
    await expect(other.getByRole("link", { name: /Soumission 0 article/ })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter à la soumission" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(other.getByRole("link", { name: /Soumission 1 article/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: /Soumission 1 article/ })).toBeVisible();
  });

  test("a corrupt cart is removed and does not break the page", async ({ page }) => {
    // Seeded before the page's own scripts run, once: the product page is the one that meets it.
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("quote-cart", "{oops");
    });
    const errors: string[] = [];
    const logged: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    await page.goto("/product/3");
    await expect(page.getByRole("link", { name: /Soumission 0 article/ })).toBeVisible();
    // "0 article" is already in the server's HTML: the cart is read (and the bad value removed) once hydrated.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("quote-cart"))).toBeNull();
    await expect.poll(() => logged.some((text) => text.includes("Corrupt quote cart"))).toBe(true);
    await page.getByRole("button", { name: "Ajouter à la soumission" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole("link", { name: /Soumission 1 article/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("product pages carry Product and BreadcrumbList structured data", async ({ request }) => {
    const html = await (await request.get("/en/product/1")).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const product = ld.find((x) => x["@type"] === "Product");
    expect(product.brand.name).toBe("Husqvarna");
    expect(product.offers).toMatchObject({ price: "350.00", priceCurrency: "CAD", availability: "https://schema.org/InStock" });
    expect(product.aggregateRating.reviewCount).toBe(142);
    expect(ld.some((x) => x["@type"] === "BreadcrumbList")).toBe(true);
    const category = await (await request.get("/category/meuleuses")).text();
    expect(category).toContain('"@type":"ItemList"');
  });

  test("every image has alt text, meaningful unless decorative", async ({ page }) => {
    for (const url of ["/", "/categories", "/category/meuleuses", "/product/1", "/en/product/1"]) {
      await page.goto(url);
      const images = await page
        .locator("main img")
        .evaluateAll((imgs) =>
          imgs.map((img) => ({ alt: img.getAttribute("alt"), decorative: img.closest("a, button") !== null && img.getAttribute("alt") === "", width: img.getAttribute("width") })),
        );
      for (const image of images) {
        expect(image.alt, url).not.toBeNull();
        expect(image.width, url).not.toBeNull();
      }
      // Product images (not decorative thumbnails or hero art) describe the product.
      const described = images.filter((i) => i.alt && i.alt.length > 10);
      expect(described.length, url).toBeGreaterThan(0);
    }
  });
});

test.describe("product page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, diamond, chosen, described } of [
    { path: "/product/1", diamond: "Disques diamantés", chosen: "Disque diamanté à liant métallique, grain moyen 30/40", described: "Pour la préparation de surface avant époxy" },
    { path: "/en/product/1", diamond: "Diamond discs", chosen: "Metal-bond diamond disc, medium grit 30/40", described: "For surface preparation before epoxy" },
  ]) {
    test(`${path}: every tab can be seen, and the chosen option's whole name is readable`, async ({ page }) => {
      await page.goto(path);
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(5);
      // No tab is cut off at the edge of the screen or hidden in a row that scrolls without a sign.
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(390);
      }
      expect(await page.getByRole("tablist").evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);

      await page.getByLabel(diamond).selectOption("diamond-medium");
      const shown = page.getByRole("main").getByText(chosen).filter({ visible: true });
      await expect(shown).toBeVisible();
      const box = (await shown.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      // Its description too (the page loads the options' descriptions when a select is first used).
      await expect(page.getByRole("main").getByText(described).filter({ visible: true })).toBeVisible();
    });
  }
});

test.describe("listing texts and search across languages", () => {
  test("items for sale: titled as for sale, with no day-price filter", async ({ page }) => {
    for (const [path, title, dayPrice] of [
      ["/category/produits-en-vente", "Produits en vente | Location Rive-Sud", "Prix par jour"],
      ["/en/category/produits-en-vente", "Products for sale | Location Rive-Sud", "Price per day"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("group", { name: dayPrice })).toHaveCount(0);
    }
    // Rented tools keep both.
    await page.goto("/category/meuleuses");
    await expect(page).toHaveTitle("Meuleuses en location | Location Rive-Sud");
    await expect(page.getByRole("group", { name: "Prix par jour" })).toBeVisible();
  });

  test("counts read as real plurals in both languages", async ({ page }) => {
    await page.goto("/categories");
    await expect(page.getByRole("heading", { level: 2, name: "48 produits trouvés" })).toBeVisible();
    await page.goto("/categories?search=Bunker");
    await expect(page.getByRole("heading", { level: 2, name: "1 produit trouvé pour « Bunker »" })).toBeVisible();
    await page.goto("/en/categories?search=Bunker");
    await expect(page.getByRole("heading", { level: 2, name: "1 product found for “Bunker”" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("(s)");
  });

  test("French words find tools on English pages, and a search survives a language switch", async ({ page }) => {
    await page.goto("/en/categories?search=b%C3%A9ton");
    await expect(page.getByRole("main").getByRole("link", { name: "Bunker B30 concrete pump" }).first()).toBeVisible();
    await page.goto("/categories?search=b%C3%A9ton");
    const french = await page.getByRole("heading", { level: 2, name: /produits? trouvés?/ }).innerText();
    await page
      .getByRole("link", { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/categories\?search=b%C3%A9ton/);
    await expect(page.getByRole("heading", { level: 2, name: /products? found/ })).toHaveText(french.replace(/^(\d+).*/, (_, n: string) => `${n} products found for “béton”`));
  });
});
