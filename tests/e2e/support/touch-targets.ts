import type { Page } from "@playwright/test";

/**
 * The touch-target rule, in one place: every control a player taps is at least 44×44 CSS px (WCAG 2.5.5's size,
 * Apple's and DESIGN.md's minimum for a finger). `smallTouchTargets(page)` lists the visible controls of the page
 * as it is that are smaller; the screens tour (screens.spec.ts) runs it on every screen it visits.
 *
 * What counts as a target: links, buttons, form fields, summaries, elements with a control's role (button, link,
 * tab, checkbox, radio, switch, menuitem, option) and anything else in the tab order (`tabindex` ≥ 0).
 *
 * Measured as drawn (the border box, `getBoundingClientRect`), with a rounding allowance of 0.5 px, wherever it is
 * on the page (scrolled out of view or not: its size does not depend on that). Not measured:
 * - what is not drawn (display none, visibility hidden, opacity 0, zero-sized or a 1×1 visually hidden box);
 * - a control drawn by its label (a visually hidden radio or checkbox inside a styled `label`, or one whose own box
 *   is small but whose label is a big enough box): the label is the target, so the label's box is measured instead
 *   (WCAG 2.5.8's "equivalent" exception; a text field's caption above it is not a target of its own for the same
 *   reason: the field itself is);
 * - an inline link in running text (the one narrow exemption, `inlineLinkInText`): an `a` drawn `display: inline`
 *   whose parent is a paragraph (`p`, or an `li`/`dd`/`span` of text) with text of its own beside the link. Its
 *   height is the line's; WCAG 2.5.8 exempts targets "in a sentence". A standalone link is never exempt.
 */

/** The smallest size, in CSS px, of either side of a target. */
export const minTouchTarget = 44;

export type SmallTarget = {
  /** A readable path of the element (tag.class chain) and the start of its text or label. */
  selector: string;
  width: number;
  height: number;
};

/** The visible targets of the page smaller than `minTouchTarget` in either dimension. */
export function smallTouchTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(findSmallTargets, minTouchTarget);
}

/** Runs in the page (Playwright sends its source): self-contained, no imports. */
function findSmallTargets(min: number): SmallTarget[] {
  const allowance = 0.5;
  const targets = [
    "a[href]",
    "button",
    "input:not([type=hidden])",
    "select",
    "textarea",
    "summary",
    "[role=button]",
    "[role=link]",
    "[role=tab]",
    "[role=checkbox]",
    "[role=radio]",
    "[role=switch]",
    "[role=menuitem]",
    "[role=option]",
    "[tabindex]:not([tabindex='-1'])",
  ].join(", ");
  const round = (value: number) => Math.round(value * 10) / 10;
  const big = (rect: DOMRect) => rect.width + allowance >= min && rect.height + allowance >= min;

  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && parts.length < 4 && node !== document.body) {
      const classes = [...node.classList].slice(0, 3).join(".");
      parts.unshift(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : "") + (classes ? `.${classes}` : ""));
      node = node.parentElement;
    }
    const name =
      element.getAttribute("aria-label") ??
      (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.placeholder) : null) ??
      element.textContent ??
      "";
    const text = name.replace(/\s+/g, " ").trim().slice(0, 40);
    return parts.join(" > ") + (text ? ` "${text}"` : "");
  };

  /** On the screen: rendered, visible, not a 1×1 visually hidden box. */
  const shown = (element: Element, rect: DOMRect) =>
    rect.width > 1 &&
    rect.height > 1 &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });

  /** The exemption: a link inside a sentence (see above). */
  const inlineLinkInText = (element: Element) => {
    if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
    const parent = element.parentElement;
    if (!parent || !["P", "LI", "DD", "SPAN"].includes(parent.tagName)) return false;
    return [...parent.childNodes].some(
      (node) => node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
    );
  };

  const found: SmallTarget[] = [];
  for (const element of document.querySelectorAll(targets)) {
    const rect = element.getBoundingClientRect();
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
    const labelRects = labels
      .map((label) => ({ label, rect: label.getBoundingClientRect() }))
      .filter(({ label, rect: box }) => shown(label, box));
    if (!shown(element, rect)) {
      // a visually hidden control is drawn by its label: measure the biggest one
      if (labelRects.length === 0) continue;
      if (labelRects.some(({ rect: box }) => big(box))) continue;
      const { label, rect: box } = labelRects[0] as { label: HTMLLabelElement; rect: DOMRect };
      found.push({ selector: selectorOf(label), width: round(box.width), height: round(box.height) });
      continue;
    }
    if (big(rect)) continue;
    // a small checkbox or radio whose label is a big enough box: the label is the target
    if (labelRects.some(({ rect: box }) => big(box))) continue;
    if (inlineLinkInText(element)) continue;
    found.push({ selector: selectorOf(element), width: round(rect.width), height: round(rect.height) });
  }
  return found;
}
