/**
 * Cleans rich HTML on write (events, posts, about / terms / contact us) with sanitize-html and the one allow-list
 * of src/lib/rich-html.ts: formatting tags only; script, style, iframe and everything else dropped, with their
 * content where it is code; no class, style or on* attribute; links to http(s), mailto or a same-site path,
 * with rel="noopener noreferrer" (and a new tab for another site); images from http(s) or the same site. The app
 * cleans again before rendering (src/ui/rich-html-sanitizer.ts).
 *
 * What follows a dropped element is never lost with it. A void element (embed) has no content. An iframe's
 * content is raw text to the parser, so an unclosed `<iframe>` (or an XHTML-style `<iframe … />`, which HTML
 * does not close) would hold the rest of the document: it is not a "non-text" tag here, and sanitize-html
 * parses what it holds as markup again and cleans it like the rest. An object's content is its fallback
 * markup, cleaned like the rest too.
 */
import sanitizeHtml from "sanitize-html";
import { isRichImage, isRichLink, richAttributes, richLinkRel, richTags } from "../../src/lib/rich-html.ts";

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTags],
  allowedAttributes: Object.fromEntries(Object.entries(richAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // the text of these is code or a form's, never content (iframe, object and the void embed are not: see above)
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const out: sanitizeHtml.Attributes = { rel: richLinkRel };
      if (href && isRichLink(href)) {
        out.href = href.trim();
        if (/^https?:/i.test(out.href)) out.target = "_blank";
      }
      if (attribs.title) out.title = attribs.title;
      return { tagName, attribs: out };
    },
    // an image without a text alternative is decorative to screen readers (alt="")
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isRichImage(frame.attribs.src ?? ""),
};

/** The HTML with only what the allow-list lets through. */
export function cleanRichHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
