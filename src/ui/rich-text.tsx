import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { loadSanitizer, type Sanitize } from "./rich-html-sanitizer.ts";

/**
 * Rich HTML from the API (an event's or a post's body, about / terms / contact us), cleaned again in the app
 * (DOMPurify, loaded lazily with the first screen that renders HTML) and appended as nodes. Styled to fit 320 px:
 * images at most the column's width, long words wrap, and each table scrolls in a focusable, labelled region.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  const [failed, setFailed] = useState(false);
  const tableLabel = t`Table`;

  useEffect(() => {
    let live = true;
    loadSanitizer().then(
      (clean) => live && setSanitize(() => clean),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const node = box.current;
    if (!node || !sanitize) return;
    const fragment = sanitize(html);
    for (const table of Array.from(fragment.querySelectorAll("table"))) {
      const region = document.createElement("div");
      region.className = "rich-text__table";
      region.tabIndex = 0;
      region.setAttribute("role", "region");
      region.setAttribute("aria-label", table.querySelector("caption")?.textContent?.trim() || tableLabel);
      table.replaceWith(region);
      region.append(table);
    }
    node.replaceChildren(fragment);
  }, [html, sanitize, tableLabel]);

  if (failed) return <p className="muted">{t`Failed to load`}</p>;
  return (
    <>
      {sanitize ? null : (
        <div className="skeleton-list" role="status" aria-label={t`Loading`}>
          <div className="skeleton-row" />
          <div className="skeleton-row" />
        </div>
      )}
      <div ref={box} className={className ? `rich-text ${className}` : "rich-text"} />
    </>
  );
}
