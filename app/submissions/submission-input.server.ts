/**
 * What the quote and contact actions hand to their submit functions, read on
 * the server and never from the form: the signed-in account, the database,
 * the page's language, the business settings in effect, the client's IP and the request id.
 */
import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { getOptionalUser } from "../auth/session.server.ts";
import { getEnv } from "../config/env.server.ts";
import { requestBusinessSettings } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { langFromPath } from "../i18n/index.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { businessDateTime } from "../domain/business-clock.ts";
import { submissionKeySchema } from "../domain/validation/fields.ts";
import type { SubmitInput } from "./quote.server.ts";

export async function submitInputFor(args: { request: Request; url: URL; context: Readonly<RouterContextProvider> }, formData: FormData): Promise<SubmitInput> {
  const info = args.context.get(requestInfoContext);
  if (submissionKeySchema.parse(formData.get("submissionKey") ?? undefined) === undefined) formData.set("submissionKey", keyAtThePost(formData, info.clientIp));
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

/**
 * The key of a form posted before the page's scripts made one (or without them): the same form
 * sent again, filled in the same, from the same address on the same day (a double click, a refresh
 * after the answer) is the request already stored, not a second one.
 */
function keyAtThePost(formData: FormData, clientIp: string): string {
  const hash = createHash("sha256").update(`${clientIp}\n${businessDateTime(new Date()).date}`);
  // What was filled in, in any order and whatever its line breaks: a browser posts a text area's
  // lines with CRLF, a script that re-posts the form may send LF and order its fields otherwise.
  const filled = [...formData]
    .filter(([name, value]) => typeof value === "string" && value !== "" && name !== "submissionKey")
    .map(([name, value]) => `${name}=${String(value).replace(/\r\n?/g, "\n")}`);
  for (const field of filled.sort()) hash.update(`\n${field}`);
  return `post-${hash.digest("hex").slice(0, 40)}`;
}
