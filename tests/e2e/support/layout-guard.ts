/**
 * The layout guard's in-page half: a script added to every page of a test's browser context that checks the
 * screen whenever its DOM settles and reports what does not fit the phone. It runs in the browser, so it is
 * one self-contained function (Playwright sends its source): no imports, no helpers from outside it.
 *
 * What it reports (one violation per path, kind and element):
 * - `page-width`: the document is wider than the viewport's set width (a mobile Chromium zooms such a page out and
 *   its innerWidth grows, so the set width comes from the test's configuration, not from the page);
 * - `element-overflow`: a visible element reaches past its nearest horizontally clipping ancestor, or past the
 *   viewport when nothing clips it (elements inside a horizontal scroller, `overflow-x: auto|scroll`, are fine:
 *   the channel tabs scroll on purpose);
 * - `text-clipped`: text cut off by an `overflow: hidden|clip` box that does not end it in an ellipsis
 *   (`text-overflow: ellipsis` sideways, `-webkit-line-clamp` downwards).
 */

export type LayoutViolation = {
  kind: "page-width" | "element-overflow" | "text-clipped";
  /** Where the screen was: path and search. */
  path: string;
  /** A readable CSS path of the element (tag.class chain) and the start of its text. */
  selector: string;
  /** The measurements: widths, edges, the clipping box. */
  detail: string;
};

export type LayoutGuardOptions = {
  /** The viewport's set width in CSS pixels. */
  width: number;
  /** Quiet time after the last DOM change before the screen is checked. */
  settleMs: number;
};

/** The name of the function the page calls with each violation (exposed on the context by the fixture). */
export const reportBinding = "__layoutGuardReport";

declare global {
  interface Window {
    __layoutGuard?: { check: () => LayoutViolation[]; setWidth: (width: number) => void };
    __layoutGuardReport?: (violation: LayoutViolation) => Promise<void>;
  }
}

/** Installed with `context.addInitScript(layoutGuardScript, options)`; also callable as it is on a live page. */
export function layoutGuardScript(options: LayoutGuardOptions): void {
  // the app's screens and the sandbox pages, not about:blank or a browser page in between
  if (window.top !== window || window.__layoutGuard || !location.protocol.startsWith("http")) return;
  // the page's own timers may be faked later (page.clock): keep the real ones
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  const tolerance = 1;
  // not on the screen, or (options) drawn by the control that holds them
  const skippedTags = new Set(["HEAD", "SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION", "OPTGROUP", "BR", "WBR"]);
  // checked as a box, but what is inside is theirs (a select's options, a textarea's text, a frame's page)
  const opaqueTags = new Set(["SELECT", "TEXTAREA", "IFRAME", "VIDEO", "CANVAS"]);
  const measure = document.createElement("canvas").getContext("2d");
  /** The width of a line of text in an element's font. */
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    if (!measure) return 0;
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return measure.measureText(text).width;
  };
  const reported = new Set<string>();

  type Clip = {
    left: number;
    right: number;
    top: number;
    bottom: number;
    /** The box that clips, for the message. */
    by: string;
    /** Inside a scroller on this axis: overflow there is scrolled to, not lost. */
    scrollX: boolean;
    scrollY: boolean;
    /** Inside a box that ends clipped text in an ellipsis on this axis. */
    ellipsisX: boolean;
    ellipsisY: boolean;
    /** Inside an element already reported as overflowing. */
    overflowing: boolean;
  };

  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && parts.length < 4 && node !== document.body) {
      const classes = [...node.classList].slice(0, 3).join(".");
      const name = node.tagName.toLowerCase() + (node.id ? `#${node.id}` : "") + (classes ? `.${classes}` : "");
      parts.unshift(name);
      node = node.parentElement;
    }
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return parts.join(" > ") + (text ? ` "${text}"` : "");
  };

  const round = (value: number) => Math.round(value * 10) / 10;
  // the test may resize the viewport inside a screen (the screen tours look at each screen at 360 and at 320 px)
  let viewportWidth = options.width;

  function check(): LayoutViolation[] {
    const found: LayoutViolation[] = [];
    const path = location.pathname + location.search;
    const width = viewportWidth;
    const add = (violation: Omit<LayoutViolation, "path">) => {
      found.push({ ...violation, path });
    };
    const root = document.documentElement;
    if (!root || !document.body) return found;
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;

    if (root.scrollWidth > width + tolerance) {
      add({
        kind: "page-width",
        selector: "html",
        detail: `the page is ${root.scrollWidth}px wide in a ${width}px viewport`,
      });
    }

    const viewportClip = (by: string): Clip => ({
      left: scrollX,
      right: scrollX + width,
      top: Number.NEGATIVE_INFINITY,
      bottom: Number.POSITIVE_INFINITY,
      by,
      scrollX: false,
      scrollY: false,
      ellipsisX: false,
      ellipsisY: false,
      overflowing: false,
    });
    const pageClip: Clip = { ...viewportClip("the viewport"), left: 0, right: width };

    const checkText = (text: Text, clip: Clip, owner: Element) => {
      if (!text.data.trim()) return;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) return;
      const left = Math.min(...rects.map((rect) => rect.left)) + scrollX;
      const right = Math.max(...rects.map((rect) => rect.right)) + scrollX;
      const top = Math.min(...rects.map((rect) => rect.top)) + scrollY;
      const bottom = Math.max(...rects.map((rect) => rect.bottom)) + scrollY;
      const sideways =
        !clip.scrollX && !clip.ellipsisX && (right > clip.right + tolerance || left < clip.left - tolerance);
      const downwards =
        !clip.scrollY && !clip.ellipsisY && (bottom > clip.bottom + tolerance || top < clip.top - tolerance);
      if (sideways || downwards) {
        add({
          kind: "text-clipped",
          selector: selectorOf(owner),
          detail:
            `text spans x ${round(left)}–${round(right)}, y ${round(top)}–${round(bottom)}; ` +
            `${clip.by} shows x ${round(clip.left)}–${round(clip.right)}` +
            (Number.isFinite(clip.top) ? `, y ${round(clip.top)}–${round(clip.bottom)}` : "") +
            " without an ellipsis",
        });
      }
    };

    /**
     * The one line of text a control draws itself and cuts off: the chosen option of a select (beside its arrow)
     * and the placeholder of an empty field. A field's typed value scrolls inside it, which is not a clip.
     */
    const checkControlText = (element: Element, style: CSSStyleDeclaration, clip: Clip) => {
      let text = "";
      let allowance = 0;
      if (element instanceof HTMLSelectElement && !element.multiple && element.size <= 1) {
        text = element.selectedOptions[0]?.text ?? "";
        // the drop-down arrow Chromium draws inside the box
        allowance = style.appearance === "none" ? 0 : 16;
      } else if (
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.value === "" &&
        element.placeholder
      ) {
        if (element instanceof HTMLTextAreaElement) return;
        text = element.placeholder;
      }
      if (!text.trim() || clip.scrollX) return;
      const html = element as HTMLElement;
      const room =
        html.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - allowance;
      const needed = textWidth(text, style);
      if (needed > room + tolerance && style.textOverflow !== "ellipsis") {
        add({
          kind: "text-clipped",
          // a select's text is its options' (in the selector already); a field's is its placeholder
          selector: selectorOf(element) + (element instanceof HTMLSelectElement ? "" : ` "${text.slice(0, 40)}"`),
          detail: `"${text}" needs ${round(needed)}px; the control has ${round(room)}px for it`,
        });
      }
    };

    const visit = (element: Element, clip: Clip) => {
      if (skippedTags.has(element.tagName)) return;
      const style = getComputedStyle(element);
      if (style.display === "none" || style.contentVisibility === "hidden") return;
      const position = style.position;
      const context = position === "fixed" ? viewportClip("the viewport") : clip;
      const rect = element.getBoundingClientRect();
      const left = rect.left + scrollX;
      const right = rect.right + scrollX;
      const top = rect.top + scrollY;
      const bottom = rect.bottom + scrollY;
      const clipsItself = style.overflowX !== "visible" || style.clip !== "auto" || style.clipPath !== "none";
      // visually hidden (1×1 px, clipped) and what is parked wholly off screen on purpose: not on the screen
      if (clipsItself && (rect.width <= 1 || rect.height <= 1)) return;
      if (
        (position === "absolute" || position === "fixed") &&
        (right <= scrollX || left >= scrollX + width || bottom <= scrollY || top >= scrollY + window.innerHeight * 4)
      ) {
        return;
      }
      const shown =
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility === "visible" &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      let overflows = false;
      // only the outermost element that overflows is reported: what is inside it moves with it
      if (shown && !context.scrollX && !context.ellipsisX && !context.overflowing) {
        if (right > context.right + tolerance || left < context.left - tolerance) {
          overflows = true;
          add({
            kind: "element-overflow",
            selector: selectorOf(element),
            detail:
              `spans x ${round(left)}–${round(right)} (${round(rect.width)}px); ` +
              `${context.by} shows x ${round(context.left)}–${round(context.right)}`,
          });
        }
      }
      if (element instanceof SVGElement) return;
      if (shown && !overflows) checkControlText(element, style, context);
      if (opaqueTags.has(element.tagName)) return;

      // what this element is to its children
      let inner: Clip = overflows ? { ...context, overflowing: true } : context;
      const overflowX = style.overflowX;
      const overflowY = style.overflowY;
      if (overflowX !== "visible" || overflowY !== "visible") {
        const boxLeft = left + element.clientLeft;
        const boxTop = top + element.clientTop;
        const by = selectorOf(element).split(' "')[0] ?? "an ancestor";
        inner = { ...inner, by };
        if (overflowX === "auto" || overflowX === "scroll") inner.scrollX = true;
        else if (overflowX === "hidden" || overflowX === "clip") {
          inner.left = Math.max(context.left, boxLeft);
          inner.right = Math.min(context.right, boxLeft + element.clientWidth);
          inner.ellipsisX = style.textOverflow === "ellipsis";
        }
        if (overflowY === "auto" || overflowY === "scroll") inner.scrollY = true;
        else if (overflowY === "hidden" || overflowY === "clip") {
          inner.top = Math.max(context.top, boxTop);
          inner.bottom = Math.min(context.bottom, boxTop + element.clientHeight);
          const clamp = style.getPropertyValue("-webkit-line-clamp");
          inner.ellipsisY = Boolean(clamp) && clamp !== "none";
        }
      }
      for (const child of element.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          // the text of an element reported as overflowing is not reported again
          if (shown && !inner.overflowing) checkText(child as Text, inner, element);
        } else if (child.nodeType === Node.ELEMENT_NODE) {
          visit(child as Element, inner);
        }
      }
      if (element.shadowRoot) {
        for (const child of element.shadowRoot.children) visit(child, inner);
      }
    };
    visit(document.body, pageClip);
    return found;
  }

  const report = (violations: LayoutViolation[]) => {
    for (const violation of violations) {
      const key = `${violation.path}|${violation.kind}|${violation.selector}`;
      if (reported.has(key)) continue;
      reported.add(key);
      void window.__layoutGuardReport?.(violation).catch(() => {});
    }
  };

  // checked once the DOM has been quiet for settleMs, and at least every 4 × settleMs while it keeps changing
  let timer: number | undefined;
  let waitingSince: number | undefined;
  const run = () => {
    timer = undefined;
    waitingSince = undefined;
    report(check());
  };
  const schedule = () => {
    const now = performance.now();
    waitingSince ??= now;
    if (timer !== undefined) clearTimer(timer);
    timer = setTimer(run, now - waitingSince > options.settleMs * 4 ? 0 : options.settleMs);
  };

  window.__layoutGuard = {
    check: () => {
      const violations = check();
      report(violations);
      return violations;
    },
    setWidth: (width) => {
      viewportWidth = width;
    },
  };

  new MutationObserver(schedule).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.addEventListener("resize", schedule);
  window.addEventListener("popstate", schedule);
  window.addEventListener("load", schedule);
  void document.fonts?.ready.then(schedule);
  schedule();
}
