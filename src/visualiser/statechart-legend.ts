/** Which marks a drawn statechart shows, so its legend explains those and only those (diagram-legend.tsx, the export). */
import type { GraphInfo } from "./statechart-model.ts";

/** Code marks that only technical mode draws, in the order a legend lists them. */
const technicalMarks = [
  "event",
  "done",
  "doneState",
  "error",
  "invoke",
  "entry",
  "exit",
  "guard",
  "else",
  "after",
  "always",
  "actions",
] as const;

/** Marks of the drawing itself, in the order a legend lists them: state kinds, arrows, then the code marks. */
export const drawingMarks = [
  "initial",
  "final",
  "compound",
  "parallel",
  "history",
  "transition",
  "self",
  ...technicalMarks,
] as const;

/** Marks the page adds on the drawing (diagram.css): always in the page's legend, never in the export's. */
export const pageMarks = ["active", "path", "enabled", "taken"] as const;

export type LegendMark = (typeof drawingMarks)[number] | (typeof pageMarks)[number];

const technicalOnly = new Set<LegendMark>(technicalMarks);

/**
 * The drawing's marks present in this machine as drawn in this mode, in legend order: state kinds (the machine's own
 * box does not count as a state with child states), arrows, and in technical mode each code mark its labels and boxes
 * use. `technical` defaults to the mode the graph was built in.
 */
export function drawnMarks(info: GraphInfo, technical = info.technical): LegendMark[] {
  const boxes = [...info.boxes.values()];
  const edges = [...info.edges.values()];
  const present: Record<(typeof drawingMarks)[number], boolean> = {
    initial: boxes.some((box) => box.initial),
    final: boxes.some((box) => box.kind === "final"),
    compound: boxes.some((box) => box.kind === "compound" && box.id !== info.machineId),
    parallel: boxes.some((box) => box.kind === "parallel" || box.region),
    history: boxes.some((box) => box.kind === "history"),
    transition: edges.length > 0,
    self: edges.some((edge) => edge.self),
    event: edges.some((edge) => edge.eventType !== "" && !edge.eventType.startsWith("xstate.")),
    done: edges.some((edge) => edge.eventType.startsWith("xstate.done.actor.")),
    doneState: edges.some((edge) => edge.eventType.startsWith("xstate.done.state.")),
    error: edges.some((edge) => edge.eventType.startsWith("xstate.error.actor.")),
    invoke: boxes.some((box) => box.invokes.length > 0),
    entry: boxes.some((box) => box.entry.length > 0),
    exit: boxes.some((box) => box.exit.length > 0),
    guard: edges.some((edge) => edge.guard !== null),
    else: edges.some((edge) => edge.isElse),
    after: edges.some((edge) => edge.eventType.startsWith("xstate.after.")),
    always: edges.some((edge) => edge.eventType === "" && !edge.guard && !edge.isElse),
    actions: edges.some((edge) => edge.actions.length > 0),
  };
  return drawingMarks.filter((mark) => present[mark] && (technical || !technicalOnly.has(mark)));
}

/** What the page's legend lists: the drawing's marks present in this mode, then the page's own marks. */
export function legendMarks(info: GraphInfo, technical = info.technical): LegendMark[] {
  return [...drawnMarks(info, technical), ...pageMarks];
}

/** The code a technical mark is drawn as (not translated: it is what the diagram shows), for the legend's sample. */
export const legendSamples: Partial<Record<LegendMark, string>> = {
  event: "event",
  done: "done: name",
  doneState: "done",
  error: "error: name",
  invoke: "invoke: name",
  entry: "entry / name",
  exit: "exit / name",
  guard: "[guard]",
  else: "[else]",
  after: "after 60 s",
  always: "always",
  actions: "/ actions",
};
