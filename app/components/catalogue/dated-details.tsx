/**
 * The product page's price and availability for the dates chosen: a chunk of its own
 * with the rules (./rental-rules.ts), shown only once dates are there. A page whose URL
 * has dates shows the server's render of it until the chunk has arrived.
 */
import type { LineAvailability } from "../../domain/quote/estimate-query.ts";
import type { LinePrice } from "../../domain/quote/line-price.ts";
import { useI18n } from "../../i18n/react.tsx";
import { AvailabilityMessage } from "../rental/availability-message.tsx";
import { DatedPrice } from "./dated-price.tsx";

export default function DatedDetails({ dated, availability, units, phone }: { dated: Extract<LinePrice, { kind: "dated" }>; availability: LineAvailability | null; units: number; phone: string }) {
  const { t } = useI18n();
  return (
    <div className="space-y-2 border-t border-concrete-200 pt-4">
      <DatedPrice price={dated} />
      {availability ? <AvailabilityMessage facts={availability} units={units} phone={phone} /> : null}
      <p className="text-xs text-concrete-600">{t("rental.availability.notReserved")}</p>
    </div>
  );
}
