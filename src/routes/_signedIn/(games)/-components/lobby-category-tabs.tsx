import { type KeyboardEvent, useRef } from "react";
import type { GameCategory } from "../../../../api/contract/games.ts";
import { useCategoryName } from "../../../../ui/game-category.ts";

/** The id of a category's tab and of the panel it controls. */
export const categoryTabId = (category: GameCategory) => `lobby-tab-${category}`;
export const categoryPanelId = "lobby-category-panel";

/** The rows whose chosen tab was already brought into view once. */
const placedRows = new WeakSet<Element>();

/**
 * Brings the chosen tab fully into its row's view by scrolling the row only: scrollIntoView would also scroll the
 * page down to the tabs when they are below the fold (a short phone opening the lobby). A row just drawn starts
 * unscrolled, so its first tab needs nothing; otherwise it measures in the next frame, when the browser lays the page
 * out anyway: measuring as React attaches the tab would force that layout inside React's commit, one long task
 * with the lobby's render.
 */
function scrollIntoRow(tab: HTMLButtonElement | null): void {
  const row = tab?.parentElement;
  if (!tab || !row) return;
  const drawn = placedRows.has(row);
  placedRows.add(row);
  if (!drawn && tab === row.firstElementChild) return;
  requestAnimationFrame(() => {
    if (!tab.isConnected) return;
    const box = row.getBoundingClientRect();
    const own = tab.getBoundingClientRect();
    if (own.left < box.left) row.scrollLeft -= box.left - own.left + 8;
    else if (own.right > box.right) row.scrollLeft += own.right - box.right + 8;
  });
}

/**
 * The catalogue's categories as tabs (SPEC §1 order) that switch the lobby's provider grid: one tab stop, arrow
 * keys, Home and End move between them (the WAI-ARIA tabs pattern); the row scrolls sideways on a narrow phone.
 */
export function CategoryTabs({
  categories,
  selected,
  label,
  onSelect,
}: {
  categories: readonly GameCategory[];
  selected: GameCategory;
  label: string;
  onSelect: (category: GameCategory) => void;
}) {
  const name = useCategoryName();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = categories.indexOf(selected);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: categories.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const category = categories[(next + categories.length) % categories.length];
    if (!category) return;
    onSelect(category);
    list.current?.querySelector<HTMLButtonElement>(`#${categoryTabId(category)}`)?.focus();
  };
  return (
    <div className="segmented category-tabs" role="tablist" aria-label={label} ref={list}>
      {categories.map((category) => {
        const active = category === selected;
        return (
          <button
            key={category}
            type="button"
            role="tab"
            id={categoryTabId(category)}
            aria-selected={active}
            aria-controls={categoryPanelId}
            tabIndex={active ? 0 : -1}
            className={active ? "segmented__item segmented__item--active" : "segmented__item"}
            ref={active ? scrollIntoRow : undefined}
            onClick={() => onSelect(category)}
            onKeyDown={move}
          >
            {name(category)}
          </button>
        );
      })}
    </div>
  );
}
