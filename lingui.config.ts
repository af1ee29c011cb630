import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en-US",
  locales: ["en-US", "zh-CN", "zh-TW", "ms-MY"],
  fallbackLocales: { default: "en-US" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/node_modules/**", "src/api/contract/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
