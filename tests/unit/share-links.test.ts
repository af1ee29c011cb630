// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inviteLink, shareApps, shareIntent } from "../../src/lib/share-links.ts";

describe("invite links", () => {
  it("point at the register screen with the code", () => {
    expect(inviteLink("https://harimau.example", "AB12CD34")).toBe("https://harimau.example/register/AB12CD34");
  });

  it("build each app's share intent with the message and the link encoded", () => {
    const text = "Join me & play: 好运";
    const url = "https://harimau.example/register/AB12CD34";
    const intents = Object.fromEntries(shareApps.map((app) => [app, shareIntent(app, text, url, "Invite")]));
    expect(intents.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`);
    expect(intents.telegram).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    );
    expect(intents.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(intents.line).toBe(`https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`);
    expect(intents.x).toContain("https://x.com/intent/post?text=Join%20me%20%26%20play");
    expect(intents.email).toBe(`mailto:?subject=Invite&body=${encodeURIComponent(`${text} ${url}`)}`);
    expect(intents.sms).toBe(`sms:?&body=${encodeURIComponent(`${text} ${url}`)}`);
    // the message's "&" never splits a query
    for (const intent of Object.values(intents)) expect(intent).not.toContain("& play");
  });
});
