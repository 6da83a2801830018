/**
 * The /contact action's work: rate limit, honeypot, the shared zod schema,
 * then ONE transaction storing the message and its e-mails (decisions.md: the
 * observed site kept contact messages in the browser only, a defect).
 */
import { messageIdDomain } from "../db/outbox.server.ts";
import { saveContactMessage } from "../db/submissions.server.ts";
import { contactInputFromFormData, validateContactForm } from "../domain/validation/contact-form.ts";
import { contactMessageEmails } from "../email/messages.server.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import { logger } from "../platform/logger.server.ts";
import { failureAnswer, honeypotAnswer, rateLimitAnswer, validationAnswer, type AnswerWithStatus, type RequestFacts } from "./form-submission.server.ts";
import type { SubmitInput } from "./quote.server.ts";

export async function submitContactMessage(input: SubmitInput): Promise<AnswerWithStatus> {
  const now = input.now ?? new Date();
  const facts: RequestFacts = { clientIp: input.clientIp, requestId: input.requestId, phone: input.settings.business.phone, now };
  try {
    const limited = await rateLimitAnswer(input.db, "contact", facts);
    if (limited) return limited;
  } catch (error) {
    return failureAnswer(error, "contact", facts);
  }
  const trapped = honeypotAnswer(input.formData, "contact", facts);
  if (trapped) return trapped;

  const validated = validateContactForm(contactInputFromFormData(input.formData));
  if (!validated.ok) return validationAnswer(validated, facts);
  const form = validated.value;

  try {
    const stored = await saveContactMessage(input.db, form, {
      lang: input.lang,
      userId: input.userId ?? null,
      messageIdDomain: messageIdDomain(input.settings.mailFrom),
      now,
      emails: ({ reference, createdAt }) => contactMessageEmails({ reference, createdAt, lang: input.lang, form }, input.settings),
    });
    if (!stored.duplicate) notifyOutbox();
    logger.info("contact message stored", { requestId: input.requestId, reference: stored.reference, duplicate: stored.duplicate });
    return { status: 200, body: { ok: true, reference: stored.reference } };
  } catch (error) {
    return failureAnswer(error, "contact", facts);
  }
}
