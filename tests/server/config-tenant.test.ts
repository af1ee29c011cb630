import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { ConfigEntry, ConfigList } from "../../src/api/contract/config.ts";
import { Theme } from "../../src/api/contract/tenant.ts";
import { LOTUS, serverForTheseTests } from "./support/server.ts";

const server = serverForTheseTests();

describe("theme-data", () => {
  it("answers the Harimau theme for localhost", async () => {
    const res = await server.call("GET", "/api/tenant/config/theme-data/mobile");
    expect(res.status).toBe(200);
    expect(Theme(res.body)).toEqual({
      brand_name: "Harimau Play",
      logo: "/tenant-assets/harimau/logo.svg",
      themecolor: "#f5b301",
      user_card_arrow_left: "/tenant-assets/harimau/user_card_arrow_left.svg",
      user_card_arrow_right: "/tenant-assets/harimau/user_card_arrow_right.svg",
      restore_icon: "/tenant-assets/harimau/restore_icon.svg",
    });
  });

  it("answers the Lotus theme when current_domain is a lotus.localhost page", async () => {
    const res = await server.call("GET", "/api/tenant/config/theme-data/mobile", { domain: LOTUS });
    expect(res.body).toMatchObject({ brand_name: "Lotus Jade", themecolor: "#1fc7a0" });
  });

  it("resolves the tenant from current_domain, then Origin, then Host, ignoring the port", async () => {
    const theme = async (headers: Record<string, string>) =>
      ((await server.call("GET", "/api/tenant/config/theme-data/mobile", { headers })).body as { brand_name: string })
        .brand_name;
    expect(await theme({ current_domain: "lotus.localhost" })).toBe("Lotus Jade");
    expect(await theme({ current_domain: "HTTPS://LOTUS.LOCALHOST:8443/home?x=1" })).toBe("Lotus Jade");
    expect(await theme({ Origin: "http://lotus.localhost:4173" })).toBe("Lotus Jade");
    expect(await theme({ current_domain: "http://localhost:5173/", Origin: "http://lotus.localhost" })).toBe(
      "Harimau Play",
    );
    expect(await theme({ current_domain: "::::", Origin: "http://lotus.localhost" })).toBe("Lotus Jade");
    // Unknown host in sandbox mode: the first tenant.
    expect(await theme({ current_domain: "https://unknown.example.com/" })).toBe("Harimau Play");
  });

  it("serves the tenant assets as SVG", async () => {
    for (const tenant of ["harimau", "lotus"]) {
      for (const file of ["logo", "user_card_arrow_left", "user_card_arrow_right", "restore_icon"]) {
        const res = await fetch(`${server.url}/tenant-assets/${tenant}/${file}.svg`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/svg+xml");
        expect(await res.text()).toContain("<svg");
      }
    }
    for (const path of [
      "/tenant-assets/harimau/nope.svg",
      "/tenant-assets/../main.ts",
      "/tenant-assets/x/%2e%2e.svg",
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });
});

describe("config", () => {
  it("getPlayerBoConfig lists the tenant's key/value entries", async () => {
    const res = await server.call<{ key: string; value: string }[]>("GET", "/api/player/config/getPlayerBoConfig");
    expect(res.status).toBe(200);
    expect(ConfigList(res.body)).not.toBeInstanceOf(type.errors);
    const map = Object.fromEntries(res.body.map((e) => [e.key, e.value]));
    expect(map.timezone).toBe("Asia/Kuala_Lumpur");
    expect(map.device_subscribe).toBeDefined();
    expect(JSON.parse(map.language ?? "null")).toEqual([
      { text: "English", value: "en-US" },
      { text: "简体中文", value: "zh-CN" },
      { text: "繁體中文", value: "zh-TW" },
      { text: "Bahasa Melayu", value: "ms-MY" },
    ]);
    const lotus = await server.call<{ key: string; value: string }[]>("GET", "/api/player/config/getPlayerBoConfig", {
      domain: LOTUS,
    });
    expect(lotus.body.find((e) => e.key === "support_whatsapp")?.value).not.toBe(map.support_whatsapp);
  });

  it("getConfig answers one entry", async () => {
    const res = await server.call("POST", "/api/player/config/getConfig", { body: { key: "timezone" } });
    expect(res.status).toBe(200);
    expect(ConfigEntry(res.body)).toEqual({ key: "timezone", value: "Asia/Kuala_Lumpur" });
  });

  it("getConfig answers 404 for an unknown key and 400 for a bad body", async () => {
    expect(await server.call("POST", "/api/player/config/getConfig", { body: { key: "nope" } })).toMatchObject({
      status: 404,
      body: "Not found",
    });
    for (const body of [{}, { key: "" }, { key: 1 }, ["timezone"], "timezone"]) {
      expect(await server.call("POST", "/api/player/config/getConfig", { body })).toMatchObject({
        status: 400,
        body: "Invalid data request",
      });
    }
    expect(await server.call("POST", "/api/player/config/getConfig", { raw: "{key:" })).toMatchObject({
      status: 400,
      body: "Bad request",
    });
  });
});

describe("unknown paths", () => {
  it("answers 404 Not found under /api and for wrong methods", async () => {
    expect(await server.call("GET", "/api/nope")).toMatchObject({ status: 404, body: "Not found" });
    expect(await server.call("GET", "/api/player/user/login")).toMatchObject({ status: 404, body: "Not found" });
    expect(await server.call("DELETE", "/api/player/user/getUser")).toMatchObject({ status: 404, body: "Not found" });
  });
});
