import { drawnMarks, type LegendMark, legendSamples } from "./statechart-legend.ts";
import { measureText, wrapText } from "./statechart-measure.ts";
import type { GraphInfo, TransitionEdge } from "./statechart-model.ts";
import { escapeXml, margin, type Paint, type SvgOptions } from "./statechart-paint.ts";
import { lineHeight } from "./statechart-text.ts";

/** A description in lines that fit `width` (CJK text breaks between characters). */
const wrap = (text: string, width: number) => wrapText(text, { width });

/** A mark's symbol as the diagram draws it, and its width. */
function symbolOf(mark: LegendMark, a: Paint): { markup: string; width: number } {
  const sample = legendSamples[mark];
  if (sample) {
    const width = Math.ceil(measureText(sample)) + 10;
    const look = mark === "entry" || mark === "exit" || mark === "invoke" ? "state__meta" : "edge__event";
    const text = mark === "actions" ? "edge__actions" : look;
    return {
      markup: `<rect ${a("edge__label")} x="0" y="0" width="${width}" height="16" rx="4"/><text ${a(text)} x="5" y="12">${escapeXml(sample)}</text>`,
      width,
    };
  }
  const symbols: Partial<Record<LegendMark, string>> = {
    initial: `<circle ${a("initial")} cx="9" cy="4" r="3.5"/><path ${a("initial", { fill: "none", "stroke-width": 1.4 })} d="M9,7 L9,14 M6,11 L9,15 L12,11"/>`,
    final: `<rect ${a("state__box")} x="0" y="0" width="24" height="16" rx="5"/><rect ${a("state__inner")} x="3" y="3" width="18" height="10" rx="3"/>`,
    compound: `<rect ${a("state__box")} x="0" y="0" width="24" height="16" rx="5"/><rect ${a("state__box")} x="6" y="7" width="12" height="6" rx="2"/>`,
    parallel: `<rect ${a("state__box")} x="0" y="0" width="24" height="16" rx="5" stroke-dasharray="4 3"/>`,
    history: `<circle ${a("state__box")} cx="12" cy="8" r="8"/><text ${a("note__name")} x="8" y="12">H</text>`,
    transition: `<path ${a("edge__line")} d="M0,8 L20,8"/><path ${a("arrow")} d="M0,0 L-8,-4 L-8,4 z" transform="translate(24,8)"/>`,
    self: `<rect ${a("state__box")} x="10" y="0" width="14" height="16" rx="4"/><path ${a("edge__line")} d="M10,4 L3,4 Q0,4 0,7 L0,9 Q0,12 3,12 L6,12"/><path ${a("arrow")} d="M0,0 L-6,-3 L-6,3 z" transform="translate(10,12)"/>`,
  };
  return { markup: symbols[mark] ?? "", width: 24 };
}

/** The legend (the marks this drawing shows) and the descriptions, drawn under the diagram; its markup and height. */
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
  let x = margin;
  for (const mark of drawnMarks(info)) {
    const symbol = symbolOf(mark, a);
    const text = legend[mark];
    const itemWidth = symbol.width + 8 + Math.ceil(measureText(text)) + 20;
    if (x > margin && x + itemWidth > width - margin) {
      x = margin;
      y += 24;
    }
    parts.push(
      `<g transform="translate(${x},${y})">${symbol.markup}<text ${a("note")} x="${symbol.width + 8}" y="12">${escapeXml(text)}</text></g>`,
    );
    x += itemWidth;
  }
  y += 34;
  // technical: by ids and labels; plain: by the states' titles (no code names)
  const boxName = (id: string) => {
    const box = info.boxes.get(id);
    return info.technical ? (box?.key ?? id) : (box?.title.join(" ") ?? id);
  };
  const edgeName = (edge: TransitionEdge) =>
    info.technical
      ? `${boxName(edge.source)}: ${[edge.label, edge.actionsLabel].filter(Boolean).join(" ")}`
      : `${boxName(edge.source)} → ${edge.self ? boxName(edge.source) : boxName(edge.target)}`;
  const described: [string, string][] = [
    ...[...info.boxes.values()]
      .filter((box) => box.description)
      .map((box): [string, string] => [info.technical ? box.id : boxName(box.id), box.description ?? ""]),
    ...[...info.edges.values()]
      .filter((edge) => edge.description)
      .map((edge): [string, string] => [edgeName(edge), edge.description ?? ""]),
  ];
  if (described.length > 0) {
    parts.push(`<text ${a("note__name")} x="${margin}" y="${y + 12}">${escapeXml(notes.descriptionsTitle)}</text>`);
    y += 24;
    for (const [name, text] of described) {
      for (const line of wrapText(name, { width: width - 2 * margin, bold: true })) {
        parts.push(`<text ${a("note__name")} x="${margin}" y="${y + 12}">${escapeXml(line)}</text>`);
        y += lineHeight;
      }
      for (const line of wrap(text, width - 2 * margin - 12)) {
        parts.push(`<text ${a("note")} x="${margin + 12}" y="${y + 12}">${escapeXml(line)}</text>`);
        y += lineHeight;
      }
      y += 6;
    }
  }
  return { markup: parts.join(""), height: y - top + margin };
}
