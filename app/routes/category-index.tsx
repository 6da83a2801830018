import { redirect } from "react-router";
import type { Route } from "./+types/category-index";
import { localizePath, langFromPath } from "../i18n/index.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { public: true } } satisfies RouteFacts;

/** /category with no segment goes to the default category (spec: meuleuses). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(localizePath("/category/meuleuses", langFromPath(url.pathname)));
}
