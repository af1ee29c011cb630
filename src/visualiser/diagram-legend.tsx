import { useLingui } from "@lingui/react/macro";
import type { LegendText } from "./statechart-svg.ts";

/** The legend's words in the reader's language: shown under the diagram and written into the SVG download. */
export function useLegendText(): LegendText {
  const { t } = useLingui();
  return {
    title: t`Legend`,
    initial: t`initial state`,
    final: t`final state`,
    compound: t`state with child states`,
    parallel: t`parallel region (runs at the same time)`,
    history: t`history state`,
    active: t`active state`,
    path: t`highlighted path`,
    syntax: t`event [guard] / actions`,
  };
}

/** What the diagram's marks mean, as Stately's legend: symbols drawn like the diagram draws them. */
export function DiagramLegend() {
  const legend = useLegendText();
  const items: [string, string][] = [
    ["initial", legend.initial],
    ["final", legend.final],
    ["compound", legend.compound],
    ["parallel", legend.parallel],
    ["history", legend.history],
    ["active", legend.active],
    ["path", legend.path],
    ["syntax", legend.syntax],
  ];
  return (
    <details className="diagram__legend">
      <summary>{legend.title}</summary>
      <ul>
        {items.map(([kind, text]) => (
          <li key={kind}>
            <span className={`diagram__legend-mark diagram__legend-mark--${kind}`} aria-hidden="true">
              {kind === "history" ? "H" : kind === "syntax" ? "a" : null}
            </span>
            {text}
          </li>
        ))}
      </ul>
    </details>
  );
}
