import { describe, expect, it } from "vitest";
import { freshPhone, serverForTheseTests, startTestServer } from "./support/server.ts";

const server = serverForTheseTests({ sandboxClock: true });

describe("the sandbox's clock", () => {
  it("moves forward over HTTP, so a 60 s OTP cooldown passes without waiting", async () => {
    const contact_no = freshPhone();
    const ask = () => server.call("POST", "/api/player/otp/request", { body: { contact_no, purpose: "register" } });
    expect((await ask()).status).toBe(200);
    expect(await ask()).toMatchObject({ status: 429, body: "Please wait before requesting another OTP" });

    const before = await server.call<{ now: string }>("GET", "/api/sandbox/clock");
    const moved = await server.call<{ now: string }>("POST", "/api/sandbox/clock", { body: { advance_seconds: 60 } });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now) - Date.parse(before.body.now)).toBeGreaterThanOrEqual(60_000);
    expect((await ask()).status).toBe(200);
  });

  it("only moves forward, by 1 s to a day at a time", async () => {
    for (const advance_seconds of [0, -60, 86_401, 1.5, "60"]) {
      const res = await server.call("POST", "/api/sandbox/clock", { body: { advance_seconds } });
      expect(res.status).toBe(400);
    }
  });
});

describe("without the sandbox", () => {
  it("has no clock to move", async () => {
    const closed = await startTestServer({ sandbox: false, sandboxClock: true });
    try {
      expect((await closed.call("POST", "/api/sandbox/clock", { body: { advance_seconds: 60 } })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
