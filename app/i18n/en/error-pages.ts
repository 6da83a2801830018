/**
 * English messages under "notFound.*" and "error.*" (the same keys as ../fr/error-pages.ts): the
 * 404 and error pages. They travel with the error page's code, not with every page
 * (i18n/namespaces.ts, lazy-messages.ts).
 */
import type { Messages } from "../types.ts";

export const enNotFound: Messages["notFound"] = {
  title: "Page not found",
  message: "The page you are looking for does not exist or has moved. Check the address or go back to the home page to find your tool.",
  productTitle: "Product not found",
  productMessage: "This product does not exist or is no longer offered. Browse our categories to find an equivalent.",
  productGoneTitle: "Product withdrawn",
  productGoneMessage: "This product is no longer offered. Browse our categories to find an equivalent.",
  categoryTitle: "Category not found",
  browse: "See all products",
};

export const enError: Messages["error"] = {
  title: "Something went wrong",
  retry: "Please try again",
  persist: "If the problem persists, contact us at {phone}.",
  errorId: "Error code: {id}",
  badRequestTitle: "Invalid request",
  badRequest: "This page could not read your request: it contains data none of our forms send. Go back to the previous page and try again.",
  tooLargeTitle: "Upload too large",
  tooLarge: "What you sent is over the size allowed (a photo: {megabytes} MB at most). Go back to the previous page and choose a smaller file.",
};
