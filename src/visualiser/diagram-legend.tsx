import { useLingui } from "@lingui/react/macro";
import type { GraphInfo } from "./statechart-graph.ts";
import { type LegendMark, legendMarks, legendSamples, pageMarks } from "./statechart-legend.ts";
import type { LegendText } from "./statechart-svg.ts";

/** The legend's words in the reader's language: shown over the diagram and written into the SVG download. */
export function useLegendText(): LegendText {
  const { t } = useLingui();
  return {
    title: t`Legend`,
    initial: t`initial state`,
    final: t`final state`,
    compound: t`state with child states`,
    parallel: t`parallel region (runs at the same time)`,
    history: t`history state: back to the child state last active`,
    transition: t`arrow: when what its label says happens, the flow moves on`,
    self: t`arrow back to its own state: the flow stays there`,
    event: t`the event that takes the arrow`,
    done: t`the invoked service answered`,
    doneState: t`the child states reached their final state`,
    error: t`the invoked service failed`,
    invoke: t`a service (a request, another flow) runs while in the state`,
    entry: t`actions done on entering the state`,
    exit: t`actions done on leaving the state`,
    guard: t`taken only if the condition holds`,
    else: t`taken when no condition before it holds`,
    after: t`taken when the time passes in the state`,
    always: t`taken at once, with no event`,
    actions: t`what taking the arrow does (assign: updates the data)`,
    active: t`active state`,
    path: t`highlighted path`,
    enabled: t`arrow you can take now (click it)`,
    taken: t`arrow just taken`,
  };
}

/** An arrow as the diagram draws it (plain, enabled: dashed in --edge-enabled, taken: thick in --edge-taken). */
function ArrowMark({ kind }: { kind: "transition" | "self" | "enabled" | "taken" }) {
  return (
    <svg
      className={`diagram__legend-arrow diagram__legend-arrow--${kind}`}
      width="28"
      height="16"
      viewBox="0 0 28 16"
      aria-hidden="true"
      focusable="false"
    >
      {kind === "self" ? (
        <>
          <rect className="diagram__legend-arrow-box" x="13" y="1" width="14" height="14" rx="4" />
          <path className="diagram__legend-arrow-line" d="M13,4 L6,4 Q3,4 3,7 L3,9 Q3,12 6,12 L8,12" />
          <path className="diagram__legend-arrow-head" d="M0,0 L-6,-3 L-6,3 z" transform="translate(13,12)" />
        </>
      ) : (
        <>
          <path className="diagram__legend-arrow-line" d="M1,8 L20,8" />
          <path className="diagram__legend-arrow-head" d="M0,0 L-8,-4 L-8,4 z" transform="translate(27,8)" />
        </>
      )}
    </svg>
  );
}

function Mark({ mark }: { mark: LegendMark }) {
  const sample = legendSamples[mark];
  if (sample) {
    return <code className={`diagram__legend-code diagram__legend-code--${mark}`}>{sample}</code>;
  }
  if (mark === "transition" || mark === "self" || mark === "enabled" || mark === "taken")
    return <ArrowMark kind={mark} />;
  return (
    <span className={`diagram__legend-mark diagram__legend-mark--${mark}`} aria-hidden="true">
      {mark === "history" ? "H" : null}
    </span>
  );
}

type Props = {
  /** the machine as drawn: the legend lists the marks it shows (without it, only the page's own marks) */
  info?: GraphInfo | null;
  /** technical details shown (code marks such as `done:`, `[guard]`, `/ actions`); defaults to how `info` was drawn */
  technical?: boolean;
};

/**
 * What the diagram's marks mean, and only the marks this machine's drawing shows in this mode (legendMarks), each
 * drawn as the diagram draws it, then the page's own: the active state, a highlighted path, an arrow that can be
 * taken now and the arrow just taken.
 */
export function DiagramLegend({ info, technical }: Props) {
  const legend = useLegendText();
  const marks: LegendMark[] = info ? legendMarks(info, technical ?? info.technical) : [...pageMarks];
  return (
    <details className="diagram__legend">
      <summary>{legend.title}</summary>
      <ul>
        {marks.map((mark) => (
          <li key={mark} data-mark={mark}>
            <Mark mark={mark} /> {legend[mark]}
          </li>
        ))}
      </ul>
    </details>
  );
}
