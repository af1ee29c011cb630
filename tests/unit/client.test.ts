import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, onUnauthorized, request, setClientCredentials } from "../../src/api/client.ts";
import { getStatementCsv } from "../../src/api/statement.ts";
import { getTheme } from "../../src/api/tenant.ts";
import { getUser, login, logout } from "../../src/api/user.ts";

const theme = {
  brand_name: "Harimau Play",
  logo: "/l.svg",
  themecolor: "#f5b301",
  user_card_arrow_left: "/a.svg",
  user_card_arrow_right: "/b.svg",
  restore_icon: "/r.svg",
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("the typed client", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    setClientCredentials({ token: null, language: "en-US" });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends every header of SPEC §7 with credentials", async () => {
    fetchMock.mockResolvedValue(answer(200, theme));
    setClientCredentials({ token: "jwt-123", language: "zh-TW" });
    await getTheme();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get("X-Cookie")).toBe("jwt-123");
    expect(headers.get("Accept-Language")).toBe("zh-TW");
    expect(headers.get("X-localization")).toBe("en");
    expect(headers.get("Cache-Control")).toBe("no-cache");
    expect(headers.get("X-Requested-With")).toBe("XMLHttpRequest");
    expect(headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(headers.get("current_domain")).toBe(window.location.href);
    expect(init.credentials).toBe("include");
  });

  it("turns a server-message body into an ApiError with that key", async () => {
    fetchMock.mockResolvedValue(answer(401, "Invalid username or password"));
    const error = await login({ username: "demo", password: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, messageKey: "Invalid username or password" });
  });

  it("maps a body that is not a known message to 'Error Encountered'", async () => {
    fetchMock.mockResolvedValue(answer(500, { stack: "boom" }));
    await expect(getUser()).rejects.toMatchObject({ status: 500, messageKey: "Error Encountered" });
  });

  it("answers a file as a Blob, and a refusal of a file as the server message it is", async () => {
    const csv = "\uFEFFDate and time,Type\r\n";
    fetchMock.mockResolvedValueOnce(new Response(csv, { status: 200, headers: { "content-type": "text/csv" } }));
    const query = { start_date: "2026-11-01", end_date: "2026-11-28", tz: "Asia/Kuala_Lumpur" };
    const blob = await getStatementCsv(query);
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toContain("/api/player/transaction/statement.csv?start_date=2026-11-01&end_date=2026-11-28");
    fetchMock.mockResolvedValueOnce(answer(400, "Choose a range of at most 366 days"));
    await expect(getStatementCsv(query)).rejects.toMatchObject({
      status: 400,
      messageKey: "Choose a range of at most 366 days",
    });
    fetchMock.mockResolvedValueOnce(new Response("<html>proxy error</html>", { status: 502 }));
    await expect(getStatementCsv(query)).rejects.toMatchObject({ status: 502, messageKey: "Error Encountered" });
  });

  it("reports a 401 to subscribers and never redirects by itself", async () => {
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    fetchMock.mockResolvedValue(answer(401, "Session ended. Other devices logged in"));
    const before = window.location.href;
    await expect(getUser()).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveBeenCalledWith(
      expect.objectContaining({ messageKey: "Session ended. Other devices logged in" }),
    );
    expect(window.location.href).toBe(before);
    stop();
  });

  it("does not report the 401 of sign-out's own call (the session may already be a new one)", async () => {
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    fetchMock.mockResolvedValue(answer(401, "Unauthorized"));
    setClientCredentials({ token: "jwt-new-session" });
    await expect(logout("jwt-old-session")).rejects.toMatchObject({ status: 401 });
    expect(heard).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get("X-Cookie")).toBe("jwt-old-session");
    stop();
  });

  it("refuses an answer that breaks the contract", async () => {
    fetchMock.mockResolvedValue(answer(200, { username: 42 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getUser()).rejects.toMatchObject({ messageKey: "Error Encountered" });
  });

  it("reports a network failure as an ApiError without status", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await request("Theme", "/x").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, network: true, messageKey: "Error Encountered" });
  });
});
