/**
 * A request's status change (spec 4): the new status, its history row
 * and the customer's e-mail, in ONE transaction. The caller has checked the
 * admin role (app/auth/guards.server.ts).
 */
import { eq, sql } from "drizzle-orm";
import { manualStatusesFor, type RequestStatus } from "../domain/request-status.ts";
import type { EmailContext } from "../email/layout.ts";
import { statusChangedEmail } from "../email/templates/status-changed.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails } from "./outbox.server.ts";
import { submissions } from "./schema.ts";

export type StaffMember = { userId: string; name: string };

export type StatusChangeInput = {
  submissionId: string;
  to: RequestStatus;
  actor: StaffMember;
  /** For the customer's e-mail. */
  mail: EmailContext & { messageIdDomain: string };
  now?: Date;
};

export type StatusChangeOutcome =
  | { outcome: "changed"; reference: string; from: RequestStatus; to: RequestStatus }
  | { outcome: "unchanged"; reference: string; to: RequestStatus }
  /** Not a status staff may set by hand for this request now (manualStatusesFor): nothing changed. */
  | { outcome: "not-allowed"; reference: string; from: RequestStatus; to: RequestStatus }
  | { outcome: "not-found" };

/**
 * Sets a request's status (spec 4; Only a status staff may set by hand, see
 * manualStatusesFor, the others being the outcome of an act) in ONE transaction: the new
 * status, the history row (who, when, from, to) and the customer's e-mail in
 * the request's language, through the outbox. The row is locked first, so two
 * staff members clicking at once record two consistent steps. Setting the
 * status a request already has changes nothing and sends nothing.
 */
export async function changeRequestStatus(db: Db, input: StatusChangeInput): Promise<StatusChangeOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: submissions.id,
        reference: submissions.reference,
        type: submissions.type,
        status: submissions.status,
        lang: submissions.lang,
        name: submissions.name,
        firstName: submissions.firstName,
        email: submissions.email,
      })
      .from(submissions)
      .where(eq(submissions.id, input.submissionId))
      .for("update");
    if (!current) return { outcome: "not-found" };
    if (current.status === input.to) return { outcome: "unchanged", reference: current.reference, to: input.to };
    // Decided under the row's lock: an acceptance committed a moment ago is seen here.
    if (!manualStatusesFor(current.type, current.status).includes(input.to)) return { outcome: "not-allowed", reference: current.reference, from: current.status, to: input.to };

    // The database's clock, like the live-update marker it is compared with (a JS Date has only
    // millisecond precision and could fall just before a marker read in the same millisecond).
    await tx
      .update(submissions)
      .set({ status: input.to, updatedAt: input.now ?? sql`now()` })
      .where(eq(submissions.id, current.id));
    await tx.insert(submissionStatusChanges).values({
      submissionId: current.id,
      fromStatus: current.status,
      toStatus: input.to,
      changedByKind: "staff",
      changedByUserId: input.actor.userId,
      changedByName: input.actor.name,
      changedAt: now,
    });
    const content = statusChangedEmail(
      { reference: current.reference, type: current.type, lang: current.lang, greetingName: current.firstName || current.name, to: input.to, changedAt: now },
      input.mail,
    );
    await enqueueEmails(
      tx,
      current.id,
      [
        {
          kind: "status-changed",
          lang: current.lang,
          to: { address: current.email, name: current.name },
          replyTo: { address: input.mail.business.email, name: input.mail.business.name },
          ...content,
        },
      ],
      input.mail.messageIdDomain,
    );
    return { outcome: "changed", reference: current.reference, from: current.status, to: input.to };
  });
}
