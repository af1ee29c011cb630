// @vitest-environment node
/**
 * The server messages are written once (src/api/contract/messages.ts); their translations
 * (src/i18n/server-messages.ts) are descriptors in the same order, matched by place. A descriptor out of
 * place would show a player another message: each must be the message at its place, by its Lingui id.
 */
import { setupI18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { serverMessages } from "../../src/api/contract/messages.ts";
import { translateServerMessage } from "../../src/i18n/server-messages.ts";

/** A catalog that answers each message's id with the message itself, marked. */
const catalog = Object.fromEntries(
  [...serverMessages, "Error Encountered"].map((message) => [generateMessageId(message), `«${message}»`]),
);
const i18n = setupI18n({ locale: "en-US", messages: { "en-US": catalog } });

describe("server messages", () => {
  it("translates each key by its own message's id", () => {
    for (const key of serverMessages) expect(translateServerMessage(i18n, key)).toBe(`«${key}»`);
  });

  it("shows anything else as 'Error Encountered'", () => {
    expect(translateServerMessage(i18n, "Error Encountered")).toBe("«Error Encountered»");
    expect(translateServerMessage(i18n, "no such message")).toBe("«Error Encountered»");
    expect(translateServerMessage(i18n, "toString")).toBe("«Error Encountered»");
  });
});
