/**
 * /admin — the staff dashboard (spec 2 /admin, 4 request status).
 * Counters, the day's board at the counter (first screen), filtered and paginated list, the selected request's detail (its
 * own URL: ?request=S-2026-000001, keeping the filters), status changes with
 * history and the customer's e-mail, live arrival of new requests, the e-mail
 * outbox (?view=outbox) and the CSV export.
 *
 * Staff only: the back office's layout route (routes/staff-layout.tsx) sends a
 * visitor or a customer away before anything is read or written, whatever the method.
 * Everything works without JavaScript (GET filters, POST buttons); with it,
 * changes show a toast and React Router reloads list and counters after each
 * action. A quote request's detail also shows its quote and the acts staff do
 * on it (./admin-request-quote.server.ts).
 */
import { data, useLocation } from "react-router";
import type { Route } from "./+types/admin";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import { AdminHeader, type AdminView } from "../components/admin/admin-header.tsx";
import { ActionNotice, useActionToast, type AdminActionResult } from "../components/admin/action-result.tsx";
import { CounterBoard } from "../components/admin/counter-board.tsx";
import { OutboxView } from "../components/admin/outbox-view.tsx";
import { RequestDetailPanel } from "../components/admin/request-detail.tsx";
import { RequestFiltersForm } from "../components/admin/request-filters.tsx";
import { RequestList } from "../components/admin/request-list.tsx";
import { StatsCounters } from "../components/admin/stats-counters.tsx";
import { useLiveRequests } from "../components/admin/live-updates.tsx";
import { getEnv } from "../config/env.server.ts";
import { getRequestDetail, listRequests, requestActivitySince, requestStats } from "../db/admin-requests.server.ts";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { requestBusiness } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { counterBoard } from "../db/counter-board.server.ts";
import { listOutbox, messageIdDomain, OUTBOX_VIEW_SIZE, retryFailedEmail } from "../db/outbox.server.ts";
import { changeRequestStatus } from "../db/request-status.server.ts";
import { isReadableQuery, isUuid, parseRequestFilters } from "../domain/request-filters.ts";
import { isRequestStatus } from "../domain/request-status.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import { langFromPath } from "../i18n/index.ts";
import { staticPageMeta } from "../seo/meta.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm, refusedRequest } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { handleQuoteAction, isQuoteIntent, loadRequestQuote } from "./admin-request-quote.server.ts";

export const meta = staticPageMeta("admin", "/admin");

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const lang = langFromPath(url.pathname);
  // ?q= and ?request= reach the database, which refuses NUL: refused here, before anything is read.
  if (!isReadableQuery(url.searchParams)) throw refusedRequest(lang);
  const db = await getDb();
  // The live check starts from "now" and already knows the requests of its overlap window.
  const [stats, activity] = await Promise.all([requestStats(db), requestActivitySince(db, new Date())]);
  const live = { since: activity.checkedAt.toISOString(), seen: activity.created.map((request) => request.id) };

  if (url.searchParams.get("view") === "outbox") {
    return data({ view: "outbox" as const, stats, live, outbox: await listOutbox(db, OUTBOX_VIEW_SIZE), outboxLimit: OUTBOX_VIEW_SIZE });
  }
  const filters = parseRequestFilters(url.searchParams);
  const reference = url.searchParams.get("request")?.trim().slice(0, 40) || null;
  // The day's board is the first screen: not while a request is open or the list is filtered.
  const firstScreen = !reference && !hasFilters(filters);
  const [page, detail, board] = await Promise.all([listRequests(db, filters), reference ? getRequestDetail(db, reference, lang) : undefined, firstScreen ? counterBoard(db) : null]);
  const quote = detail ? await loadRequestQuote(db, detail) : null;
  return data({ view: "requests" as const, stats, live, filters, page, reference, detail: detail ?? null, quote, board });
}

export async function action(args: Route.ActionArgs) {
  const env = getEnv();
  const user = staffMember(args.context);
  const form = await readForm(args);
  const intent = form.get("intent");

  if (intent === "status") {
    const id = form.get("id");
    const to = form.get("status");
    if (!isUuid(id) || !isRequestStatus(to)) return data<AdminActionResult>({ ok: false, intent, message: "admin.errors.statusFailed" }, { status: 400 });
    try {
      const result = await changeRequestStatus(await getDb(), {
        submissionId: id,
        to,
        actor: { userId: user.id, name: staffDisplayName(user) },
        // The e-mail is rendered now (the outbox stores it): with the business as the settings are now.
        mail: { business: await requestBusiness(args.context), publicUrl: env.publicUrl, messageIdDomain: messageIdDomain(env.mailFrom) },
      });
      if (result.outcome === "not-found") return data<AdminActionResult>({ ok: false, intent, message: "admin.errors.requestGone" }, { status: 404 });
      if (result.outcome === "not-allowed") return data<AdminActionResult>({ ok: false, intent, message: "adminQuotes.errors.statusNotManual" }, { status: 409 });
      if (result.outcome === "changed") {
        notifyOutbox();
        logger.info("request status changed", { reference: result.reference, from: result.from, to: result.to, by: user.id });
      }
      return data<AdminActionResult>({ ok: true, intent, message: "toast.statusUpdated" });
    } catch (error) {
      logger.error("request status not changed", { requestId: args.context.get(requestInfoContext).requestId, id, to, by: user.id, error });
      return data<AdminActionResult>({ ok: false, intent, message: "admin.errors.statusFailed" }, { status: 500 });
    }
  }

  if (isQuoteIntent(intent)) {
    const catalogue = await requestCatalogue(args.context);
    const lang = langFromPath(args.url.pathname);
    const productName = (id: number) => catalogue.products.find((product) => product.id === id)?.name[lang] ?? `#${id}`;
    return handleQuoteAction({ db: await getDb(), intent, form, actor: { userId: user.id, name: staffDisplayName(user) }, request: args.request, context: args.context, productName });
  }

  if (intent === "retry-email") {
    const id = form.get("id");
    try {
      const retried = await retryFailedEmail(await getDb(), typeof id === "string" ? id : "");
      if (!retried) return data<AdminActionResult>({ ok: false, intent, message: "admin.outbox.retryGone" }, { status: 409 });
      notifyOutbox();
      logger.info("failed e-mail queued again", { id, by: user.id });
      return data<AdminActionResult>({ ok: true, intent, message: "admin.outbox.retried" });
    } catch (error) {
      logger.error("failed e-mail not queued again", { requestId: args.context.get(requestInfoContext).requestId, id, by: user.id, error });
      return data<AdminActionResult>({ ok: false, intent, message: "admin.errors.retryFailed" }, { status: 500 });
    }
  }

  return data<AdminActionResult>({ ok: false, intent: "unknown", message: "admin.errors.statusFailed" }, { status: 400 });
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const view: AdminView = loaderData.view;
  useActionToast(actionData);
  const live = useLiveRequests(loaderData.live);

  return (
    <>
      <AdminHeader view={view} live={live} />
      <div className="container-page py-6 sm:py-8">
        <ActionNotice result={actionData} />
        <StatsCounters stats={loaderData.stats} />
        {loaderData.view === "outbox" ? (
          <OutboxView rows={loaderData.outbox} limit={loaderData.outboxLimit} />
        ) : (
          <>
            {loaderData.board ? <CounterBoard board={loaderData.board} /> : null}
            <div className="mt-8">
              <RequestFiltersForm filters={loaderData.filters} />
              <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
                <RequestList page={loaderData.page} selected={loaderData.reference} search={location.search} filtered={hasFilters(loaderData.filters)} />
                <RequestDetailPanel reference={loaderData.reference} detail={loaderData.detail} quote={loaderData.quote} />
              </div>
            </div>
          </>
        )}
      </div>
    </>
  );
}

function hasFilters(filters: { status?: string; type?: string; from?: string; to?: string; q?: string }): boolean {
  return Boolean(filters.status || filters.type || filters.from || filters.to || filters.q);
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
