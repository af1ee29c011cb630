/**
 * The app's second cleaning of rich HTML, before rendering: DOMPurify with the allow-list of src/lib/rich-html.ts
 * (the server cleaned it on write with the same list). DOMPurify is imported lazily, so only the screens that
 * render HTML load it; `loadSanitizer` loads it once and answers a function that cleans.
 *
 * What follows a dropped element is never lost with it: a void element (embed) has no content, an object's content
 * is its fallback markup (cleaned like the rest), and an iframe's content, which the HTML parser takes as raw text
 * (so an unclosed `<iframe>` or an XHTML-style `<iframe … />` holds the rest of the document), is parsed again as
 * markup in place of the iframe and cleaned like the rest, as the server's sanitiser does.
 */
import type { DOMPurify } from "dompurify";
import { isRichImage, isRichLink, richAttributes, richLinkRel, richTags } from "../lib/rich-html.ts";

/** Clean HTML as nodes (a fragment to append: no innerHTML anywhere). */
export type Sanitize = (html: string) => DocumentFragment;

const allowedAttributes = [...new Set(Object.values(richAttributes).flat())];

/** Iframes whose text is parsed again, per cleaning (each holds less than the one before; this bounds the work). */
const MAX_IFRAMES_REPARSED = 8;
const htmlNamespace = "http://www.w3.org/1999/xhtml";

/** A cleaner on a DOMPurify instance (exported for the unit test, which gives it jsdom's). */
export function sanitizerOf(purify: DOMPurify): Sanitize {
  let reparsed = 0;
  // An iframe's text (raw to the parser: perhaps the rest of the document) goes back in as markup after it; the
  // iframe is then dropped with its text (FORBID_CONTENTS) and what was put after it is cleaned like the rest.
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName !== "iframe" || node.nodeType !== 1) return;
    const element = node as Element;
    const text = element.textContent ?? "";
    if (element.namespaceURI !== htmlNamespace || text.trim() === "" || reparsed >= MAX_IFRAMES_REPARSED) return;
    reparsed += 1;
    // a template's content is inert: nothing in it loads or runs
    const template = element.ownerDocument.createElement("template");
    template.innerHTML = text;
    element.after(template.content);
  });
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = richAttributes[tag] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (tag === "a" && data.attrName === "href" && !isRichLink(data.attrValue)) data.keepAttr = false;
    if (tag === "img" && data.attrName === "src" && !isRichImage(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") {
      node.setAttribute("rel", richLinkRel);
      const href = node.getAttribute("href") ?? "";
      if (/^https?:/i.test(href)) node.setAttribute("target", "_blank");
      else node.removeAttribute("target");
    }
    if (node.nodeName === "IMG") {
      // an image left without a source shows nothing: drop it; one without a text alternative is decorative
      if (!node.getAttribute("src")) node.remove();
      else if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
    }
  });
  return (html) => {
    reparsed = 0;
    return purify.sanitize(html, {
      RETURN_DOM_FRAGMENT: true,
      ALLOWED_TAGS: [...richTags],
      ALLOWED_ATTR: allowedAttributes,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      // their content is code or a form's (iframe: see above; object's is fallback markup, embed has none)
      FORBID_CONTENTS: ["script", "style", "iframe", "noscript", "textarea", "svg", "math"],
    });
  };
}

let loading: Promise<Sanitize> | null = null;

/** Loads DOMPurify once (its own chunk) and answers the cleaner. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import("dompurify").then((module) => sanitizerOf(module.default));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
