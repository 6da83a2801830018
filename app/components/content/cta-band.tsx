import { ArrowRight, Phone } from "../ui/icons.tsx";
import { Link } from "react-router";
import { useI18n } from "../../i18n/react.tsx";

/** A dark panel with a call to action (to a page of the site) and, optionally, a call button. */
export function CtaBand({
  id,
  title,
  text,
  buttonLabel,
  path,
  phone,
}: {
  id: string;
  title: string;
  text: string;
  buttonLabel: string;
  /** Route without language prefix ("/contact"). */
  path: string;
  phone?: { label: string; href: string };
}) {
  const { href } = useI18n();
  return (
    <section aria-labelledby={id} className="container-page pt-12 sm:pt-16">
      {/* Side by side from 1024 px only, the buttons then stacked: at 768 px a row squeezed the
          title into a narrow column and cut the call button off. */}
      <div className="surface-dark relative flex flex-col gap-6 overflow-hidden rounded-card bg-ink px-6 py-8 text-white sm:px-10 sm:py-10 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
        <span className="absolute inset-y-0 left-0 w-1.5 bg-safety-500" aria-hidden="true" />
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-concrete-200">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:shrink-0 lg:flex-col">
          <Link to={href(path)} className="btn btn-primary px-6">
            {buttonLabel}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
          {phone ? (
            <a href={phone.href} className="btn border-[1.5px] border-white/40 px-6 text-white hover:border-white hover:bg-white/10">
              <Phone className="h-5 w-5" aria-hidden="true" />
              {phone.label}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
