/**
 * The device and browser of a user agent, simplified for people: the sign-in history and the new-device mail
 * (server), and the name a new passkey gets (the app) read it the same way.
 */

export type UserAgentSummary = { device: string; browser: string };

/**
 * "Android" / "Chrome" from a user agent: the platform and the browser family only, never the version or
 * model, so the history reads plainly and the new-device check does not fire on every update. Empty when
 * not recognised (the app shows "Unknown device" / "Unknown browser").
 */
export function summariseUserAgent(userAgent: string | undefined | null): UserAgentSummary {
  const ua = (userAgent ?? "").slice(0, 512);
  const device = /iPhone|iPod/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Windows/.test(ua)
            ? "Windows"
            : /Macintosh|Mac OS X/.test(ua)
              ? "Mac"
              : /Linux/.test(ua)
                ? "Linux"
                : "";
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS\//.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : "";
  return { device, browser };
}
