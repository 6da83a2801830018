import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadAllCatalogues } from "./load-all.ts";
import { routes } from "../../tests/support/source-build.ts";
import { routeTable } from "../routes/facts.ts";
import { handle as productPage } from "../routes/product.tsx";
import * as i18n from "./index.ts";
import { getCatalogue, isBackOfficePath, type Lang } from "./index.ts";
import { mergeTrees, pickParts, SHELL_PARTS, type RequestFacts } from "./namespaces.ts";
import { flattenKeys } from "./parity.ts";

beforeAll(loadAllCatalogues);

/** The messages a page sends, from the facts of the route that answers its path (app/routes/facts.ts). */
const pages = routeTable(routes);
const browserMessages = (lang: Lang, path: string, facts?: RequestFacts) => i18n.browserMessages(lang, pages.factsAt(path), facts);
const messagePartsOf = (path: string) => i18n.messagePartsOf(pages.factsAt(path));
const PRODUCT_DATED_PARTS = productPage.page.datedMessages;

const PUBLIC_PAGES = [
  "/",
  "/categories",
  "/category/meuleuses",
  "/product/1",
  "/quote",
  "/contact",
  "/faq",
  "/services",
  "/concrete-services",
  "/privacy",
  "/terms",
  "/rental-policy",
  "/cancellation-policy",
  "/page-inconnue",
];

describe("the messages a page sends to the browser", () => {
  it("knows the back office's paths in both languages, and nothing else", () => {
    for (const path of ["/admin", "/en/admin", "/admin/products/12", "/en/admin/stats"]) expect(isBackOfficePath(path), path).toBe(true);
    for (const path of ["/", "/en", "/administration", "/product/1", "/en/quote", "/profile"]) expect(isBackOfficePath(path), path).toBe(false);
  });

  it("give the back office everything, and a public page the shell and its own parts only", () => {
    for (const lang of ["fr", "en"] as const) {
      const all = getCatalogue(lang);
      expect(browserMessages(lang, lang === "fr" ? "/admin/products" : "/en/admin/products")).toBe(all);
      const product = browserMessages(lang, lang === "fr" ? "/product/1" : "/en/product/1");
      // The shell, the product page's own texts, and nothing of the back office or the account forms.
      expect(product.header).toEqual(all.header);
      expect(product.catalogue.product).toEqual(all.catalogue.product);
      // Of the quote's errors and the rental texts, only what the dates' form and the quantity can
      // say; with dates in its address, what the dates can say too.
      expect(Object.keys(product.quote.errors)).toEqual(["quantityTooHigh"]);
      expect(Object.keys(product.rental).sort()).toEqual(["availability", "dates", "price"]);
      expect(Object.keys(product.rental.availability)).toEqual(["forSale"]);
      const dated = browserMessages(lang, lang === "fr" ? "/product/1" : "/en/product/1", { dated: true });
      expect(Object.keys(dated.quote.errors).length).toBeLessThan(Object.keys(all.quote.errors).length);
      expect(Object.keys(dated.rental).sort()).toEqual(["availability", "breakdown", "dates", "price"]);
      expect(dated.rental.availability).toEqual(all.rental.availability);
      expect(Object.keys(product)).not.toContain("admin");
      expect(Object.keys(product.quote)).toEqual(["errors"]);
      // The header's account menu, for someone signed in only.
      expect(Object.keys(product)).not.toContain("accountArea");
      const signedIn = browserMessages(lang, lang === "fr" ? "/product/1" : "/en/product/1", { signedIn: true });
      expect(Object.keys(signedIn.accountArea)).toEqual(["header"]);
      expect(Object.keys(product.meta).sort()).toEqual(["keywords", "product"]);
      // The error pages' words come with their code; of them, the product page has its titles when it failed.
      expect(Object.keys(product)).not.toContain("error");
      expect(Object.keys(product.notFound).sort()).toEqual(["productGoneTitle", "productTitle"]);
      expect(Object.keys(browserMessages(lang, lang === "fr" ? "/" : "/en"))).not.toContain("notFound");
      // The 404 page (an unknown path) has its own.
      expect(browserMessages(lang, lang === "fr" ? "/no-such-page" : "/en/no-such-page").notFound).toEqual(all.notFound);
    }
  });

  it("carry neither the cookie banner nor its dialog (their code brings them), and the forms' errors, titles and toasts only with their pages", () => {
    for (const lang of ["fr", "en"] as const) {
      const all = getCatalogue(lang);
      const at = (path: string) => browserMessages(lang, lang === "fr" ? path : `/en${path === "/" ? "" : path}`);
      for (const path of ["/", "/faq", "/categories", "/product/1"]) {
        const page = at(path);
        // The button that reopens the choices: on the product page, the video's.
        if (path === "/product/1") expect(page.consent, path).toEqual({ preferences: { reopen: all.consent.preferences.reopen } });
        else expect(page.consent, path).toBeUndefined();
        expect(Object.keys(page), path).not.toContain("validation");
        // Toasts only with what shows them (a sign-in's and a sign-up's come with the account dialog's words).
        expect(Object.keys(page.toast ?? {}).sort(), path).toEqual(path === "/product/1" ? ["productAdded", "productAddedBody", "productAddedCapped"] : []);
      }
      expect(Object.keys(at("/").pages ?? {})).toEqual([]);
      // The content pages' controls only with those pages.
      expect(at("/product/1").content).toBeUndefined();
      expect(at("/faq").content).toEqual({ faq: all.content.faq });
      expect(at("/privacy").content).toEqual({ policy: all.content.policy });
      expect(at("/privacy").consent).toEqual({ preferences: { reopen: all.consent.preferences.reopen } });
      expect(Object.keys(at("/categories").pages)).toEqual(["categories"]);
      // The quote page's form errors and cart lines come later (routes/quote.tsx); a document
      // answering a post carries the errors the server found.
      const quote = at("/quote");
      expect(Object.keys(quote.validation)).toEqual(["errorTitle"]);
      expect(Object.keys(quote.quote.errors).sort()).toEqual(["generic", "noItems"]);
      expect(Object.keys(quote.rental).sort()).toEqual(["dates", "delivery"]);
      const posted = browserMessages(lang, lang === "fr" ? "/quote" : "/en/quote", { answersPost: true });
      expect(posted.validation).toEqual(all.validation);
      expect(posted.quote.errors).toEqual(all.quote.errors);
      expect(Object.keys(quote.pages)).toEqual(["quote"]);
      expect(Object.keys(quote.toast).sort()).toEqual(["itemRemoved", "quoteSent", "quoteSentPage"]);
      const contact = at("/contact");
      expect(contact.validation).toEqual(all.validation);
      expect(Object.keys(contact.toast).sort()).toEqual(["messageSent", "messageSentPage"]);
    }
  });

  it("keep every public page's messages under a third of the catalogue", () => {
    for (const lang of ["fr", "en"] as const) {
      const whole = JSON.stringify(getCatalogue(lang)).length;
      for (const path of PUBLIC_PAGES) {
        const sent = JSON.stringify(browserMessages(lang, lang === "fr" ? path : `/en${path === "/" ? "" : path}`)).length;
        expect(sent, path).toBeLessThan(whole / 3);
      }
    }
  });

  it("give the product page every rental text and error its dates and quantity can show: before a date with the page, the rest once its address has dates", () => {
    // The product page's own components and the date rules they share with the quote form.
    // What shows only for dates loads with the date rules and their words (add-to-quote.tsx).
    const withTheRules = ["dated-details.tsx", "dated-price.tsx", "rental-rules.ts"].map((name) => `app/components/catalogue/${name}`);
    const sources = [
      "app/routes/product.tsx",
      ...readdirSync("app/components/catalogue").map((name) => `app/components/catalogue/${name}`),
      "app/components/rental/availability-message.tsx",
      "app/domain/validation/rental-date-errors.ts",
      "app/i18n/format.ts",
    ];
    // (The product route's own list of its parts, in its handle, is no use of a key.)
    const source = (file: string) => readFileSync(file, "utf8").replace(/const RENTAL_PARTS[\s\S]*?satisfies RouteFacts;/, "");
    const keysOf = (files: readonly string[]) => new Set(files.flatMap((file) => [...source(file).matchAll(/["'`]((?:rental|quote\.errors)\.[a-zA-Z.]*[a-zA-Z])/g)].map((match) => match[1]!)));
    const used = keysOf(sources);
    const beforeDates = keysOf(sources.filter((file) => !withTheRules.includes(file) && !/availability-message|rental-date-errors/.test(file)));
    expect(used.size).toBeGreaterThan(10);
    expect(beforeDates.size).toBeGreaterThan(3);
    for (const lang of ["fr", "en"] as const) {
      const path = lang === "fr" ? "/product/1" : "/en/product/1";
      // A subtree's name (rental.availability, from `${"rental.availability"}.${kind}`) counts when its keys came.
      const has = (sent: Set<string>, key: string) => [...sent].some((k) => k === key || k.startsWith(`${key}.`));
      const dated = new Set(flattenKeys(browserMessages(lang, path, { dated: true })));
      for (const key of used) expect(has(dated, key), `${lang}, with dates: ${key}`).toBe(true);
      const plain = new Set(flattenKeys(browserMessages(lang, path)));
      for (const key of beforeDates) expect(has(plain, key), `${lang}, no dates: ${key}`).toBe(true);
      // And the page without dates is lighter by the dated texts.
      expect(plain.size).toBeLessThan(dated.size);
    }
  });

  it("name only parts that exist, so no page silently misses a namespace", () => {
    const all = getCatalogue("fr");
    for (const path of [...PUBLIC_PAGES, "/profile", "/quotes/abc", "/account", "/confirm-email", "/reset-password"]) {
      const parts = messagePartsOf(path);
      if (parts === "all") continue;
      for (const part of parts) expect(pickParts(all, [part]), `${path}: ${part}`).not.toEqual({});
    }
    for (const part of PRODUCT_DATED_PARTS) expect(pickParts(all, [part]), part).not.toEqual({});
    for (const part of SHELL_PARTS) expect(pickParts(all, [part]), part).not.toEqual({});
  });
});

describe("catalogue parts", () => {
  const tree = { a: { x: "1", y: { z: "2" } }, b: "3" };

  it("picks subtrees with their path, and merges them back without losing what was there", () => {
    const picked = pickParts(tree, ["a.y", "b"]);
    expect(picked).toEqual({ a: { y: { z: "2" } }, b: "3" });
    const merged = mergeTrees(picked, pickParts(tree, ["a.x"]));
    expect(merged).toEqual(tree);
    expect(flattenKeys(merged).sort()).toEqual(["a.x", "a.y.z", "b"]);
    // A part that is not in the tree brings nothing.
    expect(pickParts(tree, ["a.z", "c"])).toEqual({});
  });
});

describe("the browser's catalogue, received in parts", () => {
  it("counts a namespace as loaded only when it came whole, not when a page brought one of its subtrees", async () => {
    vi.resetModules();
    const browser = await import("./index.ts");
    // What every page brings: the header's account menu, not the account dialog's forms.
    browser.registerCatalogue("fr", { accountArea: { header: { signOut: "Se déconnecter" } } }, ["accountArea.header"]);
    expect(browser.hasCatalogueParts("fr", ["accountArea.header"])).toBe(true);
    expect(browser.hasCatalogueParts("fr", ["accountArea"])).toBe(false);
    expect(browser.hasCatalogueParts("en", ["accountArea.header"])).toBe(false);
    // The dialog's chunk brings the namespace whole: the header's subtree is kept.
    browser.registerCatalogue("fr", { accountArea: { signIn: { submit: "Se connecter" } } }, ["accountArea"]);
    expect(browser.hasCatalogueParts("fr", ["accountArea", "accountArea.signIn"])).toBe(true);
    expect(browser.translate("fr", "accountArea.header.signOut")).toBe("Se déconnecter");
    expect(browser.translate("fr", "accountArea.signIn.submit")).toBe("Se connecter");
  });
});
