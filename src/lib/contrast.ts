/** Colour contrast of the tenant's accent (the app applies it: src/theme/apply-theme.ts; the server injects it into pages). */

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i);
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour that keeps WCAG AA contrast on the accent: near-black or white. */
export function contrastOn(hex: string): string {
  const l = luminance(hex);
  const onDark = 1.05 / (l + 0.05);
  const onLight = (l + 0.05) / (luminance("#0b0d12") + 0.05);
  return onLight >= onDark ? "#0b0d12" : "#ffffff";
}
