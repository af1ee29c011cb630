/**
 * The diagram's view: the content (the SVG at its natural size) is translated by (x, y) and scaled
 * by k inside the viewport. Pure functions, so zoom, pan and fit are tested without a browser.
 */
export type View = { x: number; y: number; k: number };
export type Size = { width: number; height: number };

export const minScale = 0.05;
export const maxScale = 4;
const fitPadding = 12;
/** fit never blows a small machine up past this */
const maxFitScale = 1.25;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The whole content centred in the viewport, as large as fits. */
export function fitView(content: Size, viewport: Size): View {
  const k = clamp(
    Math.min(
      (viewport.width - 2 * fitPadding) / Math.max(1, content.width),
      (viewport.height - 2 * fitPadding) / Math.max(1, content.height),
      maxFitScale,
    ),
    minScale,
    maxScale,
  );
  return { k, x: (viewport.width - content.width * k) / 2, y: (viewport.height - content.height * k) / 2 };
}

/** Zooms by `factor` keeping the content point under (px, py) of the viewport in place. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clamp(view.k * factor, minScale, maxScale);
  const ratio = k / view.k;
  return { k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** Moves the view so the content point (cx, cy) is at the viewport's centre (the minimap's click). */
export function centreOn(view: View, cx: number, cy: number, viewport: Size): View {
  return { ...view, x: viewport.width / 2 - cx * view.k, y: viewport.height / 2 - cy * view.k };
}

/** The part of the content the viewport shows, in content coordinates. */
export function visibleRect(view: View, viewport: Size) {
  return { x: -view.x / view.k, y: -view.y / view.k, width: viewport.width / view.k, height: viewport.height / view.k };
}

/** Whether the content at this scale is larger than the viewport (then the minimap shows). */
export function overflows(view: View, content: Size, viewport: Size): boolean {
  const seen = visibleRect(view, viewport);
  return (
    seen.x > 0.5 ||
    seen.y > 0.5 ||
    seen.x + seen.width < content.width - 0.5 ||
    seen.y + seen.height < content.height - 0.5
  );
}
