/**
 * The side column of /profile: help (call or write), the services, and
 * signing out here or on every device (both through the /account action).
 */
import { Info, LifeBuoy, LogOut, Mail, Phone, Wrench } from "../ui/icons.tsx";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { phoneHref } from "../../config/business.ts";
import { useI18n } from "../../i18n/react.tsx";
import { useBusiness } from "../use-business.ts";

export function ProfileSideCards() {
  const { t, href } = useI18n();
  const business = useBusiness();
  return (
    <aside className="space-y-6">
      <SideCard icon={<LifeBuoy className="h-5 w-5 text-safety-700" aria-hidden="true" />} title={t("accountArea.help.title")}>
        <p>{t("accountArea.help.text")}</p>
        <div className="mt-4 grid gap-2">
          <a href={phoneHref(business.phone)} className="btn btn-dark w-full">
            <Phone className="h-5 w-5" aria-hidden="true" />
            {t("accountArea.help.call", { phone: business.phone })}
          </a>
          <Link to={href("/contact")} className="btn btn-outline w-full">
            <Mail className="h-5 w-5" aria-hidden="true" />
            {t("accountArea.help.write")}
          </Link>
        </div>
      </SideCard>
      <SideCard icon={<Wrench className="h-5 w-5 text-safety-700" aria-hidden="true" />} title={t("accountArea.servicesCard.title")}>
        <p>{t("accountArea.servicesCard.text")}</p>
        <Link to={href("/services")} className="btn btn-outline mt-4 w-full">
          {t("accountArea.servicesCard.link")}
        </Link>
      </SideCard>
      <SideCard icon={<Info className="h-5 w-5 text-safety-700" aria-hidden="true" />} title={t("accountArea.profile.security")}>
        <p className="text-sm">{t("accountArea.profile.securityLead")}</p>
        <div className="mt-4 grid gap-2">
          <Form method="post" action={href("/account")}>
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className="btn btn-outline w-full">
              <LogOut className="h-5 w-5" aria-hidden="true" />
              {t("accountArea.profile.signOut")}
            </button>
          </Form>
          <Form method="post" action={href("/account")}>
            <input type="hidden" name="intent" value="sign-out-everywhere" />
            <button type="submit" className="btn btn-ghost w-full text-danger-700">
              {t("accountArea.profile.signOutEverywhere")}
            </button>
          </Form>
        </div>
      </SideCard>
    </aside>
  );
}

function SideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="card p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      <div className="mt-2 text-concrete-700">{children}</div>
    </section>
  );
}
