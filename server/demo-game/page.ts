/**
 * The demo game's HTML: the game page (server-rendered in the launch's language, then run by
 * assets/game.js) and the page a refused launch URL gets. No inline script or style: the page's
 * CSP (security.ts `gamePagePolicy`) allows only files of this origin; the page's data travels in a
 * `<script type="application/json">` block, which is data and never runs.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Currency, formatMoney } from "../../src/lib/money-format.ts";
import { esc } from "../http/html.ts";
import {
  betOptions,
  diceRule,
  engineOf,
  slotSymbols,
  threeOfAKindPays,
  twoCherriesPays,
} from "../services/game-rounds.ts";
import type { GameLanguage } from "../services/game-tokens.ts";
import { type GameStrings, gameStrings } from "./strings.ts";

export const demoAssetsDir = fileURLToPath(new URL("./assets/", import.meta.url));

/** The page's files, read once, each with a content hash for its URL (cached for good). */
export const demoAssets: ReadonlyMap<string, { body: Buffer; type: string; version: string }> = new Map(
  (
    [
      ["game.js", "text/javascript; charset=utf-8"],
      ["game.css", "text/css; charset=utf-8"],
      ["symbols.svg", "image/svg+xml"],
    ] as const
  ).map(([name, type]) => {
    const body = readFileSync(`${demoAssetsDir}${name}`);
    return [name, { body, type, version: createHash("sha256").update(body).digest("hex").slice(0, 12) }];
  }),
);

const assetUrl = (base: string, name: string) => `${base}/assets/${name}?v=${demoAssets.get(name)?.version ?? "0"}`;

/** JSON safe inside a `<script type="application/json">` block. */
const dataJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

function head(base: string, language: GameLanguage, title: string): string {
  return `<!doctype html>
<html lang="${esc(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="dark">
<link rel="icon" href="data:,">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${esc(assetUrl(base, "game.css"))}">`;
}

/** The page of a launch URL that cannot open: already used, expired, not valid, or the game unavailable. */
export function refusalPage(base: string, language: GameLanguage, title: string, text: string): string {
  return `${head(base, language, title)}
</head>
<body class="refused">
<main class="refusal">
<svg class="refusal-icon" aria-hidden="true" viewBox="0 0 24 24"><use href="${esc(assetUrl(base, "symbols.svg"))}#clock"></use></svg>
<h1>${esc(title)}</h1>
<p>${esc(text)}</p>
</main>
</body>
</html>`;
}

export type GamePageInput = {
  base: string;
  language: GameLanguage;
  session: string;
  game: { id: string; name: string; type: string; minBetUnits: number };
  provider: { code: string; name: string };
  currency: Currency;
  balance: number;
};

function symbolUse(base: string, symbol: string): string {
  return `<svg class="symbol" viewBox="0 0 64 64" aria-hidden="true"><use href="${esc(assetUrl(base, "symbols.svg"))}#${esc(symbol)}"></use></svg>`;
}

function slotStage(input: GamePageInput): string {
  const reels = ["seven", "seven", "seven"]
    .map((symbol, i) => `<div class="reel" data-reel="${i}">${symbolUse(input.base, symbol)}</div>`)
    .join("");
  return `<section class="stage slot-stage">
<div class="reels" id="reels">${reels}</div>
</section>`;
}

/** What each line pays, symbols drawn and named (for screen readers). */
function paytable(input: GamePageInput, s: GameStrings): string {
  const row = (symbols: string, name: string, pays: number) =>
    `<tr><th scope="row"><span class="pay-symbols">${symbols}</span><span class="pay-name">${esc(name)}</span></th><td>× ${pays}</td></tr>`;
  const rows = slotSymbols.map((symbol) =>
    row(symbolUse(input.base, symbol).repeat(3), `${s.symbols[symbol]} × 3`, threeOfAKindPays[symbol]),
  );
  rows.push(row(symbolUse(input.base, "cherry").repeat(2), s.twoCherries, twoCherriesPays));
  return `<details class="paytable"><summary>${esc(s.howToWin)}</summary>
<table><tbody>
${rows.join("\n")}
</tbody></table>
<p>${esc(s.returnToPlayer)}</p>
</details>`;
}

function diceStage(s: GameStrings): string {
  return `<section class="stage dice-stage">
<p class="roll" id="roll">–</p>
<div class="track" aria-hidden="true">
<span class="zone zone-low"></span><span class="zone zone-house"></span><span class="zone zone-high"></span>
<span class="marker" id="marker" hidden></span>
</div>
<div class="track-labels" aria-hidden="true"><span>1</span><span>${diceRule.lowUpTo}</span><span>${diceRule.highFrom}</span><span>${diceRule.sides}</span></div>
</section>
<div class="choice" role="group" aria-labelledby="choice-label">
<span id="choice-label" class="visually-hidden">${esc(`${s.low} / ${s.high}`)}</span>
<button type="button" class="choice-button" data-choice="low" aria-pressed="false">${esc(s.low)}</button>
<button type="button" class="choice-button" data-choice="high" aria-pressed="true">${esc(s.high)}</button>
</div>
<p class="rule">${esc(s.diceRule)}</p>`;
}

/** The game page: name, balance, the stage, result, bet chooser and the Spin/Roll button. */
export function gamePage(input: GamePageInput): string {
  const s = gameStrings[input.language];
  const engine = engineOf(input.game.type);
  const bets = betOptions(input.game.minBetUnits, input.currency);
  const money = (amount: number) => formatMoney(amount, input.currency, input.language);
  const data = {
    session: input.session,
    language: input.language,
    currency: input.currency,
    engine,
    balance: input.balance,
    bets,
    roundUrl: `${input.base}/api/round`,
    balanceUrl: `${input.base}/api/balance`,
    strings: {
      spin: engine === "slot" ? s.spin : s.roll,
      playing: s.playing,
      youWon: s.youWon,
      noWin: s.noWin,
      rolled: s.rolled,
      insufficient: s.insufficient,
      maintenance: s.maintenance,
      sessionEnded: s.sessionEnded,
      betRefused: s.betRefused,
      lossLimit: s.lossLimit,
      playTimeLimit: s.playTimeLimit,
      restricted: s.restricted,
      connectionLost: s.connectionLost,
      low: s.low,
      high: s.high,
      symbols: s.symbols,
    },
  };
  const firstBet = bets[0] ?? 0;
  return `${head(input.base, input.language, input.game.name)}
<script type="application/json" id="game-data">${dataJson(data)}</script>
<script type="module" src="${esc(assetUrl(input.base, "game.js"))}"></script>
</head>
<body class="engine-${engine}">
<header class="demo-banner"><p>${esc(s.demoBanner)}</p></header>
<main class="game">
<header class="top">
<div class="titles">
<h1>${esc(input.game.name)}</h1>
<p class="provider">${esc(input.provider.name)}</p>
</div>
<div class="balance">
<span class="label" id="balance-label">${esc(s.balance)}</span>
<output id="balance" aria-labelledby="balance-label">${esc(money(input.balance))}</output>
</div>
</header>
${engine === "slot" ? slotStage(input) : diceStage(s)}
<section class="result" aria-labelledby="result-title">
<h2 id="result-title">${esc(s.lastResult)}</h2>
<p id="result-text" aria-live="polite">${esc(s.noResultYet)}</p>
<p class="win"><span>${esc(s.win)}</span> <output id="win">${esc(money(0))}</output></p>
</section>
<p id="message" class="message" role="alert" hidden></p>
<section class="controls">
<div class="bet" role="group" aria-labelledby="bet-label">
<span id="bet-label" class="bet-label">${esc(s.bet)}</span>
<button type="button" class="step" id="bet-down" aria-label="${esc(s.lowerBet)}" disabled>−</button>
<output id="bet" class="bet-amount">${esc(money(firstBet))}</output>
<button type="button" class="step" id="bet-up" aria-label="${esc(s.higherBet)}"${bets.length > 1 ? "" : " disabled"}>+</button>
</div>
<button type="button" class="play" id="play">${esc(engine === "slot" ? s.spin : s.roll)}</button>
</section>
${engine === "slot" ? paytable(input, s) : `<p class="rtp">${esc(s.returnToPlayer)}</p>`}
</main>
</body>
</html>`;
}
