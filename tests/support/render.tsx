import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";

/** Renders with Lingui active in en-US (the source messages). */
export function renderWithI18n(ui: ReactElement) {
  if (i18n.locale !== "en-US") i18n.loadAndActivate({ locale: "en-US", messages: {} });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
