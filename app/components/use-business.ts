import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { defaultBusiness, type Business } from "../config/business.ts";
import type { SiteInfo } from "../seo/meta.ts";

function isSiteInfo(value: unknown): value is SiteInfo {
  return typeof value === "object" && value !== null && "lang" in value && "business" in value;
}

/**
 * The site's facts as the server gives them (the business settings of /admin/settings): from the root
 * loader, or carried by the error of a request the root refused before its loader ran
 * (app/root.tsx, middleware). Undefined only when the root loader itself failed.
 */
export function useSiteInfo(): SiteInfo | undefined {
  const loaded = useRouteLoaderData<SiteInfo>("root");
  const error = useRouteError();
  if (loaded) return loaded;
  return isRouteErrorResponse(error) && isSiteInfo(error.data) ? error.data : undefined;
}

/**
 * The business identity, as staff set it in /admin/settings (app/db/business-settings.server.ts).
 * The built-in defaults stand in only where the root has no data: an error thrown by its loader.
 */
export function useBusiness(): Business {
  return useSiteInfo()?.business ?? defaultBusiness;
}
