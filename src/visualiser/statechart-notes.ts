import type { GraphInfo } from "./statechart-model.ts";
import { escapeXml, margin, type Paint, type SvgOptions } from "./statechart-paint.ts";
import { charWidth, lineHeight } from "./statechart-text.ts";

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
export function drawNotes(
  info: GraphInfo,
  notes: NonNullable<SvgOptions["notes"]>,
  top: number,
  width: number,
  a: Paint,
) {
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
