/**
 * A horizontal bar chart drawn as SVG by hand (no chart library): readable on a 390 px
 * phone because its widths are percentages of the chart's width and its text keeps its
 * real size. Accessible: role="img" named by its <title> (aria-labelledby) and described by its <desc> (aria-describedby)
 * (a sentence that says what the data shows); the exact figures are in the data table
 * beside it (chart-card.tsx).
 *
 * Two layouts: "inline" (a short label, the bar and its value on one line: weeks, months,
 * statuses) and "stacked" (a long label above its bar: product names).
 */
export type BarTone = "quote" | "contact" | "kept" | "missed" | "late" | "done" | "neutral";

/** Fill of each tone: every one has at least 3:1 contrast on white (WCAG 1.4.11). */
export const TONE_FILL: Record<BarTone, string> = {
  quote: "fill-safety-600",
  contact: "fill-ink-soft",
  kept: "fill-success-700",
  missed: "fill-safety-600",
  late: "fill-danger-700",
  done: "fill-success-700",
  neutral: "fill-concrete-600",
};
export const TONE_BACKGROUND: Record<BarTone, string> = {
  quote: "bg-safety-600",
  contact: "bg-ink-soft",
  kept: "bg-success-700",
  missed: "bg-safety-600",
  late: "bg-danger-700",
  done: "bg-success-700",
  neutral: "bg-concrete-600",
};

export type BarRow = { key: string; label: string; segments: { value: number; tone: BarTone }[]; valueText: string };

type BarChartProps = {
  id: string;
  title: string;
  description: string;
  rows: BarRow[];
  layout: "inline" | "stacked";
};

const LAYOUT = {
  // Label column, then the bar (at most `bar` % of the width), then its value.
  inline: { rowHeight: 30, labelWidth: 22, bar: 54, barY: 8, barHeight: 14, textY: 20 },
  stacked: { rowHeight: 46, labelWidth: 0, bar: 70, barY: 24, barHeight: 14, textY: 15 },
} as const;

/** Product names can be long: the chart shows their start, the table the whole name. */
const LABEL_MAX = 38;
const shorten = (label: string) => (label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1).trimEnd()}…` : label);
const pct = (n: number) => `${Number(n.toFixed(3))}%`;

export function BarChart({ id, title, description, rows, layout }: BarChartProps) {
  const spec = LAYOUT[layout];
  const max = Math.max(1, ...rows.map((row) => row.segments.reduce((sum, s) => sum + s.value, 0)));
  const height = Math.max(spec.rowHeight, rows.length * spec.rowHeight);
  return (
    <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} width="100%" height={height} className="block overflow-visible text-[13px] text-ink">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {rows.map((row, i) => {
        const top = i * spec.rowHeight;
        let x = spec.labelWidth;
        const total = row.segments.reduce((sum, s) => sum + s.value, 0);
        const end = spec.labelWidth + (total / max) * spec.bar;
        return (
          <g key={row.key}>
            <text
              x={layout === "inline" ? pct(spec.labelWidth) : "0"}
              dx={layout === "inline" ? -8 : 0}
              y={top + spec.textY}
              textAnchor={layout === "inline" ? "end" : "start"}
              className="fill-concrete-700"
            >
              {shorten(row.label)}
            </text>
            {row.segments.map((segment, j) => {
              const width = (segment.value / max) * spec.bar;
              const rect =
                width > 0 ? <rect key={j} x={pct(x)} y={top + spec.barY} width={pct(width)} height={spec.barHeight} className={`${TONE_FILL[segment.tone]} stroke-white`} strokeWidth={1} /> : null;
              x += width;
              return rect;
            })}
            <text x={pct(end)} dx={6} y={top + spec.barY + spec.barHeight - 2} className="fill-ink font-semibold tabular-nums">
              {row.valueText}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The colours of a chart, named (the legend a sighted reader needs; the description says it for the others). */
export function ChartLegend({ items }: { items: { tone: BarTone; label: string }[] }) {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-concrete-700">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${TONE_BACKGROUND[item.tone]}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
