import { Check, type IconComponent } from "../ui/icons.tsx";

/** A card with an icon, a title, a paragraph and a checked list of points. */
export function FeatureCard({ icon: Icon, title, text, points, headingLevel = 3 }: { icon: IconComponent; title: string; text: string; points: readonly string[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card flex h-full flex-col p-6">
      <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-safety-50 text-safety-700">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-xl font-bold">{title}</Heading>
      <p className="mt-2 text-concrete-700">{text}</p>
      {points.length > 0 ? (
        <ul className="mt-4 space-y-2 border-t border-concrete-200 pt-4 text-[0.95rem]">
          {points.map((point) => (
            <li key={point} className="flex gap-2.5">
              <Check className="mt-1 h-4 w-4 shrink-0 text-safety-600" aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
