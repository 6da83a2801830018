/**
 * /admin/products/:id/labels — a sheet of QR labels for a product's units in service (or one,
 * `?unit=`), to print: the tag in large type, the product's name, and a QR code of the unit's
 * address, which a phone opens and a scanner types into the fleet's field. Drawn on the server
 * (qrcode), so the sheet prints the same without JavaScript.
 */
import QRCode from "qrcode";
import { data } from "react-router";
import type { Route } from "./+types/admin-unit-labels";
import { LabelSheet } from "../components/admin/units/label-sheet.tsx";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { getAdminProduct } from "../db/product-admin.server.ts";
import { unitsForLabels } from "../db/rental-units.server.ts";
import { productIdOf } from "../domain/catalogue/catalogue.ts";
import { langFromPath, translate } from "../i18n/index.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminProducts", "/admin/units", ({ location }) => ({ title: translate(langFromPath(location.pathname), "adminUnits.metaTitle") }));

/** The address a label's QR code holds: the unit's page, always in French (staff switch language there). */
function unitAddress(publicUrl: string, tag: string): string {
  return `${publicUrl.replace(/\/$/, "")}/admin/units/${encodeURIComponent(tag)}`;
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const id = productIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const db = await getDb();
  const product = await getAdminProduct(db, id);
  if (!product) throw data(null, { status: 404 });
  const lang = langFromPath(url.pathname);
  const one = Number(url.searchParams.get("unit"));
  const units = await unitsForLabels(db, id, Number.isInteger(one) && one > 0 ? [one] : undefined);
  const { publicUrl } = getEnv();
  const labels = await Promise.all(
    units.map(async (unit) => ({
      id: unit.id,
      tag: unit.tag,
      // An SVG image: sharp at any print size; "M" correction survives a scuffed sticker.
      qr: `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(unitAddress(publicUrl, unit.tag), { type: "svg", errorCorrectionLevel: "M", margin: 0 })).toString("base64")}`,
    })),
  );
  return { product: { id, name: product.input.name[lang] || product.input.name.fr }, labels };
}

export default function AdminUnitLabelsRoute({ loaderData }: Route.ComponentProps) {
  return <LabelSheet {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
