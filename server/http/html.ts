/** Small server-rendered pages (sandbox gateway and operator): escaped text, inline CSS, no scripts. */
import { type Currency, formatAmount } from "../../src/lib/money-format.ts";
import type { InlineHashes } from "./env.ts";
import { inlineHashes } from "./security.ts";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside HTML content and double-quoted attributes. */
export const esc = (value: string | number): string => String(value).replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);

/** "MYR 1,250.00" / "USDT 250.00" from integer minor units (two decimals shown, never a float). */
export function formatMoney(amount: number, currency: Currency): string {
  return `${currency} ${formatAmount(amount, currency, "en-US")}`;
}

const baseCss = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f3f4f6}
main{max-width:720px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 4px}
.brand{margin:0 0 16px;color:#374151;font-weight:600}
.card{background:#fff;border:1px solid #d1d5db;border-radius:12px;padding:16px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0}
dt{color:#4b5563}
dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px;flex-wrap:wrap}
form{margin:0}
button{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border-radius:8px;cursor:pointer;border:2px solid transparent}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.primary{background:#065f46;color:#fff}
.danger{background:#fff;color:#991b1b;border-color:#991b1b}
a{color:#1d4ed8}
.note{color:#374151}
table{width:100%;border-collapse:collapse;background:#fff;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:8px 0}
th,td{padding:8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}
th{background:#f9fafb}
.row-actions{display:flex;gap:8px;align-items:flex-end}
.row-actions form{display:flex;gap:8px;align-items:flex-end;flex-wrap:wrap}
.reason{display:flex;flex-direction:column;font-size:.8rem;color:#374151}
.form-fields{display:flex;flex-direction:column;gap:12px}
.form-fields label{display:flex;flex-direction:column;gap:4px;font-weight:600}
.form-fields .choice{flex-direction:row;align-items:center;gap:8px;font-weight:400;min-height:44px}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:600;padding:0}
input:not([type=radio]),textarea{font:inherit;padding:8px 10px;border:1px solid #6b7280;border-radius:8px;min-height:44px;background:#fff;color:#1a1a1a}
textarea{resize:vertical}
input:focus-visible,textarea:focus-visible{outline:3px solid #1d4ed8;outline-offset:1px}
.row-actions button{min-height:36px;padding:6px 12px}
.wide{max-width:1100px}
.scroll{overflow-x:auto}
.scroll:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.sandbox-banner{padding:8px 16px;background:#fde68a;color:#1a1a1a;font-weight:600;text-align:center}
.sandbox-banner p{margin:0}
`;

/** What the pages' CSP must allow: the one inline `<style>` (by hash); no script at all. */
export const htmlPageHashes: InlineHashes = inlineHashes(`<style>${baseCss}</style>`);

/** A complete, self-contained page (lang en, mobile viewport, inline styles). */
export function htmlPage(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${baseCss}</style>
</head>
<body>
<header class="sandbox-banner"><p>Sandbox: a test environment. No real money moves and no SMS is sent.</p></header>
<main${options.wide ? ' class="wide"' : ""}>
${body}
</main>
</body>
</html>`;
}
