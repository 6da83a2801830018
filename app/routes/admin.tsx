import { redirect } from "react-router";
import type { Route } from "./+types/admin";
import { langFromPath, localizePath } from "../i18n/index.ts";

/**
 * Staff only. Accounts arrive with their own issue; until then
 * nobody is signed in, and the guard sends every visitor to the home page with
 * the sign-in dialog requested (decisions.md, "Routes and shell").
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(`${localizePath("/", langFromPath(new URL(request.url).pathname))}?login=1`);
}

export default function AdminPage() {
  return null;
}
