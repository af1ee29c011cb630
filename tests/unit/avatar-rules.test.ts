// @vitest-environment node
import { describe, expect, it } from "vitest";
import { avatarProblem, avatarRules } from "../../src/api/contract/user.ts";

describe("avatarProblem (checked before any upload)", () => {
  it("takes PNG, JPEG and GIF by the browser's type, or by the extension when it gives none", () => {
    expect(avatarProblem({ name: "me.png", type: "image/png", size: 1000 })).toBeNull();
    expect(avatarProblem({ name: "me", type: "image/jpeg", size: 1000 })).toBeNull();
    expect(avatarProblem({ name: "ME.JPEG", type: "", size: 1000 })).toBeNull();
    expect(avatarProblem({ name: "a.gif", type: "", size: avatarRules.maxBytes })).toBeNull();
  });

  it("refuses other types (WebP, SVG, PDF, text, a PNG name over another type) and files over 5 MB", () => {
    for (const [name, type] of [
      ["a.webp", "image/webp"],
      ["a.svg", "image/svg+xml"],
      ["a.pdf", "application/pdf"],
      ["a.png", "text/plain"],
      ["a.svg", ""],
      ["noextension", ""],
    ]) {
      expect(avatarProblem({ name: name as string, type: type as string, size: 10 }), name).toBe("type");
    }
    expect(avatarRules.maxBytes).toBe(5 * 1024 * 1024);
    expect(avatarProblem({ name: "big.jpg", type: "image/jpeg", size: avatarRules.maxBytes + 1 })).toBe("size");
  });
});
