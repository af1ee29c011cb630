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

/**
 * The scale at which a label is drawn at 11 CSS px: the diagram draws its labels at 11 units
 * (statechart-paint.ts), so 1. Fit never opens a machine below it.
 */
export const readableScale = 1;

/** A box of the content (a state), in content coordinates. */
export type Rect = { x: number; y: number; width: number; height: number };

/**
 * The view a machine opens at: the whole of it when it fits at a readable size; else the readable size, showing
 * `focus` (the active state) near the top, centred across, with the content's edges kept to the view's edges
 * where the content allows (no empty band beside a diagram that goes on the other way). `reading` says which.
 */
export function openingView(content: Size, viewport: Size, focus?: Rect): { view: View; reading: boolean } {
  const whole = fitView(content, viewport);
  if (whole.k >= readableScale) return { view: whole, reading: false };
  const k = readableScale;
  const target = focus ?? { x: content.width / 2, y: 0, width: 0, height: 0 };
  const along = (size: number, space: number, wanted: number) => {
    if (size * k <= space) return (space - size * k) / 2;
    return clamp(wanted, space - size * k - fitPadding, fitPadding);
  };
  const x = along(content.width, viewport.width, viewport.width / 2 - (target.x + target.width / 2) * k);
  // below the note laid over the top of a phone's diagram
  const y = along(content.height, viewport.height, 72 - target.y * k);
  return { view: { k, x, y }, reading: true };
}

/** A wheel's zoom factor: one notch of a mouse (about 100 px) zooms by 1.2 at most, a trackpad's pinch in small steps. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-clamp(pixels, -100, 100) * 0.0018);
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
