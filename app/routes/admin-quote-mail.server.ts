/**
 * What the quote acts of the back office hand the data layer for their e-mails (sending a
 * version, an acceptance by phone, a cancellation): the business and the staff's address as
 * the settings give them now, the site's address for the links, the Message-ID domain.
 */
import { getEnv } from "../config/env.server.ts";
import { requestBusinessSettings } from "../db/business-settings.server.ts";
import { messageIdDomain } from "../db/outbox.server.ts";
import type { MailSettings } from "../email/messages.server.ts";

export async function quoteMailSettings(context: object): Promise<MailSettings & { messageIdDomain: string }> {
  const env = getEnv();
  const { business, staffNotifyEmail } = await requestBusinessSettings(context);
  return { business, staffNotifyEmail, publicUrl: env.publicUrl, messageIdDomain: messageIdDomain(env.mailFrom) };
}
