/**
 * /gift-art/* — the pictures of the demo gift catalogue (seed/gifts.ts names them), drawn here as small SVGs so
 * the catalogue needs nothing from another origin: a gradient card and a white outline of the thing.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";

/** Each picture: its two gradient hues and the drawing (white strokes on a 240×240 card). */
const drawings: Record<string, { hue: number; art: string }> = {
  "power-bank": {
    hue: 200,
    art: '<rect x="78" y="46" width="84" height="148" rx="16"/><path d="M124 92 l-18 32 h22 l-16 32"/><path d="M106 176 h28"/>',
  },
  earbuds: {
    hue: 265,
    art: '<path d="M70 70 a26 26 0 1 1 30 40 v64 a10 10 0 0 1 -20 0 v-50"/><path d="M170 70 a26 26 0 1 0 -30 40 v64 a10 10 0 0 0 20 0 v-50"/>',
  },
  smartwatch: {
    hue: 150,
    art: '<rect x="76" y="70" width="88" height="100" rx="22"/><path d="M96 70 l8 -34 h32 l8 34 M96 170 l8 34 h32 l8 -34"/><path d="M120 98 v24 l16 10"/>',
  },
  "grocery-voucher": {
    hue: 30,
    art: '<path d="M40 78 h160 v28 a14 14 0 0 0 0 28 v28 h-160 v-28 a14 14 0 0 0 0 -28z"/><path d="M92 84 v72" stroke-dasharray="8 8"/><text x="146" y="129" text-anchor="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="800" fill="#fff" stroke="none">RM50</text>',
  },
  "bluetooth-speaker": {
    hue: 330,
    art: '<rect x="56" y="80" width="128" height="96" rx="40"/><circle cx="96" cy="128" r="20"/><circle cx="150" cy="128" r="12"/>',
  },
  tumbler: {
    hue: 180,
    art: '<path d="M86 66 h68 l-8 128 a10 10 0 0 1 -10 10 h-32 a10 10 0 0 1 -10 -10z"/><path d="M80 66 h80 M120 66 v-18 h28"/>',
  },
  backpack: {
    hue: 95,
    art: '<rect x="70" y="70" width="100" height="130" rx="30"/><path d="M100 70 v-14 a20 20 0 0 1 40 0 v14"/><rect x="92" y="136" width="56" height="40" rx="8"/>',
  },
  "top-up-card": {
    hue: 220,
    art: '<rect x="42" y="70" width="156" height="100" rx="14"/><path d="M42 98 h156"/><path d="M62 140 h44 M62 154 h26"/><circle cx="168" cy="144" r="12"/>',
  },
};

export const giftArtNames = Object.keys(drawings);

function giftSvg(name: string): string | null {
  const drawing = drawings[name];
  if (!drawing) return null;
  const { hue, art } = drawing;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 20%)"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".92">${art}</g></svg>`;
}

const svgHeaders = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400",
  // an SVG opened on its own runs nothing and loads nothing
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};

export function giftArtRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/:file", (c) => {
    const svg = giftSvg(c.req.param("file").replace(/\.svg$/, ""));
    if (!svg) return c.json("Not found", 404);
    return c.body(svg, 200, svgHeaders);
  });
  return app;
}
