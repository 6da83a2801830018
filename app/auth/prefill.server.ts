/**
 * Quote-form prefill (spec 6: "prefilled quote form (profile and account
 * email)"): what /quote puts in its contact fields for a signed-in customer.
 * Null for a visitor. The e-mail is the account's (confirmed) address.
 */
import type { RouterContextProvider } from "react-router";
import { getDb } from "../db/client.server.ts";
import { getProfileView } from "../db/profiles.server.ts";
import { formatPhone } from "../domain/validation/fields.ts";
import { getSessionInfo, remember, sessionsVersion } from "./session.server.ts";

export type QuotePrefill = {
  firstName: string;
  lastName: string;
  email: string;
  /** Display form "514-123-4567" (the quote form normalises it again). */
  phone: string;
  company: string;
  address: string;
  city: string;
  postalCode: string;
};

/**
 * Prefills this process read, by account, with the session version they were read at: the
 * profile and the account's e-mail move that version (decision 0026, app/auth/session.server.ts).
 */
const recentPrefills = new Map<string, { sessions: number; prefill: QuotePrefill | null }>();

/**
 * Pass the loader's `context` when you have it (the session lookup is then
 * shared with the root loader of the same request).
 */
export async function getQuotePrefill(request: Request, context?: Readonly<RouterContextProvider>): Promise<QuotePrefill | null> {
  const session = await getSessionInfo({ request, context });
  if (!session.user) return null;
  const sessions = await sessionsVersion(context);
  const known = recentPrefills.get(session.user.id);
  if (known?.sessions === sessions) return known.prefill;
  const prefill = prefillOf(await getProfileView(await getDb(), session.user.id));
  remember(recentPrefills, session.user.id, { sessions, prefill });
  return prefill;
}

function prefillOf(profile: Awaited<ReturnType<typeof getProfileView>>): QuotePrefill | null {
  if (!profile) return null;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ? formatPhone(profile.phone) : "",
    company: profile.company ?? "",
    address: profile.address ?? "",
    city: profile.city ?? "",
    postalCode: profile.postalCode ?? "",
  };
}
