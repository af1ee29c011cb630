import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { serverMessages } from "../api/contract/messages.ts";
import { serverMessageDescriptors } from "./server-message-texts.ts";

/** Shown for an answer that is no server message; in the first screens' catalog. */
const errorEncountered = msg`Error Encountered`;

/** Each key's descriptor, by the key's place in the catalogue. */
const descriptorOf = new Map<string, MessageDescriptor>(
  serverMessages.map((key, index) => [key, serverMessageDescriptors[index] ?? errorEncountered]),
);

/**
 * Translates an error code kept by a machine or carried by an ApiError. The key is the message's English text, so
 * until the `messages` catalog (which holds the translations) has loaded, the English text shows, never an id.
 */
export function translateServerMessage(i18n: I18n, key: string): string {
  const descriptor = descriptorOf.get(key);
  return descriptor ? i18n._({ ...descriptor, message: key }) : i18n._(errorEncountered);
}
