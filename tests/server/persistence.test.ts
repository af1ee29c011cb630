import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshPhone, loginAs, registerPlayer, removeDataDir, startTestServer } from "./support/server.ts";

const dataDir = mkdtempSync(join(tmpdir(), "player-api-persist-"));
afterAll(() => removeDataDir(dataDir));

describe("restart", () => {
  it("keeps players, sessions and the JWT secret across a restart, and can run without sandbox", async () => {
    const first = await startTestServer({ dataDir });
    const user = await registerPlayer(first, { username: "survivor", password: "Persist123" });
    await first.close();

    const second = await startTestServer({ dataDir, sandbox: false });
    try {
      // The token from before the restart still works: same secret, same session.
      const me = await second.call("GET", "/api/player/user/getUser", { token: user.jwtToken });
      expect(me).toMatchObject({ status: 200, body: { username: "survivor" } });
      expect((await loginAs(second, "survivor", "Persist123"))._id).toBe(user._id);
      // Seeded once: the demo data is there, not twice.
      expect((await loginAs(second, "demo", "Demo1234")).total_downline).toBe(4);

      // Sandbox off: no sandbox routes, unknown hosts have no tenant, no SMS gateway.
      expect(await second.call("GET", "/api/sandbox/sms")).toMatchObject({ status: 404, body: "Not found" });
      expect(
        await second.call("GET", "/api/tenant/config/theme-data/mobile", { domain: "https://unknown.example.com/" }),
      ).toMatchObject({ status: 404, body: "Tenant not found" });
      expect(
        await second.call("POST", "/api/player/otp/request", {
          body: { contact_no: freshPhone(), purpose: "register" },
        }),
      ).toMatchObject({ status: 503, body: "Error sending SMS" });
    } finally {
      await second.close();
    }
  });
});
