/**
 * /admin/units — the fleet: a field a scanner types a tag into (a plain GET form, `?tag=`,
 * which opens the unit's page), and every rented product with its units counted by state.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-units";
import { FleetPage } from "../components/admin/units/fleet-page.tsx";
import { getDb } from "../db/client.server.ts";
import { findUnitPage, fleetSummary, normaliseTag } from "../db/rental-units.server.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { langFromPath, localizePath, translate } from "../i18n/index.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminProducts", "/admin/units", ({ location }) => ({ title: translate(langFromPath(location.pathname), "adminUnits.metaTitle") }));

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const typed = url.searchParams.get("tag");
  const db = await getDb();
  let notFound: string | null = null;
  if (typed !== null && typed.trim() !== "") {
    const page = await findUnitPage(db, typed, todayInBusinessZone());
    if (page) throw redirect(localizePath(`/admin/units/${page.unit.tag}`, lang));
    notFound = normaliseTag(typed).slice(0, 60);
  }
  const rows = (await fleetSummary(db)).map((row) => ({ ...row, name: row.name[lang] || row.name.fr })).sort((a, b) => a.name.localeCompare(b.name, lang));
  const body = { rows, notFound, empty: typed !== null && typed.trim() === "" };
  // An unknown tag is a page not found, with the fleet to look in.
  return notFound === null ? body : data(body, { status: 404 });
}

export default function AdminUnitsRoute({ loaderData }: Route.ComponentProps) {
  return <FleetPage {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
