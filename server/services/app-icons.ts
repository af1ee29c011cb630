/**
 * The installed app's icons (GET /app-icon/<name>.png, routes/app-install.ts): the tenant's logo centred on a square
 * of the tenant's colour, drawn to PNG by resvg (WebAssembly). A maskable icon keeps the logo inside the middle 80 %
 * circle (the safe zone a phone's mask never cuts) on a background that fills the whole square.
 *
 * What is drawn is bounded: only a logo that is one of the tenant assets this server holds (an SVG under
 * /tenant-assets/, at most `maxLogoBytes`, with no embedded pictures) is read; any other (a remote URL, a missing,
 * oversized or unreadable file) is drawn as the placeholder image (public/placeholder.svg). resvg loads nothing by
 * itself here: no system fonts, and a reference to another file or URL is only listed, never fetched (this
 * renderer never resolves one). The sizes are fixed (appIconSizes), and each icon drawn is kept, per tenant, size,
 * kind, logo and colour, in a small cache.
 */
import { readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { AppIconKind, AppIconSize } from "./app-manifest.ts";
import type { TenantInfo } from "./tenants.ts";

/** The largest logo drawn: far above a real logo (the demo tenants' are under 2 KB). */
export const maxLogoBytes = 256 * 1024;
/** Icons kept (each a few KB to about 40 KB): every size and kind of a dozen tenants. */
const cachedIcons = 72;
/** The logo's side on an icon: most of the square, or the square inscribed in the maskable safe zone's circle. */
const logoShare: Record<AppIconKind, number> = { any: 0.8, maskable: 0.8 / Math.SQRT2 };

const placeholderFile = fileURLToPath(new URL("../../public/placeholder.svg", import.meta.url));

let wasm: Promise<void> | null = null;
/** resvg's WebAssembly, instantiated once per process (a second initWasm throws). */
function resvgReady(): Promise<void> {
  wasm ??= readFile(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm")).then((bytes) =>
    initWasm(bytes),
  );
  return wasm;
}

const resvgOptions = { font: { loadSystemFonts: false }, fitTo: { mode: "original" } } as const;

/** An SVG logo read from disk when it may be drawn (resvg reads it), else null. */
async function readLogo(file: string | null): Promise<string | null> {
  if (!file) return null;
  try {
    if ((await stat(file)).size > maxLogoBytes) return null;
    const text = await readFile(file, "utf8");
    // an embedded picture is decoded at whatever size it claims: not in an icon drawn on the server
    if (text.length > maxLogoBytes || /<image\b|<foreignObject\b/i.test(text)) return null;
    // parsed on its own first: drawn inside the icon, a logo resvg cannot read would leave the square empty
    new Resvg(text, resvgOptions).free();
    return text;
  } catch {
    return null;
  }
}

/** The icon's SVG: the colour's square, and the logo (if any) centred on it as an SVG picture of its own. */
function iconSvg(logo: string | null, color: string, size: AppIconSize, kind: AppIconKind): string {
  const side = Math.round(size * logoShare[kind]);
  const offset = (size - side) / 2;
  const picture = logo
    ? `<image x="${offset}" y="${offset}" width="${side}" height="${side}" href="data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${color}"/>${picture}</svg>`;
}

/** Draws an SVG to PNG bytes; throws when resvg cannot read it. */
function drawPng(svg: string): Uint8Array<ArrayBuffer> {
  const resvg = new Resvg(svg, resvgOptions);
  try {
    const image = resvg.render();
    try {
      // a copy out of the WebAssembly memory (wasm-bindgen's Vec<u8> return), in an ArrayBuffer of its own
      return image.asPng() as Uint8Array<ArrayBuffer>;
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

export type IconRenderer = {
  /** The PNG of a tenant's icon; `logoFile` is the file of its logo (null: not a local asset, the placeholder). */
  render: (
    tenant: TenantInfo,
    logoFile: string | null,
    size: AppIconSize,
    kind: AppIconKind,
  ) => Promise<Uint8Array<ArrayBuffer>>;
};

export function createIconRenderer(): IconRenderer {
  const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  async function draw(logoFile: string | null, color: string, size: AppIconSize, kind: AppIconKind) {
    await resvgReady();
    // the placeholder for a logo that cannot be drawn; should that be gone too, the colour alone
    const logo = (await readLogo(logoFile)) ?? (await readLogo(placeholderFile));
    return drawPng(iconSvg(logo, color, size, kind));
  }

  return {
    render(tenant, logoFile, size, kind) {
      const color = tenant.theme.themecolor;
      const key = `${tenant.id}|${size}|${kind}|${tenant.theme.logo}|${color}`;
      let icon = cache.get(key);
      if (!icon) {
        icon = draw(logoFile, color, size, kind);
        // a failure is not kept: the next request tries again
        icon.catch(() => cache.delete(key));
        cache.set(key, icon);
        if (cache.size > cachedIcons) cache.delete(cache.keys().next().value as string);
      }
      return icon;
    },
  };
}
