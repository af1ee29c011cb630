/**
 * The one allow-list of rich HTML (events, posts, about / terms / contact us): the server cleans what the
 * operator writes with it (sanitize-html, server/services/rich-html.ts) and the app cleans it again before
 * rendering (DOMPurify, src/ui/rich-html-sanitizer.ts). Formatting tags only: no script, style, iframe, form or
 * media; no class, style or on* attribute; links to http(s) or mailto (or a path of the same site), images from
 * http(s) or the same site. Never javascript:, data:, or a protocol-relative //host.
 */

export const richTags = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "span",
  "blockquote",
  "code",
  "pre",
  "hr",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

/** Attributes allowed per tag (none on the others). */
export const richAttributes: Record<string, readonly string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

/** What a link may point at: an http(s) or mailto URL, or a path of this site (not //host). */
export function isRichLink(url: string): boolean {
  const value = url.trim();
  if (/^\/(?![/\\])/.test(value) || value.startsWith("#")) return true;
  return /^(https?:\/\/[^\s/\\]|mailto:[^\s])/i.test(value);
}

/** What an image may load: an http(s) URL or a path of this site (never data:, never //host). */
export function isRichImage(url: string): boolean {
  const value = url.trim();
  if (/^\/(?![/\\])/.test(value)) return true;
  return /^https?:\/\/[^\s/\\]/i.test(value);
}

/** The rel every link carries: the opened page gets no handle on the app and no referrer. */
export const richLinkRel = "noopener noreferrer";
