// @vitest-environment node
import { describe, expect, it } from "vitest";
import { summariseUserAgent } from "../../src/lib/user-agent.ts";

/** User agents as these browsers send them (2024), with what the history and the new-device mail show of each. */
const seen: [string, string, { device: string; browser: string }][] = [
  [
    "iPhone Safari",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    { device: "iPhone", browser: "Safari" },
  ],
  [
    "iPhone Chrome",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.153 Mobile/15E148 Safari/604.1",
    { device: "iPhone", browser: "Chrome" },
  ],
  [
    "Android Chrome",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36",
    { device: "Android", browser: "Chrome" },
  ],
  [
    "Samsung Internet",
    "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
    { device: "Android", browser: "Samsung Internet" },
  ],
  [
    "Windows Edge",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    { device: "Windows", browser: "Edge" },
  ],
  [
    "Mac Firefox",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
    { device: "Mac", browser: "Firefox" },
  ],
  [
    "Mac Safari",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    { device: "Mac", browser: "Safari" },
  ],
  [
    "Android Opera",
    "Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 OPR/83.0.4388.80487",
    { device: "Android", browser: "Opera" },
  ],
  [
    "Chromebook",
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    { device: "ChromeOS", browser: "Chrome" },
  ],
  [
    "Linux Chromium, headless (the e2e tests' browser)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.6478.126 Safari/537.36",
    { device: "Linux", browser: "Chrome" },
  ],
  ["empty", "", { device: "", browser: "" }],
  ["a script's", "node", { device: "", browser: "" }],
];

describe("summariseUserAgent", () => {
  it.each(seen)("%s", (_, userAgent, expected) => {
    expect(summariseUserAgent(userAgent)).toEqual(expected);
  });

  it("reads a missing header as unknown", () => {
    expect(summariseUserAgent(undefined)).toEqual({ device: "", browser: "" });
    expect(summariseUserAgent(null)).toEqual({ device: "", browser: "" });
  });

  it("names the family, never the version: a browser's update is not a new device", () => {
    const older =
      "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
    expect(summariseUserAgent(older)).toEqual(summariseUserAgent(seen[2]?.[1]));
  });

  it("reads only the first 512 characters of a long one", () => {
    expect(summariseUserAgent(`${"x".repeat(600)} Firefox/127.0`)).toEqual({ device: "", browser: "" });
  });
});
