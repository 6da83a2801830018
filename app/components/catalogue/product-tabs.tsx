import * as Tabs from "@radix-ui/react-tabs";
import type { ProductDetailView } from "../../domain/catalogue/view.ts";
import { useI18n } from "../../i18n/react.tsx";

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Description, specifications, included, safety, and video only when the product has one (spec 2). */
export function ProductTabs({ product }: { product: ProductDetailView }) {
  const { t } = useI18n();
  const tabs = [
    { value: "description", label: t("catalogue.product.tabDescription") },
    { value: "specifications", label: t("catalogue.product.tabSpecifications") },
    { value: "included", label: t("catalogue.product.tabIncluded") },
    { value: "safety", label: t("catalogue.product.tabSafety") },
    ...(product.video ? [{ value: "video", label: t("catalogue.product.tabVideo") }] : []),
  ];
  const panel = "pt-6 text-concrete-800 focus-visible:outline-none";
  return (
    <Tabs.Root defaultValue="description" className="mt-12">
      <Tabs.List aria-label={t("catalogue.product.tabs")} className="flex gap-1 overflow-x-auto border-b border-concrete-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="min-h-11 shrink-0 border-b-2 border-transparent px-4 font-semibold text-concrete-700 hover:text-ink data-[state=active]:border-safety-600 data-[state=active]:text-ink"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="description" className={panel}>
        <p className="max-w-3xl text-lg">{product.description}</p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="font-bold">{t("catalogue.product.applications")}</h3>
            <Bullets items={product.applications} />
          </div>
          <div>
            <h3 className="font-bold">{t("catalogue.product.features")}</h3>
            <Bullets items={product.features} />
          </div>
        </div>
      </Tabs.Content>
      <Tabs.Content value="specifications" className={panel}>
        <table className="w-full max-w-2xl text-left">
          <tbody>
            {product.specifications.map((spec) => (
              <tr key={spec.label} className="border-b border-concrete-200">
                <th scope="row" className="py-2.5 pr-6 font-semibold">
                  {spec.label}
                </th>
                <td className="py-2.5">{spec.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Tabs.Content>
      <Tabs.Content value="included" className={panel}>
        <Bullets items={product.included} />
      </Tabs.Content>
      <Tabs.Content value="safety" className={panel}>
        <Bullets items={product.safety} />
      </Tabs.Content>
      {product.video ? (
        <Tabs.Content value="video" className={panel}>
          <div className="aspect-video max-w-3xl overflow-hidden rounded-xl bg-ink">
            <iframe
              src={product.video}
              title={t("catalogue.product.videoTitle", { name: product.name })}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              className="h-full w-full"
            />
          </div>
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
