import { isRouteErrorResponse, useRouteError } from "react-router";
import { useBusiness } from "./use-business.ts";
import { PHOTO_MAX_MEGABYTES } from "../domain/catalogue/photos.ts";
import type { MessageKey } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { NotFoundContent } from "./not-found-content.tsx";
import { useRequestId } from "./request-id.tsx";

/**
 * What a page shows when its loader, action or rendering failed: the 404 page for a
 * missing thing (a route may give its own words), otherwise the error page with the
 * request id to quote on the phone. Never a stack or a library's message.
 * Its words come with its code, in the page's language (./route-error.tsx).
 */
export function RouteError({ notFound }: { notFound?: { title: MessageKey; message: MessageKey } }) {
  const error = useRouteError();
  const requestId = useRequestId();
  const { t } = useI18n();
  const business = useBusiness();
  // 410: a thing that existed and was withdrawn (an archived product); the route gives its words.
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    return (
      <>
        {/* The page's one title (the route's meta gives none when it failed: seo/meta.ts). */}
        <title>{`${t(notFound?.title ?? "notFound.title")} | ${business.name}`}</title>
        <NotFoundContent title={notFound && t(notFound.title)} message={notFound && t(notFound.message)} status={error.status === 410 ? 410 : 404} />
      </>
    );
  }
  // A request we refused (a form body or a query no page of ours sends): say so, rather than "try again".
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  // A body over its route's limit (server/body-limit.ts): most likely a photo too large to upload.
  const tooLarge = isRouteErrorResponse(error) && error.status === 413;
  const title = t(tooLarge ? "error.tooLargeTitle" : refused ? "error.badRequestTitle" : "error.title");
  return (
    <>
      <title>{title}</title>
      <section className="container-page py-20 text-center">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-concrete-700">{tooLarge ? t("error.tooLarge", { megabytes: PHOTO_MAX_MEGABYTES }) : t(refused ? "error.badRequest" : "error.retry")}</p>
        <p className="mt-2 text-concrete-700">{t("error.persist", { phone: business.phone })}</p>
        {requestId ? <p className="mt-6 font-mono text-sm text-concrete-600">{t("error.errorId", { id: requestId })}</p> : null}
      </section>
    </>
  );
}
