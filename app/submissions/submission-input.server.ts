/**
 * What the quote and contact actions hand to their submit functions, read on
 * the server and never from the form: the signed-in account, the database,
 * the page's language, the business settings in effect, the client's IP and the request id.
 */
import type { RouterContextProvider } from "react-router";
import { getOptionalUser } from "../auth/session.server.ts";
import { getEnv } from "../config/env.server.ts";
import { requestBusinessSettings } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { langFromPath } from "../i18n/index.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import type { SubmitInput } from "./quote.server.ts";

export async function submitInputFor(args: { request: Request; url: URL; context: Readonly<RouterContextProvider> }, formData: FormData): Promise<SubmitInput> {
  const info = args.context.get(requestInfoContext);
  // A request sent while signed in belongs to that account ("my requests").
  const user = await getOptionalUser(args);
  const { publicUrl, mailFrom } = getEnv();
  const { business, staffNotifyEmail } = await requestBusinessSettings(args.context);
  return {
    userId: user?.id ?? null,
    db: await getDb(),
    formData,
    lang: langFromPath(args.url.pathname),
    settings: { business, staffNotifyEmail, publicUrl, mailFrom },
    clientIp: info.clientIp,
    requestId: info.requestId,
  };
}
