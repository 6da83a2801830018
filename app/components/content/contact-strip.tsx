import { Clock, Mail, MapPin, Phone, Siren, type IconComponent } from "../ui/icons.tsx";
import type { ReactNode } from "react";
import type { ContactStrip } from "../../content/types.ts";

/** A column of the strip: its icon, its label, what it says. */
function StripColumn({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <Icon className="mt-1 h-6 w-6 shrink-0 text-safety-600" aria-hidden="true" />
      <div>
        <h3 className="text-sm font-bold uppercase tracking-wider text-concrete-600">{label}</h3>
        {children}
      </div>
    </div>
  );
}

/** Phone, opening hours and address from the business configuration (content pages). */
export function ContactStripSection({ strip }: { strip: ContactStrip }) {
  return (
    <section aria-labelledby="contact-strip-title" className="container-page pt-12 sm:pt-16">
      <div className="card overflow-hidden">
        <h2 id="contact-strip-title" className="border-b border-concrete-200 bg-concrete-100 px-6 py-4 text-xl font-extrabold sm:px-8">
          {strip.title}
        </h2>
        {/* Three columns from 1024 px: at 768 px the phone number broke in two. */}
        <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-3">
          <StripColumn icon={Phone} label={strip.phoneLabel}>
            <a href={strip.phoneHref} className="mt-1 inline-flex min-h-11 items-center whitespace-nowrap text-2xl font-extrabold hover:text-safety-700 hover:underline">
              {strip.phone}
            </a>
            {strip.emergency ? (
              <p className="mt-1 flex items-start gap-2 text-sm text-concrete-700">
                <Siren className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {strip.emergency}
              </p>
            ) : null}
          </StripColumn>
          <StripColumn icon={Clock} label={strip.hoursLabel}>
            <ul className="mt-2 space-y-1">
              {strip.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </StripColumn>
          <StripColumn icon={MapPin} label={strip.addressLabel}>
            <address className="mt-2 not-italic">{strip.address}</address>
            <p className="mt-3 flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0 text-concrete-600" aria-hidden="true" />
              <a href={`mailto:${strip.email}`} className="underline underline-offset-2 wrap-anywhere hover:text-safety-700">
                {strip.email}
              </a>
            </p>
          </StripColumn>
        </div>
      </div>
    </section>
  );
}
