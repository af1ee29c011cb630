import { I18nProvider } from "@lingui/react";
import { createRoot } from "react-dom/client";
import { activateLocale, i18n } from "../i18n/i18n.ts";
import { initialLocale } from "../lib/locales.ts";
import { Visualiser } from "./visualiser.tsx";
import "./visualiser.css";

await activateLocale(initialLocale());
const root = document.getElementById("root");
if (!root) throw new Error("no #root");
createRoot(root).render(
  <I18nProvider i18n={i18n}>
    <Visualiser />
  </I18nProvider>,
);
