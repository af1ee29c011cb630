// The demo provider's game page: reads its data block, plays rounds against /demo-provider/api/round
// with the game session, and shows the balance, the outcome and the win. The server decides every
// outcome and keeps every balance; this page only shows them. No dependencies, no inline code.

const data = JSON.parse(document.getElementById("game-data")?.textContent ?? "{}");
const strings = data.strings;
const byId = (id) => document.getElementById(id);

const view = {
  balance: byId("balance"),
  win: byId("win"),
  resultText: byId("result-text"),
  result: document.querySelector(".result"),
  message: byId("message"),
  play: byId("play"),
  betDown: byId("bet-down"),
  betUp: byId("bet-up"),
  bet: byId("bet"),
  stage: document.querySelector(".stage"),
  reels: byId("reels"),
  roll: byId("roll"),
  marker: byId("marker"),
  choices: [...document.querySelectorAll(".choice-button")],
};

const state = { balance: data.balance, betIndex: 0, choice: "high", busy: false, ended: false };

// ---------- money: integer minor units in, the locale's text out (as the server formats it) ----------

const minorDigits = { MYR: 2, USDT: 6 };

function decimalText(minor) {
  const digits = minorDigits[data.currency] ?? 2;
  const perUnit = 10 ** digits;
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / perUnit);
  const fraction = String(abs % perUnit).padStart(digits, "0");
  return `${minor < 0 ? "-" : ""}${whole}.${fraction}`;
}

function money(minor) {
  if (data.currency === "MYR") {
    return new Intl.NumberFormat(data.language, {
      style: "currency",
      currency: "MYR",
      currencyDisplay: "narrowSymbol",
      roundingMode: "trunc",
    }).format(decimalText(minor));
  }
  const amount = new Intl.NumberFormat(data.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: "trunc",
  }).format(decimalText(minor));
  return `${amount} ${data.currency}`;
}

const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));

// ---------- showing things ----------

function showBet() {
  view.bet.textContent = money(data.bets[state.betIndex]);
  view.betDown.disabled = state.busy || state.ended || state.betIndex === 0;
  view.betUp.disabled = state.busy || state.ended || state.betIndex === data.bets.length - 1;
}

function showBalance(balance) {
  state.balance = balance;
  view.balance.textContent = money(balance);
}

function showMessage(text) {
  view.message.textContent = text ?? "";
  view.message.hidden = !text;
}

function setBusy(busy) {
  state.busy = busy;
  view.play.disabled = busy || state.ended;
  view.play.textContent = busy ? strings.playing : strings.spin;
  view.play.setAttribute("aria-busy", String(busy));
  for (const button of view.choices) button.disabled = busy || state.ended;
  view.stage?.classList.toggle("spinning", busy);
  showBet();
}

const symbolsUrl = () => view.reels?.querySelector("use")?.getAttribute("href")?.split("#")[0] ?? "";

function showReel(reel, symbol) {
  reel.querySelector("use")?.setAttribute("href", `${symbolsUrl()}#${symbol}`);
  reel.classList.remove("landed");
  // restart the landing animation
  void reel.offsetWidth;
  reel.classList.add("landed");
}

const wait = (ms) => new Promise((done) => setTimeout(done, ms));

async function showOutcome(round) {
  const won = round.win > 0;
  const outcome = round.outcome;
  let what = "";
  if (outcome?.game === "slot" && view.reels) {
    const reels = [...view.reels.querySelectorAll(".reel")];
    for (const [i, symbol] of outcome.reels.entries()) {
      await wait(i === 0 ? 0 : 160);
      if (reels[i]) showReel(reels[i], symbol);
    }
    view.reels.classList.toggle("won", won);
    what = outcome.reels.map((symbol) => strings.symbols[symbol]).join(" · ");
  } else if (outcome?.game === "dice" && view.roll) {
    view.roll.textContent = String(outcome.roll);
    view.roll.classList.toggle("won", won);
    if (view.marker) {
      view.marker.hidden = false;
      // the roll's place on the track, the marker kept inside it at 1 and 100 (--at: 0 … 1)
      view.marker.style.setProperty("--at", String((outcome.roll - 0.5) / 100));
    }
    what = `${fill(strings.rolled, { roll: outcome.roll })} · ${outcome.choice === "low" ? strings.low : strings.high}`;
  }
  const verdict = won ? fill(strings.youWon, { amount: money(round.win) }) : strings.noWin;
  view.resultText.textContent = what ? `${what} — ${verdict}` : verdict;
  view.win.textContent = money(round.win);
  view.result?.classList.toggle("won", won);
}

// ---------- talking to the provider ----------

function roundKey() {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function call(url, init = {}) {
  return fetch(url, {
    ...init,
    credentials: "omit",
    cache: "no-store",
    headers: { "Content-Type": "application/json", "X-Game-Session": data.session, ...(init.headers ?? {}) },
  });
}

/** The round, sent again once with the same key when the line drops (the server counts it once). */
async function sendRound(body) {
  const init = { method: "POST", body: JSON.stringify(body) };
  try {
    return await call(data.roundUrl, init);
  } catch {
    await wait(800);
    return call(data.roundUrl, init);
  }
}

async function refreshBalance() {
  try {
    const response = await call(data.balanceUrl);
    if (response.ok) showBalance((await response.json()).balance);
    else if (response.status === 401) endSession();
  } catch {
    // keep what is shown; the next round answers the balance
  }
}

function endSession() {
  state.ended = true;
  showMessage(strings.sessionEnded);
  setBusy(false);
}

/** The page's words for a refusal (the server answers a message key). */
async function refusalText(response) {
  const key = await response.json().catch(() => null);
  if (response.status === 503 || response.status === 404) return strings.maintenance;
  if (key === "Insufficient balance") return strings.insufficient;
  // the player's own limits and restriction (the app's "Play responsibly")
  if (key === "This bet would pass your loss limit") return strings.lossLimit;
  if (key === "Your daily play time limit is reached") return strings.playTimeLimit;
  if (key === "Not available during your time-out or self-exclusion") return strings.restricted;
  if (response.status === 400 || response.status === 409) return strings.betRefused;
  return strings.connectionLost;
}

function tellTheApp(balance) {
  // The app framing this page (same origin) may show the provider balance at once; its event
  // stream tells it too. Nothing is sent to any other origin.
  if (window.parent !== window) {
    window.parent.postMessage({ type: "demo-provider:round", balance }, window.location.origin);
  }
}

async function play() {
  if (state.busy || state.ended) return;
  showMessage(null);
  setBusy(true);
  const body = { bet: data.bets[state.betIndex], round_key: roundKey() };
  if (data.engine === "dice") body.choice = state.choice;
  try {
    const [response] = await Promise.all([sendRound(body), wait(650)]);
    if (response.ok) {
      const round = await response.json();
      await showOutcome(round);
      showBalance(round.balance);
      tellTheApp(round.balance);
    } else if (response.status === 401) {
      endSession();
      return;
    } else {
      showMessage(await refusalText(response));
      if (response.status === 400) await refreshBalance();
    }
  } catch {
    showMessage(strings.connectionLost);
  } finally {
    if (!state.ended) setBusy(false);
  }
}

// ---------- wiring ----------

view.play.addEventListener("click", play);
view.betDown.addEventListener("click", () => {
  state.betIndex = Math.max(0, state.betIndex - 1);
  showBet();
});
view.betUp.addEventListener("click", () => {
  state.betIndex = Math.min(data.bets.length - 1, state.betIndex + 1);
  showBet();
});
for (const button of view.choices) {
  button.addEventListener("click", () => {
    state.choice = button.dataset.choice === "low" ? "low" : "high";
    for (const other of view.choices) other.setAttribute("aria-pressed", String(other === button));
  });
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !state.busy && !state.ended) refreshBalance();
});

showBalance(state.balance);
setBusy(false);
