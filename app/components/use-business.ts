import { useRouteLoaderData } from "react-router";
import { defaultBusiness, type Business } from "../config/business.ts";
import type { SiteInfo } from "../seo/meta.ts";

/**
 * The business identity the server runs with (environment overrides included), from the root
 * loader. The defaults stand in only where the root has no data: an error thrown before it ran.
 */
export function useBusiness(): Business {
  return useRouteLoaderData<SiteInfo>("root")?.business ?? defaultBusiness;
}
