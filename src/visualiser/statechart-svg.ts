import type { ElkExtendedEdge, ElkNode, ElkPoint } from "elkjs/lib/elk-api";
import {
  boxLines,
  charWidth,
  type GraphInfo,
  lineHeight,
  type StateBox,
  type TransitionEdge,
} from "./statechart-graph.ts";

/**
 * Draws a laid-out statechart as SVG markup: the visualiser shows it (dark, interactive: states
 * and edges focusable and selectable) and the export writes it (light, for paper, with the legend
 * and every description). Self-contained: its look is in its own <style>, scoped to its theme.
 */
export type LegendText = {
  title: string;
  initial: string;
  final: string;
  compound: string;
  parallel: string;
  history: string;
  active: string;
  path: string;
  syntax: string;
};

export const englishLegend: LegendText = {
  title: "Legend",
  initial: "initial state",
  final: "final state",
  compound: "state with child states",
  parallel: "parallel region (runs at the same time)",
  history: "history state",
  active: "active state",
  path: "highlighted path",
  syntax: "event [guard] / actions",
};

export type SvgOptions = {
  title: string;
  theme: "dark" | "light";
  /** states and edges focusable buttons (the visualiser), or a plain image (the export) */
  interactive: boolean;
  /** add the legend and a list of every description under the diagram (the export) */
  notes?: { legend: LegendText; descriptionsTitle: string };
};

const palettes = {
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

const margin = 16;

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

type Paint = (cls: string, extra?: Record<string, string | number>) => string;

/**
 * `class="…"` plus the look as presentation attributes: no <style> element, which the page's CSP
 * would block and some document tools ignore. diagram.css restyles active, highlighted and selected
 * parts on the page (CSS rules win over presentation attributes).
 */
function painter(theme: SvgOptions["theme"]): Paint {
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
function roundedPath(points: ElkPoint[], radius = 6): string {
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

const round = (value: number) => Math.round(value * 10) / 10;

/** A state box with its absolute position in the diagram (for the minimap and the tests). */
export type PlacedBox = { id: string; x: number; y: number; width: number; height: number; depth: number };

export function placedBoxes(laidOut: ElkNode): PlacedBox[] {
  const placed: PlacedBox[] = [];
  const walk = (node: ElkNode, dx: number, dy: number, depth: number) => {
    for (const child of node.children ?? []) {
      const x = dx + (child.x ?? 0);
      const y = dy + (child.y ?? 0);
      placed.push({ id: child.id, x, y, width: child.width ?? 0, height: child.height ?? 0, depth });
      walk(child, x, y, depth + 1);
    }
  };
  walk(laidOut, margin, margin, 0);
  return placed;
}

/**
 * A state's or edge's accessible name starts with its visible text (WCAG 2.5.3: what a sighted
 * reader says is what a speech user says) and goes on with its <title>: where an edge leads, and
 * the description, which the <title> shows on hover.
 */
function stateText(box: StateBox): { name: string; title: string } {
  const title = box.description ?? "";
  return { name: [...boxLines(box), title].filter(Boolean).join(" "), title };
}

function edgeText(edge: TransitionEdge, info: GraphInfo): { name: string; title: string } {
  const target = edge.self ? "(self)" : (info.boxes.get(edge.target)?.key ?? edge.target);
  const title = [`→ ${target}`, edge.description].filter(Boolean).join(". ");
  return { name: [edge.label, edge.actionsLabel, title].filter(Boolean).join(" "), title };
}

function drawState(box: StateBox, placed: PlacedBox, options: SvgOptions, a: Paint): string {
  const { x, y, width, height } = placed;
  const classes = ["state", `state--${box.kind}`, box.region ? "state--region" : ""].filter(Boolean).join(" ");
  const { name, title } = stateText(box);
  const focus = options.interactive
    ? ` tabindex="0" role="button" aria-pressed="false" aria-label="${escapeXml(name)}"`
    : "";
  const parts = [`<g class="${classes}" data-state-id="${escapeXml(box.id)}"${focus}>`];
  if (box.kind === "history") {
    const r = Math.min(width, height) / 2;
    parts.push(
      `<circle ${a("state__box")} cx="${x + width / 2}" cy="${y + height / 2}" r="${r}"/>`,
      `<text ${a("state__name")} x="${x + width / 2}" y="${y + height / 2 + 4.5}" text-anchor="middle">${box.history === "deep" ? "H*" : "H"}</text>`,
    );
  } else {
    const look: Record<string, string> = {};
    if (box.kind === "compound" || box.kind === "parallel") look.fill = palettes[options.theme].compound;
    if (box.region) look["stroke-dasharray"] = "6 4";
    parts.push(`<rect ${a("state__box", look)} x="${x}" y="${y}" width="${width}" height="${height}" rx="10"/>`);
    if (box.kind === "final") {
      parts.push(
        `<rect ${a("state__inner")} x="${x + 3.5}" y="${y + 3.5}" width="${width - 7}" height="${height - 7}" rx="7"/>`,
      );
    }
    const lines = boxLines(box);
    parts.push(`<text ${a("state__name")} x="${x + 12}" y="${y + 18}">${escapeXml(lines[0] ?? "")}</text>`);
    if (lines.length > 1) {
      parts.push(`<line ${a("state__rule")} x1="${x}" x2="${x + width}" y1="${y + 25}" y2="${y + 25}"/>`);
      lines.slice(1).forEach((line, index) => {
        parts.push(
          `<text ${a("state__meta")} x="${x + 12}" y="${y + 38 + index * lineHeight}">${escapeXml(line)}</text>`,
        );
      });
    }
  }
  if (box.initial) {
    parts.push(
      `<circle ${a("initial")} cx="${x + 16}" cy="${y - 11}" r="3.5"/>`,
      `<path ${a("initial", { fill: "none", "stroke-width": 1.4 })} d="M${x + 16},${y - 8} L${x + 16},${y - 1} M${x + 13},${y - 4} L${x + 16},${y} L${x + 19},${y - 4}"/>`,
    );
  }
  // last: a reader's (and axe's) text of the box runs name, lines, then this
  if (title) parts.push(`<title>${escapeXml(title)}</title>`);
  parts.push("</g>");
  // a space between the parts: the text of the group reads as words ("failed The…", not "failedThe…")
  return parts.join(" ");
}

function drawEdge(elk: ElkExtendedEdge, edge: TransitionEdge, info: GraphInfo, options: SvgOptions, a: Paint): string {
  const { name, title } = edgeText(edge, info);
  const focus = options.interactive
    ? ` tabindex="0" role="button" aria-pressed="false" aria-label="${escapeXml(name)}"`
    : "";
  const parts = [
    `<g class="edge${edge.self ? " edge--self" : ""}" data-transition="${escapeXml(edge.name)}" data-edge-id="${edge.id}"${focus}>`,
  ];
  for (const section of elk.sections ?? []) {
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({
      x: round(margin + p.x),
      y: round(margin + p.y),
    }));
    const d = roundedPath(points);
    const end = points[points.length - 1] as ElkPoint;
    const prev = points[points.length - 2] as ElkPoint;
    const angle = (Math.atan2(end.y - prev.y, end.x - prev.x) * 180) / Math.PI;
    parts.push(
      `<path ${a("edge__hit")} d="${d}"/>`,
      `<path ${a("edge__line transition")} d="${d}"/>`,
      `<path ${a("arrow")} d="M0,0 L-8,-4 L-8,4 z" transform="translate(${end.x},${end.y}) rotate(${round(angle)})"/>`,
    );
  }
  const label = elk.labels?.[0];
  if (label) {
    const lx = round(margin + (label.x ?? 0));
    const ly = round(margin + (label.y ?? 0));
    parts.push(
      `<rect ${a("edge__label")} x="${lx}" y="${ly}" width="${label.width}" height="${label.height}" rx="4"/>`,
    );
    edge.lines.forEach((line, index) => {
      const cls = line.actions ? "edge__actions" : "edge__event";
      parts.push(`<text ${a(cls)} x="${lx + 5}" y="${ly + 13 + index * lineHeight}">${escapeXml(line.text)}</text>`);
    });
  }
  parts.push(`<title>${escapeXml(title)}</title>`);
  parts.push("</g>");
  return parts.join(" ");
}

function wrap(text: string, width: number): string[] {
  const max = Math.max(20, Math.floor(width / charWidth));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The legend and the descriptions, drawn under the diagram; returns the markup and its height. */
function drawNotes(info: GraphInfo, notes: NonNullable<SvgOptions["notes"]>, top: number, width: number, a: Paint) {
  const parts: string[] = [];
  let y = top;
  const { legend } = notes;
  parts.push(`<text ${a("note__name")} x="${margin}" y="${y + 12}">${escapeXml(legend.title)}</text>`);
  y += 22;
  const items: [string, string][] = [
    [
      `<circle ${a("initial")} cx="9" cy="4" r="3.5"/><path ${a("initial", { fill: "none", "stroke-width": 1.4 })} d="M9,7 L9,14 M6,11 L9,15 L12,11"/>`,
      legend.initial,
    ],
    [
      `<rect ${a("state__box")} x="0" y="0" width="24" height="16" rx="5"/><rect ${a("state__inner")} x="3" y="3" width="18" height="10" rx="3"/>`,
      legend.final,
    ],
    [
      `<rect ${a("state__box")} x="0" y="0" width="24" height="16" rx="5"/><rect ${a("state__box")} x="6" y="7" width="12" height="6" rx="2"/>`,
      legend.compound,
    ],
    [`<rect ${a("state__box")} x="0" y="0" width="24" height="16" rx="5" stroke-dasharray="4 3"/>`, legend.parallel],
    [`<circle ${a("state__box")} cx="12" cy="8" r="8"/><text ${a("note__name")} x="8" y="12">H</text>`, legend.history],
    [`<rect ${a("legend__active")} x="0" y="0" width="24" height="16" rx="5"/>`, legend.active],
    [`<path ${a("legend__path")} d="M0,8 L24,8"/>`, legend.path],
    [
      `<rect ${a("edge__label")} x="0" y="0" width="24" height="16" rx="4"/><text ${a("edge__event")} x="4" y="12">a</text>`,
      legend.syntax,
    ],
  ];
  let x = margin;
  for (const [symbol, text] of items) {
    const itemWidth = 34 + text.length * charWidth + 20;
    if (x > margin && x + itemWidth > width - margin) {
      x = margin;
      y += 24;
    }
    parts.push(
      `<g transform="translate(${x},${y})">${symbol}<text ${a("note")} x="32" y="12">${escapeXml(text)}</text></g>`,
    );
    x += itemWidth;
  }
  y += 34;
  const described: [string, string][] = [
    ...[...info.boxes.values()]
      .filter((box) => box.description)
      .map((box): [string, string] => [box.id, box.description ?? ""]),
    ...[...info.edges.values()]
      .filter((edge) => edge.description)
      .map((edge): [string, string] => [
        `${info.boxes.get(edge.source)?.key ?? edge.source}: ${[edge.label, edge.actionsLabel].filter(Boolean).join(" ")}`,
        edge.description ?? "",
      ]),
  ];
  if (described.length > 0) {
    parts.push(`<text ${a("note__name")} x="${margin}" y="${y + 12}">${escapeXml(notes.descriptionsTitle)}</text>`);
    y += 24;
    for (const [name, text] of described) {
      parts.push(`<text ${a("note__name")} x="${margin}" y="${y + 12}">${escapeXml(name)}</text>`);
      y += lineHeight;
      for (const line of wrap(text, width - 2 * margin - 12)) {
        parts.push(`<text ${a("note")} x="${margin + 12}" y="${y + 12}">${escapeXml(line)}</text>`);
        y += lineHeight;
      }
      y += 6;
    }
  }
  return { markup: parts.join(""), height: y - top + margin };
}

/** Renders a laid-out graph as SVG markup. */
export function renderSvg(laidOut: ElkNode, info: GraphInfo, options: SvgOptions): string {
  const a = painter(options.theme);
  const diagramWidth = Math.ceil((laidOut.width ?? 0) + 2 * margin);
  const diagramHeight = Math.ceil((laidOut.height ?? 0) + 2 * margin);
  const parts: string[] = [];
  for (const placed of placedBoxes(laidOut)) {
    const box = info.boxes.get(placed.id);
    if (box) parts.push(drawState(box, placed, options, a));
  }
  for (const elk of laidOut.edges ?? []) {
    const edge = info.edges.get(elk.id);
    if (edge) parts.push(drawEdge(elk, edge, info, options, a));
  }

  const header = options.notes ? 36 : 0;
  let width = diagramWidth;
  let height = diagramHeight + header;
  let notesMarkup = "";
  if (options.notes) {
    width = Math.max(diagramWidth, 640);
    const drawn = drawNotes(info, options.notes, height, width, a);
    notesMarkup = drawn.markup;
    height += drawn.height;
  }
  const role = options.interactive ? 'role="group"' : 'role="img"';
  const p = palettes[options.theme];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="statechart statechart--${options.theme}" data-machine="${escapeXml(info.machineId)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ${role} aria-label="${escapeXml(options.title)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
    `<title>${escapeXml(options.title)}</title>`,
    p.background === "transparent" ? "" : `<rect width="${width}" height="${height}" fill="${p.background}"/>`,
    options.notes ? `<text ${a("title")} x="${margin}" y="26">${escapeXml(options.title)}</text>` : "",
    `<g transform="translate(0,${header})">${parts.join("")}</g>`,
    notesMarkup,
    "</svg>",
  ]
    .filter(Boolean)
    .join("\n");
}
