/**
 * The sandbox pages: served on the API's port, never swallowed by the SPA fallback, gone when
 * SANDBOX is off, and accessible (axe-core over the served HTML in jsdom).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverForTheseTests, startTestServer } from "./support/server.ts";
import { sendForReview } from "./support/verification.ts";
import { deposit, MYR, walletPlayer, withdraw } from "./support/wallet.ts";

const www = mkdtempSync(join(tmpdir(), "player-api-www-"));
mkdirSync(join(www, "assets"), { recursive: true });
writeFileSync(join(www, "index.html"), "<!doctype html><title>app</title><p>app shell</p>");

const server = serverForTheseTests({ staticDir: www });
afterAll(() => rmSync(www, { recursive: true, force: true }));

type AxeResult = { violations: { id: string; help: string; nodes: { html: string }[] }[] };

/** Runs axe-core over an HTML page in jsdom (layout-dependent rules such as contrast come back incomplete). */
async function axe(html: string): Promise<AxeResult> {
  const jsdomName = "jsdom";
  const { JSDOM, VirtualConsole } = (await import(jsdomName)) as {
    JSDOM: new (
      html: string,
      options: { runScripts: string; pretendToBeVisual: boolean; virtualConsole: unknown },
    ) => { window: { eval: (code: string) => unknown; document: unknown; close: () => void } };
    VirtualConsole: new () => unknown;
  };
  // A silent console: jsdom has no canvas, which axe probes for.
  const dom = new JSDOM(html, {
    runScripts: "outside-only",
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
  });
  const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  dom.window.eval(source);
  const result = (await dom.window.eval("axe.run(document, { resultTypes: ['violations'] })")) as AxeResult;
  dom.window.close();
  return result;
}

const page = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, type: res.headers.get("content-type") ?? "", html: await res.text() };
};

describe("sandbox pages", () => {
  let gatewayId = "";
  let reviewed = "";
  beforeAll(async () => {
    const p = await walletPlayer(server, "pagesplayer");
    gatewayId = (await deposit(server, p, { channel: "e_wallet", method: "TNG", amount: MYR(250) })).body._id;
    await deposit(server, p, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    const w = await walletPlayer(server, "pageswithdraw", { pin: true, bank: true, myr: MYR(200) });
    await withdraw(server, w, { amount: MYR(100) });
    const r = await walletPlayer(server, "pagesreview");
    await sendForReview(server, r);
    reviewed = r._id;
  });

  it("serves the gateway page, not the app shell, and axe finds no violations", async () => {
    const res = await page(`/sandbox/gateway/${gatewayId}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/text\/html/);
    expect(res.html).toContain("Sandbox payment gateway");
    expect(res.html).toContain("Sandbox: a test environment. No real money moves");
    expect(res.html).toContain("Touch &#39;n Go eWallet");
    expect(res.html).toContain("MYR 250.00");
    const result = await axe(res.html);
    expect(result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(" ")}`)).toEqual([]);
  });

  it("serves the operator page listing pending transactions, and axe finds no violations", async () => {
    const res = await page("/sandbox/operator");
    expect(res.status).toBe(200);
    expect(res.html).toContain("Sandbox operator");
    expect(res.html).toContain("Sandbox: a test environment. No real money moves");
    expect(res.html).toContain("pagesplayer");
    expect(res.html).toMatch(/<button[^>]*aria-label="Approve [A-Z0-9]+"[^>]*>Approve<\/button>/);
    expect(res.html).toMatch(/<button[^>]*aria-label="Reject [A-Z0-9]+"[^>]*>Reject<\/button>/);
    // a withdrawal is rejected with a reason, which the player's mail tells them
    expect(res.html).toMatch(/<input name="reason" maxlength="200"[^>]*aria-label="Reason to reject W[A-Z0-9]+"/);
    // a table wider than the screen scrolls in a region a keyboard can reach (jsdom has no layout, so
    // axe's scrollable-region-focusable cannot see it here; a long reported message made it fire in Chromium)
    const scrollers = res.html.match(/<div class="scroll"[^>]*>/g) ?? [];
    expect(scrollers.length).toBeGreaterThan(0);
    for (const div of scrollers) expect(div).toMatch(/tabindex="0" role="region" aria-label="[^"]+"/);
    const result = await axe(res.html);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("serves the page to write a mail, and axe finds no violations", async () => {
    const res = await page("/sandbox/mail");
    expect(res.status).toBe(200);
    expect(res.html).toContain("Sandbox operator: write a mail");
    expect(res.html).toContain('<form method="post" action="/api/sandbox/mail"');
    expect(res.html).toMatch(/<input name="title" required maxlength="120"/);
    expect(res.html).toMatch(/<textarea name="body" required maxlength="2000"/);
    const result = await axe(res.html);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("serves the verification desk with the documents and the decision forms, and axe finds no violations", async () => {
    const operatorPage = await page("/sandbox/operator");
    expect(operatorPage.html).toContain('<a href="/sandbox/verification">');
    const res = await page("/sandbox/verification");
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/text\/html/);
    expect(res.html).toContain("Sandbox operator: account verification");
    expect(res.html).toContain("pagesreview");
    expect(res.html).toMatch(/<img src="[^"]+\/id_front" width="240" alt="ID front of pagesreview \(UID \d{8}\)">/);
    expect(res.html).toMatch(/<button[^>]*aria-label="Approve pagesreview \(UID \d{8}\)"[^>]*>Approve<\/button>/);
    expect(res.html).toMatch(
      /<input name="reason" required maxlength="200"[^>]*aria-label="Reason to reject pagesreview/,
    );
    const result = await axe(res.html);
    expect(result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(" ")}`)).toEqual([]);
    // only a known message is shown back, never text from the address
    const echoed = await page("/sandbox/verification?error=%3Cscript%3Ealert(1)%3C/script%3E&decided=%3Cb%3E");
    expect(echoed.html).not.toMatch(/<script|<b>/i);
    const document = await fetch(`${server.url}/sandbox/verification/${reviewed}/selfie`);
    expect(document.status).toBe(200);
    expect(document.headers.get("content-type")).toBe("image/png");
    for (const path of [
      `/sandbox/verification/${reviewed}/passport`,
      `/sandbox/verification/${reviewed}/../../jwt-secret`,
      "/sandbox/verification/00000000-0000-4000-8000-000000000000/selfie",
      "/sandbox/verification/x/selfie",
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it("serves the list of players in a time-out or self-exclusion, read only, and axe finds no violations", async () => {
    const p = await walletPlayer(server, "pagesexcluded");
    const taken = await server.call("POST", "/api/player/responsible/restrict", {
      body: { length: "7d" },
      token: p.jwtToken,
    });
    expect(taken.status).toBe(200);
    const res = await page("/sandbox/excluded");
    expect(res.status).toBe(200);
    expect(res.html).toContain("Sandbox operator: time-outs and self-exclusions");
    expect(res.html).toMatch(/<th scope="row">pagesexcluded<\/th>\s*<td>Time-out<\/td>/);
    expect(res.html).not.toMatch(/<form|<button/);
    const result = await axe(res.html);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("keeps /sandbox/* away from the SPA fallback, which still serves app paths", async () => {
    for (const path of ["/sandbox", "/sandbox/", "/sandbox/nope", "/sandbox/gateway/not-an-id"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.html, path).not.toContain("app shell");
    }
    const app = await page("/transaction/result?id=x");
    expect(app).toMatchObject({ status: 200 });
    expect(app.html).toContain("app shell");
  });

  it("escapes what it shows", async () => {
    const res = await page(`/sandbox/gateway/${gatewayId}`);
    expect(res.html).not.toMatch(/<script/i);
  });
});

describe("sandbox off", () => {
  it("answers 404 for the pages and their API, even with the app served", async () => {
    const off = await startTestServer({ sandbox: false, staticDir: www });
    try {
      for (const path of [
        "/sandbox/operator",
        "/sandbox/mail",
        "/sandbox/verification",
        "/sandbox/verification/00000000-0000-4000-8000-000000000000/selfie",
        "/sandbox/excluded",
        `/sandbox/gateway/00000000-0000-4000-8000-000000000000`,
      ]) {
        const res = await fetch(`${off.url}${path}`);
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toContain("app shell");
      }
      for (const path of [
        "/api/sandbox/operator/pending",
        "/api/sandbox/ledger?username=demo",
        "/api/sandbox/sms?contact_no=60123456789",
        "/api/sandbox/inspect/audit/demo",
      ]) {
        expect((await off.call("GET", path)).status, path).toBe(404);
      }
      expect((await off.call("POST", "/api/sandbox/gateway/00000000-0000-4000-8000-000000000000/approve")).status).toBe(
        404,
      );
      expect((await off.call("POST", "/api/sandbox/config", { body: { key: "a", value: "b" } })).status).toBe(404);
      expect(
        (
          await off.call("POST", "/api/sandbox/verification/00000000-0000-4000-8000-000000000000", {
            body: { decision: "approve" },
          })
        ).status,
      ).toBe(404);
      const mail = { audience: "all", title: "t", body: "b" };
      expect((await off.call("POST", "/api/sandbox/mail", { body: mail })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
