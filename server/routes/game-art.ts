/**
 * /game-art/* — the art of the demo catalogue, drawn here from each game's id, name and type, so the
 * lobby needs nothing from another origin. Small SVGs (about 1 KB), cached for a day by browsers.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { gameIdPattern, providerCodePattern } from "../../src/api/contract/games.ts";
import type { Ctx } from "../context.ts";
import { gameProviders, games } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";

/** A stable 32-bit hash of a text (FNV-1a). */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch,
  );

/** Two letters for a name: the first letters of its first two words ("Golden Reels" → "GR"). */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? "")
    .join("")
    .toUpperCase();
}

/** A motif per type, drawn in white at low opacity behind the initials. */
const motifs: Record<string, string> = {
  slots:
    '<rect x="34" y="62" width="52" height="96" rx="10"/><rect x="94" y="62" width="52" height="96" rx="10"/><rect x="154" y="62" width="52" height="96" rx="10"/>',
  fishing:
    '<path d="M20 170 q25 -18 50 0 t50 0 t50 0 t50 0 v50 h-200z"/><ellipse cx="150" cy="80" rx="42" ry="22"/><path d="M192 80 l26 -18 v36z"/>',
  casino:
    '<path d="M120 36 l52 64 l-52 64 l-52 -64z"/><circle cx="60" cy="190" r="18"/><circle cx="180" cy="190" r="18"/>',
  lottery:
    '<circle cx="70" cy="80" r="30"/><circle cx="160" cy="70" r="24"/><circle cx="120" cy="150" r="34"/><circle cx="190" cy="170" r="20"/>',
  sports:
    '<circle cx="120" cy="120" r="76"/><path d="M120 44 v152 M44 120 h152" stroke="#000" stroke-opacity=".25" stroke-width="6"/>',
  esports: '<path d="M120 40 l70 40 v80 l-70 40 l-70 -40 v-80z"/>',
  horse: '<path d="M60 60 a60 70 0 0 0 120 0 h-26 a34 44 0 0 1 -68 0z" transform="translate(0 60)"/>',
};

function gameSvg(id: string, name: string, type: string): string {
  const h = hashOf(id);
  const hue = h % 360;
  const hue2 = (hue + 35 + ((h >> 9) % 50)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 18%)"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><g fill="#fff" fill-opacity=".16">${motifs[type] ?? motifs.slots}</g><text x="120" y="142" text-anchor="middle" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill="#fff" fill-opacity=".92">${escapeXml(initialsOf(name))}</text></svg>`;
}

function providerSvg(code: string): string {
  const hue = hashOf(code) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 80" width="160" height="80"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 26%)"/></linearGradient></defs><rect width="160" height="80" rx="14" fill="url(#g)"/><text x="80" y="52" text-anchor="middle" font-family="system-ui,sans-serif" font-size="30" font-weight="800" letter-spacing="2" fill="#fff">${escapeXml(code)}</text></svg>`;
}

const svgHeaders = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400",
  // an SVG opened on its own runs nothing and loads nothing
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};

export function gameArtRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const drawn = new Map<string, string>();

  app.get("/games/:file", async (c) => {
    const id = c.req.param("file").replace(/\.svg$/, "");
    if (!gameIdPattern.test(id)) return c.json("Not found", 404);
    let svg = drawn.get(id);
    if (!svg) {
      const [game] = await ctx.db
        .select({ name: games.name, type: games.type })
        .from(games)
        .where(eq(games.id, id))
        .limit(1);
      if (!game) return c.json("Not found", 404);
      svg = gameSvg(id, game.name, game.type);
      if (drawn.size < 5000) drawn.set(id, svg);
    }
    return c.body(svg, 200, svgHeaders);
  });

  app.get("/providers/:file", async (c) => {
    const code = c.req.param("file").replace(/\.svg$/, "");
    if (!providerCodePattern.test(code)) return c.json("Not found", 404);
    const [provider] = await ctx.db
      .select({ code: gameProviders.code })
      .from(gameProviders)
      .where(eq(gameProviders.code, code))
      .limit(1);
    if (!provider) return c.json("Not found", 404);
    return c.body(providerSvg(code), 200, svgHeaders);
  });

  return app;
}
