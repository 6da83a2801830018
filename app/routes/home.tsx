import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { langFromCookie } from "../i18n/lang-cookie.server.ts";
import { staticPageMeta } from "../seo/page-meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  // "/" honours a stored English choice (decisions.md); /en never redirects.
  if (new URL(request.url).pathname === "/" && langFromCookie(request) === "en") throw redirect("/en");
  return null;
}

export const meta = staticPageMeta("home", "/");

export default function HomePage() {
  return <PlaceholderPage titleKey="pages.categories.title" leadKey="meta.home.description" />;
}
