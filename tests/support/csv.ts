/**
 * A strict RFC 4180 reader for the tests of the statement's CSV file (server and browser): records end with CRLF,
 * a field is quoted from its first character or not at all, a quote inside a quoted field is doubled; a bare CR,
 * LF or quote anywhere else is an error, and so is a last record without its CRLF.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (ch === '"' && field === "" && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      wasQuoted = false;
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      wasQuoted = false;
      i++;
    } else if (ch === "\r" || ch === "\n" || ch === '"' || wasQuoted) {
      throw new Error(`not RFC 4180 at ${i}: ${JSON.stringify(text.slice(Math.max(0, i - 20), i + 20))}`);
    } else field += ch;
  }
  if (quoted) throw new Error("a quoted field never ends");
  if (field !== "" || row.length > 0) throw new Error("the last record does not end with CRLF");
  return rows;
}

/** A decimal the file wrote ("-1.50") as integer minor units, without floats; an error for any other text. */
export function minorOf(decimal: string, digits: number): number {
  const match = /^(-?)(\d+)\.(\d+)$/.exec(decimal);
  if (!match || match[3]?.length !== digits) throw new Error(`not a decimal with ${digits} digits: ${decimal}`);
  return Number(`${match[1]}${match[2]}${match[3]}`);
}
