/**
 * How wide a drawn text is, and text wrapped to a width in pixels (visualiser/statechart-graph.ts sizes boxes and
 * labels with it, so what ELK places is what the SVG draws). No browser to ask: the widths are DejaVu Sans's (what
 * `system-ui` is on Linux, the widest of the usual system fonts; narrower fonts leave a little room), measured in
 * Chromium; a CJK character is one em, and lines of CJK text break between characters.
 */

/** Widths of ASCII 32–126 in thousandths of an em (regular weight), DejaVu Sans as Chromium draws it. */
const asciiWidths = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636,
  636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 709, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
  748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635,
  615, 345, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636,
  337, 636, 838,
];

/** Bold (the state titles) is about this much wider than regular. */
const boldFactor = 1.13;

/** CJK ideographs, kana, hangul, CJK and full-width punctuation: one em each. */
const wide =
  /[\u1100-\u11ff\u2e80-\u303f\u3040-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

const otherWidths: Record<string, number> = { "“": 518, "”": 518, "‘": 318, "’": 318, "…": 1000, "→": 838, "—": 1000 };

function charEm(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return (asciiWidths[code - 32] ?? 636) / 1000;
  if (wide.test(ch)) return 1;
  return (otherWidths[ch] ?? 640) / 1000;
}

/** The drawn width of `text` in pixels at `size` (px), regular or bold. */
export function measureText(text: string, size = 11, bold = false): number {
  let em = 0;
  for (const ch of text) em += charEm(ch) * (bold && !wide.test(ch) ? boldFactor : 1);
  return em * size;
}

/** Whether a character stands alone as a unit to break around (CJK: lines break between characters). */
const isWide = (ch: string) => wide.test(ch);
/** Punctuation no line starts with (it stays with the character before), and what no line ends with. */
const noLineStart = new Set([..."，。、；：！？）」』】》〉”’,.;:!?)]}…％"]);
const noLineEnd = new Set([..."（「『【《〈“‘([{"]);

/** The text as units no line breaks inside: Latin words, single CJK characters with their punctuation. */
function units(text: string): { text: string; space: boolean }[] {
  const result: { text: string; space: boolean }[] = [];
  let space = false;
  let current = "";
  let currentWide = false;
  const flush = () => {
    if (current) result.push({ text: current, space });
    current = "";
    space = false;
  };
  for (const ch of text) {
    if (/\s/u.test(ch)) {
      flush();
      space = result.length > 0;
      continue;
    }
    if (noLineStart.has(ch) && current) {
      current += ch;
      continue;
    }
    if (noLineStart.has(ch) && !current && result.length > 0 && !space) {
      const last = result[result.length - 1] as { text: string; space: boolean };
      last.text += ch;
      continue;
    }
    const lastOfCurrent = [...current].pop() ?? "";
    const opener = noLineEnd.has(lastOfCurrent);
    if (isWide(ch)) {
      if (current && !opener) flush();
      current += ch;
      currentWide = true;
      continue;
    }
    if (current && currentWide && !opener) flush();
    current += ch;
    currentWide = false;
  }
  flush();
  return result;
}

/** A unit wider than the line, cut into pieces that fit (a long code name, a long run of digits). */
function splitUnit(text: string, width: number, size: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of text) {
    if (piece && measureText(piece + ch, size, bold) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** `line` shortened until it and an ellipsis fit in `width`. */
function withEllipsis(line: string, width: number, size: number, bold: boolean): string {
  let chars = [...line.trimEnd()];
  while (chars.length > 0 && measureText(`${chars.join("")}…`, size, bold) > width) chars = chars.slice(0, -1);
  return `${chars.join("").trimEnd()}…`;
}

export type WrapOptions = { width: number; size?: number; bold?: boolean; maxLines?: number };

/**
 * `text` in lines each at most `width` px wide as drawn: Latin text breaks at spaces, CJK text between characters
 * (not before closing punctuation, not after opening); a word wider than the line is cut. Past `maxLines`, the last
 * line ends with "…" (the whole text stays in the drawing's <title> and accessible name).
 */
export function wrapText(text: string, { width, size = 11, bold = false, maxLines = Infinity }: WrapOptions): string[] {
  const lines: string[] = [];
  let line = "";
  for (const unit of units(text.trim())) {
    const joined = line && unit.space ? `${line} ${unit.text}` : `${line}${unit.text}`;
    if (!line || measureText(joined, size, bold) <= width) {
      if (!line && measureText(unit.text, size, bold) > width) {
        const pieces = splitUnit(unit.text, width, size, bold);
        lines.push(...pieces.slice(0, -1));
        line = pieces[pieces.length - 1] ?? "";
      } else line = joined;
      continue;
    }
    lines.push(line);
    const pieces = measureText(unit.text, size, bold) > width ? splitUnit(unit.text, width, size, bold) : [unit.text];
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? "";
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1] ?? "", width, size, bold);
  return kept;
}

/**
 * The lead of a description: the text before its first ": " or "; " (or the full-width "：", "；"), which is what
 * happens in "<when>: <what follows>"; a description without one is its own lead. A final full stop is left off.
 */
export function leadOf(description: string): string {
  // a mark at the very start cuts nothing
  const match = /: |; |：|；/u.exec(description.slice(1));
  const lead = (match ? description.slice(0, match.index + 1) : description).trim();
  return lead.replace(/(?<!\.)[.。]$/u, "") || description.trim();
}
