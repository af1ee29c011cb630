/**
 * The app's second cleaning of rich HTML, before rendering: DOMPurify with the allow-list of src/lib/rich-html.ts
 * (the server cleaned it on write with the same list). DOMPurify is imported lazily, so only the screens that
 * render HTML load it; `loadSanitizer` loads it once and answers a function that cleans.
 */
import type { DOMPurify } from "dompurify";
import { isRichImage, isRichLink, richAttributes, richLinkRel, richTags } from "../lib/rich-html.ts";

/** Clean HTML as nodes (a fragment to append: no innerHTML anywhere). */
export type Sanitize = (html: string) => DocumentFragment;

const allowedAttributes = [...new Set(Object.values(richAttributes).flat())];

/** A cleaner on a DOMPurify instance (exported for the unit test, which gives it jsdom's). */
export function sanitizerOf(purify: DOMPurify): Sanitize {
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
  return (html) =>
    purify.sanitize(html, {
      RETURN_DOM_FRAGMENT: true,
      ALLOWED_TAGS: [...richTags],
      ALLOWED_ATTR: allowedAttributes,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      FORBID_CONTENTS: ["script", "style", "iframe", "noscript", "textarea", "svg", "math", "object", "embed"],
    });
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
