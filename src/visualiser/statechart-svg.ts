import type { ElkExtendedEdge, ElkNode, ElkPoint } from "elkjs/lib/elk-api";
import { leadOf } from "./statechart-measure.ts";
import type { GraphInfo, StateBox, TransitionEdge } from "./statechart-model.ts";
import { drawNotes } from "./statechart-notes.ts";
import {
  escapeXml,
  margin,
  type Paint,
  painter,
  palettes,
  round,
  roundedPath,
  type SvgOptions,
} from "./statechart-paint.ts";
import { lineHeight, titleLineHeight } from "./statechart-text.ts";

export { englishLegend, escapeXml, type LegendText, type SvgOptions } from "./statechart-paint.ts";

/**
 * Draws a laid-out statechart as SVG markup: the visualiser shows it (dark, interactive: states
 * and edges focusable and selectable) and the export writes it (light, for paper, with the legend
 * and every description). Self-contained: its look is in its own <style>, scoped to its theme.
 */

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
 * A state's or edge's accessible name starts with its visible text (WCAG 2.5.3: what a sighted reader says is what a
 * speech user says) and goes on with its <title>, which shows on hover. Technical: the key and the box's lines, then
 * the description. Plain: the description itself (its lead is the visible title; a title cut with "…" is whole here).
 */
function stateText(box: StateBox, info: GraphInfo): { name: string; title: string } {
  const title = box.description ?? "";
  // the name starts with the words drawn (WCAG 2.5.3), then the whole description when it says more
  if (!info.technical)
    return { name: [box.title.join(" "), title === box.title.join(" ") ? "" : title].filter(Boolean).join(" "), title };
  return { name: [...box.title, ...box.meta, title].filter(Boolean).join(" "), title };
}

/** Where an edge leads, in words: technical by key, plain by the target's title. */
function targetName(edge: TransitionEdge, info: GraphInfo): string {
  const target = info.boxes.get(edge.target);
  if (info.technical) return edge.self ? "(self)" : (target?.key ?? edge.target);
  return target ? (target.description ? leadOf(target.description) : target.title.join(" ")) : "";
}

function edgeText(edge: TransitionEdge, info: GraphInfo): { name: string; title: string } {
  if (!info.technical) {
    const to = edge.self ? "" : targetName(edge, info);
    const title = [edge.description ?? edge.label, to && `→ ${to}`].filter(Boolean).join(" ");
    const drawn = edge.lines.map((line) => line.text).join(" ");
    return { name: [drawn, title].filter(Boolean).join(" "), title };
  }
  const title = [`→ ${targetName(edge, info)}`, edge.description].filter(Boolean).join(". ");
  return { name: [edge.label, edge.actionsLabel, title].filter(Boolean).join(" "), title };
}

function drawState(box: StateBox, placed: PlacedBox, info: GraphInfo, options: SvgOptions, a: Paint): string {
  const { x, y, width, height } = placed;
  const classes = ["state", `state--${box.kind}`, box.region ? "state--region" : ""].filter(Boolean).join(" ");
  const { name, title } = stateText(box, info);
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
    box.title.forEach((line, index) => {
      const ty = y + 18 + index * titleLineHeight;
      parts.push(`<text ${a("state__name")} x="${x + 12}" y="${ty}">${escapeXml(line)}</text>`);
    });
    if (box.meta.length > 0) {
      const rule = y + 25 + (box.title.length - 1) * titleLineHeight;
      parts.push(`<line ${a("state__rule")} x1="${x}" x2="${x + width}" y1="${rule}" y2="${rule}"/>`);
      box.meta.forEach((line, index) => {
        parts.push(
          `<text ${a("state__meta")} x="${x + 12}" y="${rule + 13 + index * lineHeight}">${escapeXml(line)}</text>`,
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
    `<g class="edge${edge.self ? " edge--self" : ""}" data-transition="${escapeXml(edge.name)}" data-edge-id="${edge.id}" data-event="${escapeXml(edge.eventType)}"${focus}>`,
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

/** Renders a laid-out graph as SVG markup. */
export function renderSvg(laidOut: ElkNode, info: GraphInfo, options: SvgOptions): string {
  const a = painter(options.theme);
  const diagramWidth = Math.ceil((laidOut.width ?? 0) + 2 * margin);
  const diagramHeight = Math.ceil((laidOut.height ?? 0) + 2 * margin);
  const parts: string[] = [];
  for (const placed of placedBoxes(laidOut)) {
    const box = info.boxes.get(placed.id);
    if (box) parts.push(drawState(box, placed, info, options, a));
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
