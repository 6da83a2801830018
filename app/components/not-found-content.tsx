import { Link } from "react-router";
import { useI18n } from "../i18n/react.tsx";

export function NotFoundContent({ title, message, status = 404 }: { title?: string; message?: string; status?: 404 | 410 }) {
  const { t, href } = useI18n();
  return (
    <section className="container-page py-20 text-center">
      <p className="text-6xl font-black text-concrete-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{title ?? t("notFound.title")}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-concrete-700">{message ?? t("notFound.message")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href("/")} className="btn btn-primary">
          {t("common.backHome")}
        </Link>
        <Link to={href("/categories")} className="btn btn-outline">
          {t("notFound.browse")}
        </Link>
      </div>
    </section>
  );
}
