/** The look of a drawn statechart: options and legend texts, palettes per theme, the painter of classes, rounded paths (visualiser/statechart-svg.ts). */
import type { ElkPoint } from "elkjs/lib/elk-api";
import type { LegendMark } from "./statechart-legend.ts";

/** The legend's words: its title and what each mark means (diagram-legend.tsx translates them). */
export type LegendText = Record<LegendMark, string> & { title: string };

export const englishLegend: LegendText = {
  title: "Legend",
  initial: "initial state",
  final: "final state",
  compound: "state with child states",
  parallel: "parallel region (runs at the same time)",
  history: "history state: back to the child state last active",
  transition: "arrow: when what its label says happens, the flow moves on",
  self: "arrow back to its own state: the flow stays there",
  event: "the event that takes the arrow",
  done: "the invoked service answered",
  doneState: "the child states reached their final state",
  error: "the invoked service failed",
  invoke: "a service (a request, another flow) runs while in the state",
  entry: "actions done on entering the state",
  exit: "actions done on leaving the state",
  guard: "taken only if the condition holds",
  else: "taken when no condition before it holds",
  after: "taken when the time passes in the state",
  always: "taken at once, with no event",
  actions: "what taking the arrow does (assign: updates the data)",
  active: "active state",
  path: "highlighted path",
  enabled: "arrow you can take now (click it)",
  taken: "arrow just taken",
};

export type SvgOptions = {
  title: string;
  theme: "dark" | "light";
  /** states and edges focusable buttons (the visualiser), or a plain image (the export) */
  interactive: boolean;
  /** add the legend and a list of every description under the diagram (the export) */
  notes?: { legend: LegendText; descriptionsTitle: string };
};

export const palettes = {
  dark: {
    background: "transparent",
    box: "#171c27",
    compound: "#11151e",
    stroke: "#5d6678",
    text: "#e8ebf2",
    muted: "#a9b1c2",
    edge: "#8a93a6",
    label: "#ffd978",
    labelBg: "#1d2230",
    active: "#f5b301",
    path: "#4fc3f7",
  },
  light: {
    background: "#ffffff",
    box: "#f5f7fb",
    compound: "#fcfdff",
    stroke: "#5b6475",
    text: "#151a26",
    muted: "#454d5e",
    edge: "#4a5263",
    label: "#6b4300",
    labelBg: "#fff6dc",
    active: "#a86f00",
    path: "#0369a1",
  },
};

export const margin = 16;

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

export type Paint = (cls: string, extra?: Record<string, string | number>) => string;

/**
 * `class="…"` plus the look as presentation attributes: no <style> element, which the page's CSP
 * would block and some document tools ignore. diagram.css restyles active, highlighted and selected
 * parts on the page (CSS rules win over presentation attributes).
 */
export function painter(theme: SvgOptions["theme"]): Paint {
  const p = palettes[theme];
  const looks: Record<string, Record<string, string | number>> = {
    state__box: { fill: p.box, stroke: p.stroke, "stroke-width": 1.5 },
    state__inner: { fill: "none", stroke: p.stroke, "stroke-width": 1 },
    state__name: { fill: p.text, "font-size": 13, "font-weight": 700 },
    state__meta: { fill: p.muted, "font-size": 11 },
    state__rule: { stroke: p.stroke, "stroke-width": 1 },
    initial: { fill: p.text, stroke: p.text },
    edge__line: { fill: "none", stroke: p.edge, "stroke-width": 1.4 },
    edge__hit: { fill: "none", stroke: "transparent", "stroke-width": 12 },
    edge__label: { fill: p.labelBg },
    edge__event: { fill: p.label, "font-size": 11 },
    edge__actions: { fill: p.muted, "font-size": 11 },
    arrow: { fill: p.edge },
    title: { fill: p.text, "font-size": 16, "font-weight": 700 },
    note: { fill: p.text, "font-size": 11 },
    note__name: { fill: p.text, "font-size": 11, "font-weight": 700 },
    legend__path: { fill: "none", stroke: p.path, "stroke-width": 2.5 },
    legend__active: { fill: p.active, "fill-opacity": 0.2, stroke: p.active, "stroke-width": 3 },
  };
  return (cls, extra = {}) => {
    const look = { ...(looks[cls.split(" ")[0] ?? ""] ?? {}), ...extra };
    const attributes = Object.entries(look).map(([name, value]) => ` ${name}="${value}"`);
    return `class="${cls}"${attributes.join("")}`;
  };
}

/** A polyline with rounded corners (loops and orthogonal routes read as one stroke). */
export function roundedPath(points: ElkPoint[], radius = 6): string {
  const [first, ...rest] = points;
  if (!first) return "";
  let d = `M${first.x},${first.y}`;
  for (let i = 0; i < rest.length; i++) {
    const point = rest[i] as ElkPoint;
    const next = rest[i + 1];
    if (!next) {
      d += ` L${point.x},${point.y}`;
      break;
    }
    const prev = i === 0 ? first : (rest[i - 1] as ElkPoint);
    const inLength = Math.hypot(point.x - prev.x, point.y - prev.y);
    const outLength = Math.hypot(next.x - point.x, next.y - point.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    const before = {
      x: point.x - ((point.x - prev.x) / (inLength || 1)) * r,
      y: point.y - ((point.y - prev.y) / (inLength || 1)) * r,
    };
    const after = {
      x: point.x + ((next.x - point.x) / (outLength || 1)) * r,
      y: point.y + ((next.y - point.y) / (outLength || 1)) * r,
    };
    d += ` L${before.x},${before.y} Q${point.x},${point.y} ${after.x},${after.y}`;
  }
  return d;
}

export const round = (value: number) => Math.round(value * 10) / 10;
