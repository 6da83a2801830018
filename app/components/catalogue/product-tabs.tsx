import type { ProductDetailView } from "../../domain/catalogue/view.ts";
import { useI18n } from "../../i18n/react.tsx";
import { Tabs, type TabItem } from "../ui/tabs.tsx";
import { ProductVideo } from "./product-video.tsx";

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
  const items: TabItem[] = [
    {
      value: "description",
      label: t("catalogue.product.tabDescription"),
      content: (
        <>
          <p className="max-w-3xl text-lg">{product.description}</p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div>
              <h2 className="text-lg font-bold">{t("catalogue.product.applications")}</h2>
              <Bullets items={product.applications} />
            </div>
            <div>
              <h2 className="text-lg font-bold">{t("catalogue.product.features")}</h2>
              <Bullets items={product.features} />
            </div>
          </div>
        </>
      ),
    },
    {
      value: "specifications",
      label: t("catalogue.product.tabSpecifications"),
      content: (
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
      ),
    },
    { value: "included", label: t("catalogue.product.tabIncluded"), content: <Bullets items={product.included} /> },
    { value: "safety", label: t("catalogue.product.tabSafety"), content: <Bullets items={product.safety} /> },
  ];
  const video = product.video;
  if (video) {
    items.push({
      value: "video",
      label: t("catalogue.product.tabVideo"),
      content: (selected) => <ProductVideo video={video} name={product.name} selected={selected} />,
    });
  }
  return <Tabs items={items} label={t("catalogue.product.tabs")} className="mt-12" />;
}
