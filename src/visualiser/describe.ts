import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { defaultLocale, isLocale, type Locale, localeTags } from "../lib/locales.ts";

/**
 * The descriptions' own catalog, `flows` (lingui.config.ts), which also holds the path models' names and
 * event variant names: only the visualiser shows them, so the players' app never loads them. All four languages are here, so a description shows at once in the
 * language the visualiser switches to.
 */
const flowFiles = import.meta.glob<{ messages: Messages }>("../../locales/*/flows.po", { eager: true });
const catalogs = Object.fromEntries(
  localeTags.map((locale) => {
    const file = flowFiles[`../../locales/${locale}/flows.po`];
    if (!file) throw new Error(`locales/${locale}/flows.po is missing`);
    return [locale, file.messages];
  }),
) as Record<Locale, Messages>;
const descriptions = setupI18n({ locale: defaultLocale, messages: catalogs });

/** `{name}` in a description: an ICU placeholder in the catalogs, shown as written. */
const placeholder = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * A machine's English `description` (machines/ does not import Lingui) in the language `i18n` is in:
 * the `flows` catalogs hold every description under the id the `msg` macro gives it (no context; the
 * generated src/visualiser/machine-descriptions.ts puts them there), so the English text finds its
 * translation. A text not in the catalog (a description changed since `npm run descriptions`) shows in
 * English. A placeholder such as `{name}` (a name the app fills in) shows as `{name}` in every language.
 */
export function translateDescription(i18n: I18n, text: string): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  const id = generateMessageId(text);
  if (!Object.hasOwn(catalogs[locale], id)) return text;
  if (descriptions.locale !== locale) descriptions.activate(locale);
  const values = Object.fromEntries([...text.matchAll(placeholder)].map(([written, name]) => [name, written]));
  return descriptions._(id, values);
}

/**
 * A path model's name ("session (restored)") or an event variant's name ("no bank account", "over the
 * balance") in the language `i18n` is in: `npm run descriptions` puts them in the `flows` catalogs
 * exactly as it puts the descriptions, so this is `translateDescription` under the name a caller means.
 * A name not in the catalog (changed since `npm run descriptions`) shows in English.
 */
export const translateVariant: (i18n: I18n, name: string) => string = translateDescription;
