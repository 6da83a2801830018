import { expect, test, type Page } from "./fixtures.ts";
import { expectNoSeriousA11yViolations, waitForHydration } from "./support.ts";

/**
 * Cookie consent (spec sections 2, 3, 4, 9): the banner, its three choices,
 * the preferences dialog, the stored values, the 180-day validity and the
 * privacy page's link back to the preferences.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const CHOICE_KEY = "cookie-consent";
const DATE_KEY = "cookie-consent-date";

type Stored = { consent: unknown; date: number | null };

async function stored(page: Page): Promise<Stored> {
  return page.evaluate(
    ([choiceKey, dateKey]) => {
      const consent = localStorage.getItem(choiceKey!);
      const date = localStorage.getItem(dateKey!);
      return { consent: consent === null ? null : (JSON.parse(consent) as unknown), date: date === null ? null : Number(date) };
    },
    [CHOICE_KEY, DATE_KEY],
  );
}

/** Stores a choice made `ageMs` ago, then reloads so the page starts with it. */
async function storeChoice(page: Page, consent: unknown, ageMs: number) {
  await page.evaluate(
    ([choiceKey, dateKey, value, age]) => {
      localStorage.setItem(choiceKey as string, JSON.stringify(value));
      localStorage.setItem(dateKey as string, String(Date.now() - (age as number)));
    },
    [CHOICE_KEY, DATE_KEY, consent, ageMs] as const,
  );
  await page.reload();
}

const banner = (page: Page, name = "Vos choix de témoins (cookies)") => page.getByRole("region", { name });

test.describe("cookie banner", () => {
  test("first visit: the banner shows its choices and links to the privacy policy", async ({ page }) => {
    await page.goto("/services");
    const region = banner(page);
    await expect(region).toBeVisible();
    for (const name of ["Personnaliser", "Refuser tout", "Accepter tout"]) {
      await expect(region.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(region.getByRole("link", { name: "En savoir plus" })).toHaveAttribute("href", "/privacy");
    expect(await stored(page)).toEqual({ consent: null, date: null });

    await page.goto("/en/services");
    const english = banner(page, "Your cookie choices");
    await expect(english.getByRole("link", { name: "Read our privacy policy" })).toHaveAttribute("href", "/en/privacy");
    await expect(english.getByRole("button", { name: "Reject all" })).toBeVisible();
  });

  test("Accepter tout stores every category with the date, hides the banner, and a reload keeps it hidden", async ({ page }) => {
    await page.goto("/faq");
    const before = Date.now();
    await banner(page).getByRole("button", { name: "Accepter tout" }).click();
    await expect(banner(page)).toBeHidden();
    const { consent, date } = await stored(page);
    expect(consent).toEqual({ essential: true, functional: true, analytics: true, marketing: true });
    expect(date).toBeGreaterThanOrEqual(before - 1000);
    expect(date).toBeLessThanOrEqual(Date.now() + 1000);
    // Keyboard users are not left on a vanished button.
    await expect(page.locator("#main")).toBeFocused();

    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
    await page.goto("/en/terms");
    await waitForHydration(page);
    await expect(banner(page, "Your cookie choices")).toBeHidden();
  });

  test("Reject all (English) stores only essential", async ({ page }) => {
    await page.goto("/en/faq");
    await banner(page, "Your cookie choices").getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page, "Your cookie choices")).toBeHidden();
    expect((await stored(page)).consent).toEqual({ essential: true, functional: false, analytics: false, marketing: false });
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page, "Your cookie choices")).toBeHidden();
  });

  test("Personnaliser: four categories with switches, essential locked on; Annuler discards edits; saving forces essential", async ({ page }) => {
    await page.goto("/concrete-services");
    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    const dialog = page.getByRole("dialog", { name: "Préférences de témoins" });
    await expect(dialog).toBeVisible();

    const essential = dialog.getByRole("switch", { name: "Essentiels" });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const name of ["Fonctionnels", "Analytiques", "Marketing"]) {
      await expect(dialog.getByRole("switch", { name })).not.toBeChecked();
      await expect(dialog.getByRole("switch", { name })).toBeEnabled();
    }
    await expectNoSeriousA11yViolations(page);

    // Annuler discards the edit: nothing stored, the banner is still there.
    await dialog.getByRole("switch", { name: "Analytiques" }).click();
    await expect(dialog.getByRole("switch", { name: "Analytiques" })).toBeChecked();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toEqual({ consent: null, date: null });

    // Reopened: the discarded edit is gone. Switches work from the keyboard, and the labels toggle them too.
    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    await expect(dialog.getByRole("switch", { name: "Analytiques" })).not.toBeChecked();
    await dialog.getByRole("switch", { name: "Fonctionnels" }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("switch", { name: "Fonctionnels" })).toBeChecked();
    await dialog.getByText("Marketing", { exact: true }).click();
    await expect(dialog.getByRole("switch", { name: "Marketing" })).toBeChecked();
    // Escape cancels too.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect((await stored(page)).consent).toBeNull();

    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    await dialog.getByRole("switch", { name: "Marketing" }).click();
    await dialog.getByRole("button", { name: "Enregistrer les préférences" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Préférences enregistrées" })).toBeVisible();
    expect((await stored(page)).consent).toEqual({ essential: true, functional: false, analytics: false, marketing: true });

    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
  });

  test("a stored essential: false cannot switch essential storage off", async ({ page }) => {
    await page.goto("/privacy");
    await storeChoice(page, { essential: false, functional: false, analytics: true, marketing: false }, 0);
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
    await page.getByRole("button", { name: "Modifier mes préférences de témoins" }).click();
    const dialog = page.getByRole("dialog", { name: "Préférences de témoins" });
    await expect(dialog.getByRole("switch", { name: "Essentiels" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Analytiques" })).toBeChecked();
    await dialog.getByRole("button", { name: "Enregistrer les préférences" }).click();
    expect((await stored(page)).consent).toEqual({ essential: true, functional: false, analytics: true, marketing: false });
  });

  test("the privacy page reopens the preferences with the stored choice", async ({ page }) => {
    await page.goto("/en/privacy");
    await banner(page, "Your cookie choices").getByRole("button", { name: "Accept all" }).click();
    const reopen = page.getByRole("button", { name: "Change my cookie preferences" });
    await reopen.click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    for (const name of ["Essential", "Functional", "Analytics", "Marketing"]) {
      await expect(dialog.getByRole("switch", { name })).toBeChecked();
    }
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("switch", { name: "Analytics" }).click();
    await dialog.getByRole("switch", { name: "Marketing" }).click();
    await dialog.getByRole("button", { name: "Save preferences" }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the link that opened the dialog.
    await expect(reopen).toBeFocused();
    expect((await stored(page)).consent).toEqual({ essential: true, functional: true, analytics: false, marketing: false });

    // Cancel leaves the stored choice alone.
    await reopen.click();
    await dialog.getByRole("switch", { name: "Functional" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await stored(page)).consent).toEqual({ essential: true, functional: true, analytics: false, marketing: false });
    await expect(banner(page, "Your cookie choices")).toBeHidden();
  });

  test("a choice younger than 180 days applies; an older, missing-date or unreadable one brings the banner back", async ({ page }) => {
    await page.goto("/faq");
    await expect(banner(page)).toBeVisible();

    await storeChoice(page, { essential: true, functional: false, analytics: false, marketing: false }, 179 * DAY_MS);
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();

    await storeChoice(page, { essential: true, functional: true, analytics: true, marketing: true }, 181 * DAY_MS);
    await expect(banner(page)).toBeVisible();
    // Choosing again renews the date.
    await banner(page).getByRole("button", { name: "Refuser tout" }).click();
    const renewed = await stored(page);
    expect(renewed.consent).toEqual({ essential: true, functional: false, analytics: false, marketing: false });
    expect(Date.now() - (renewed.date ?? 0)).toBeLessThan(60_000);

    await page.evaluate(() => localStorage.setItem("cookie-consent", "{not json"));
    await page.reload();
    await expect(banner(page)).toBeVisible();

    await page.evaluate(() => localStorage.removeItem("cookie-consent-date"));
    await page.evaluate(() => localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false })));
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test("the banner is reachable from the keyboard and moves focus into the page after a choice", async ({ page }) => {
    await page.goto("/terms");
    const accept = banner(page).getByRole("button", { name: "Accepter tout" });
    await expect(accept).toBeVisible();
    await accept.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(banner(page).getByRole("button", { name: "Refuser tout" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("#main")).toBeFocused();
  });

  test("no script of a refused category is ever added (none ships)", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accepter tout" }).click();
    expect(await page.locator("script[data-consent-script]").count()).toBe(0);
  });
});

test.describe("cookie banner on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is compact, shifts no content, and leaves the page usable and scrollable to its end", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number }).__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/services");
    const region = banner(page);
    await expect(region).toBeVisible();
    const box = (await region.boundingBox())!;
    expect(box.height).toBeLessThan(844 * 0.3);
    expect(box.y + box.height).toBeCloseTo(844, 0);

    // The page's main action and the menu stay usable while the banner shows.
    await page.getByRole("main").getByRole("link", { name: "Demander une soumission" }).first().click({ trial: true });
    await page.getByRole("button", { name: "Ouvrir le menu" }).click({ trial: true });

    // Nothing moved when the banner appeared.
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.01);

    // The end of the page scrolls above the banner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.getByRole("contentinfo").evaluate((el) => el.getBoundingClientRect().bottom);
    const bannerTop = await region.evaluate((el) => el.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);

    // After a choice, the reserved room goes away.
    await region.getByRole("button", { name: "Refuser tout" }).click();
    expect(await page.evaluate(() => document.documentElement.style.paddingBottom)).toBe("");
  });

  test("the preferences dialog fits the screen with both its buttons", async ({ page }) => {
    await page.goto("/en/faq");
    await banner(page, "Your cookie choices").getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save preferences" })).toBeInViewport();
    await dialog.getByRole("button", { name: "Save preferences" }).click();
    expect((await stored(page)).consent).toEqual({ essential: true, functional: false, analytics: false, marketing: false });
  });
});

test.describe("product video (third-party content)", () => {
  const youtube = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/;

  /** Every request the page makes to YouTube's domains. */
  function youtubeRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on("request", (request) => {
      if (youtube.test(request.url())) seen.push(request.url());
    });
    return seen;
  }

  for (const { path, tab, load, title, watch } of [
    { path: "/product/1", tab: "Vidéo", load: "Charger la vidéo", title: /Vidéo de démonstration/, watch: /Regarder sur YouTube/ },
    { path: "/en/product/1", tab: "Video", load: "Load the video", title: /Demonstration video/, watch: /Watch on YouTube/ },
  ]) {
    test(`${path}: with optional cookies refused, nothing loads from YouTube until the visitor asks`, async ({ page }) => {
      const requests = youtubeRequests(page);
      await page.goto(path);
      await storeChoice(page, { essential: true, functional: false, analytics: false, marketing: false }, 0);
      await page.getByRole("tab", { name: tab }).click();
      const panel = page.getByRole("tabpanel", { name: tab });
      // The placeholder says what would load and from where.
      await expect(panel).toContainText("YouTube");
      await expect(panel).toContainText("youtube-nocookie.com");
      await expect(panel.getByRole("link", { name: watch })).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(requests).toEqual([]);

      await panel.getByRole("button", { name: load }).click();
      await expect(page.getByTitle(title)).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      await expect.poll(() => requests.length).toBeGreaterThan(0);
    });
  }

  test("with marketing cookies accepted, the video shows at once", async ({ page }) => {
    await page.goto("/product/1");
    await storeChoice(page, { essential: true, functional: false, analytics: false, marketing: true }, 0);
    await page.getByRole("tab", { name: "Vidéo" }).click();
    await expect(page.getByTitle(/Vidéo de démonstration/)).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test("without JavaScript the video is a link to YouTube, and nothing loads from there", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests = youtubeRequests(page);
    await page.goto("/product/1");
    await expect(page.getByRole("link", { name: /Regarder sur YouTube/ })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(requests).toEqual([]);
    await context.close();
  });
});

test("the banner's code loads once the page has hydrated; if it cannot load, the page keeps working without it", async ({ page }) => {
  // Not in the document's first load: asked for after hydration (app/root.tsx).
  const html = await (await page.goto("/faq"))!.text();
  expect(html).not.toMatch(/cookie-consent-[\w-]+\.js/);
  await expect(banner(page)).toBeVisible();

  // A deployment replaced the chunk, or the connection dropped: no banner, no error page.
  await page.route(/\/assets\/cookie-consent-[\w-]+\.js$/, (route) => route.abort());
  const failed = page.waitForEvent("console", (message) => message.type() === "error" && message.text().includes("Cookie banner failed to load"));
  await page.goto("/faq");
  await waitForHydration(page);
  await failed;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Foire aux questions/);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Services" }).first().click();
  await expect(page).toHaveURL(/\/services$/);
});
