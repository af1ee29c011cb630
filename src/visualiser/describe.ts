import type { I18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";

/** `{name}` in a description: an ICU placeholder in the catalogs, shown as written. */
const placeholder = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * A machine's English `description` (machines/ does not import Lingui) in the active language: the
 * catalogs hold every description under the id the `msg` macro gives it (no context; the generated
 * src/visualiser/machine-descriptions.ts puts them there), so the English text finds its translation.
 * A text not in the catalog (a description changed since `npm run descriptions`) shows in English.
 * A placeholder such as `{name}` (a name the app fills in) shows as `{name}` in every language.
 */
export function translateDescription(i18n: I18n, text: string): string {
  const id = generateMessageId(text);
  if (!Object.hasOwn(i18n.messages, id)) return text;
  const values = Object.fromEntries([...text.matchAll(placeholder)].map(([written, name]) => [name, written]));
  return i18n._(id, values);
}
