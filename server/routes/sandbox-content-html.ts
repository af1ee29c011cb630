/** The HTML pieces of the sandbox content pages: names, fields, tables, language links, the form page and the not-found page (routes/sandbox-content-pages.ts). */
import type { Context } from "hono";
import { type ContentLocale, contentLocales, fallbackContentLocale } from "../../src/api/contract/content.ts";
import { isServerMessage } from "../../src/api/contract/messages.ts";
import { locales } from "../../src/lib/locales.ts";
import type { ContentTexts } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { esc, htmlPage } from "../http/html.ts";
import type { ContentKind } from "../services/content-writes.ts";

export const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** Each language by its own name (the app's list, src/lib/locales.ts). */
const localeNames: Record<ContentLocale, string> = locales;
export const pageNames = { about: "About", tnc: "Terms and conditions", contact_us: "Contact us" } as const;
const kindNames: Record<ContentKind, string> = { event: "event", announcement: "announcement", post: "post" };

/** A datetime-local value in GMT+8 (the platform's time) for an instant. */
export const localInput = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
export const utc = (date: Date) => `${date.toISOString().replace("T", " ").slice(0, 16)} UTC`;

export function localeOf(c: Context<AppEnv>): ContentLocale {
  const wanted = c.req.query("locale");
  return contentLocales.find((l) => l === wanted) ?? fallbackContentLocale;
}

/** Links to edit the item in each language; the current one is marked. */
function languageLinks(base: string, current: ContentLocale, texts: ContentTexts<unknown>): string {
  const links = contentLocales
    .map((l) => {
      const label = `${localeNames[l]}${texts[l] ? "" : " (not written yet)"}`;
      return l === current
        ? `<li><strong aria-current="page">${esc(label)}</strong></li>`
        : `<li><a href="${esc(`${base}?locale=${l}`)}" lang="${l}">${esc(label)}</a></li>`;
    })
    .join("");
  return `<nav aria-label="Language of the texts"><ul class="langs">${links}</ul></nav>`;
}

export function statusNote(c: Context<AppEnv>): string {
  const saved = c.req.query("saved");
  const error = c.req.query("error");
  if (saved && /^(event|announcement|post|page|deleted)$/.test(saved)) {
    const what = saved === "deleted" ? "Deleted." : `Saved the ${saved}. Players see it at once.`;
    return `<div class="card" role="status"><p>${esc(what)}</p></div>`;
  }
  // only a known message key is shown back (never text from the address)
  return isServerMessage(error) ? `<div class="card" role="alert"><p>Not saved: ${esc(error)}.</p></div>` : "";
}

export const textField = (name: string, label: string, value: string, max: number, required = true) =>
  `<label>${esc(label)}
<input name="${name}" ${required ? "required " : ""}maxlength="${max}" value="${esc(value)}" autocomplete="off"></label>`;
export const htmlField = (name: string, label: string, value: string, max: number) =>
  `<label>${esc(label)} <small>(HTML: paragraphs, headings, lists, links, images, tables; anything else is removed)</small>
<textarea name="${name}" required maxlength="${max}" rows="12">${esc(value)}</textarea></label>`;

export const deleteButton = (kind: ContentKind, id: string, title: string) =>
  `<form method="post" action="/api/sandbox/content/${kind}/${esc(id)}/delete"><button type="submit" class="danger" aria-label="Delete ${esc(title)}">Delete</button></form>`;

export function table(label: string, head: string[], rows: string[], empty: string): string {
  if (rows.length === 0) return `<div class="card"><p>${esc(empty)}</p></div>`;
  return `<div class="scroll" tabindex="0" role="region" aria-label="${esc(label)}"><table>
<caption>${esc(label)} (${rows.length})</caption>
<thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table></div>`;
}

export const languagesOf = (texts: ContentTexts<unknown>) =>
  contentLocales
    .filter((l) => texts[l])
    .map((l) => l)
    .join(", ");

/** The form of one item: `new` creates it in English; an id edits it in the chosen language. */
export function formPage(
  c: Context<AppEnv>,
  kind: ContentKind | "page",
  heading: string,
  action: string,
  base: string,
  texts: ContentTexts<unknown> | null,
  fields: string,
) {
  const locale = texts ? localeOf(c) : fallbackContentLocale;
  const langs = texts
    ? languageLinks(base, locale, texts)
    : '<p class="note">Written in English first; add the other languages once saved.</p>';
  const body = `<h1>${esc(heading)}</h1>
<p class="brand">${esc(c.var.tenant.brandName)}</p>
${langs}
<form method="post" action="${esc(action)}" class="card form-fields" lang="${locale}">
<input type="hidden" name="locale" value="${locale}">
<p class="note">Texts in ${esc(localeNames[locale])}.</p>
${fields}
<div class="actions"><button type="submit" class="primary">Save ${esc(kind === "page" ? "page" : kindNames[kind])}</button></div>
</form>
<p><a href="/sandbox/content">All content</a></p>`;
  return c.html(htmlPage(`${heading} · Sandbox operator`, body), 200, headers);
}

export const notFoundPage = (c: Context<AppEnv>) =>
  c.html(
    htmlPage("Not found · Sandbox operator", `<h1>Not found</h1><p><a href="/sandbox/content">All content</a></p>`),
    404,
    headers,
  );
