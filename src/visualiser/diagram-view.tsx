import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AnyStateMachine } from "xstate";
import "./diagram.css";
import { DiagramDetails, type Selection } from "./diagram-details.tsx";
import { DiagramLegend, useLegendText } from "./diagram-legend.tsx";
import { exportSvg, type LaidOut, layoutMachine } from "./layout.ts";
import { Minimap } from "./minimap.tsx";
import { margin } from "./statechart-paint.ts";
import { placedBoxes, renderSvg } from "./statechart-svg.ts";
import { fitView, openingView, overflows, panBy, type Size, type View, wheelFactor, zoomAt } from "./view-transform.ts";

export type DiagramHighlight = { states: string[]; transitions: string[]; current?: string };

/** One way to take an arrow: what the offer says, and what taking it does. */
export type TakeChoice = { label: string; take: () => void };

type Props = {
  machine: AnyStateMachine;
  title: string;
  activeStateIds: string[];
  /** a path being shown: its states and edges stand out, `current` (a transitionName) is the step being replayed */
  highlight?: DiagramHighlight;
  /** a description in the reader's language (descriptions are written in English in machines/) */
  translate?: (text: string) => string;
  /**
   * The arrows the reader can take now (simulate mode), by transitionName, each with its ways to take it: a click
   * takes the only one, or offers them all at the arrow.
   */
  takeable?: Map<string, TakeChoice[]>;
  /** the arrows the last step took (transitionNames): lit on the diagram */
  taken?: string[];
  /** code names, guards and actions on the diagram instead of plain words */
  technical?: boolean;
};

const zoomStep = 1.25;
const panStep = 48;

type Offer = { edge: string; label: string; choices: TakeChoice[]; x: number; y: number };
type Hover = { text: string; x: number; y: number };

/**
 * A statechart as a product owner reads it: ELK's layout filling the window; it opens at the whole machine when its
 * labels are readable so (11 px or more), else at that size on the active state with the minimap and a note. Zoom
 * (buttons, Ctrl+wheel and pinch in small steps), pan (drag, arrow keys), fit, the minimap, a legend of the marks
 * shown, the description of what the pointer is over (and of what is tapped, as an overlay), and in a simulation
 * the arrows that can be taken now, taken by a click.
 * Long because zoom, pan, fit, the offers and the minimap share one view state (scale, offset, viewport size) and
 * the refs of the drawn SVG; the pointer/wheel/keyboard effect below is the longest part and says why it is one.
 */
export function DiagramView({
  machine,
  title,
  activeStateIds,
  highlight,
  translate,
  takeable,
  taken,
  technical = false,
}: Props) {
  const { t } = useLingui();
  const legend = useLegendText();
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const [smooth, setSmooth] = useState(false);
  const [reading, setReading] = useState(false);
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const [selection, setSelection] = useState<Selection>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const offerRef = useRef<HTMLDivElement>(null);
  // read by the listeners of the effect below without re-attaching them on every step
  const takeableRef = useRef(takeable);
  takeableRef.current = takeable;
  const activeRef = useRef(activeStateIds);
  activeRef.current = activeStateIds;

  // laid out both ways, top-down and left to right, in the reader's words: the page keeps the way that fits larger
  const [layouts, setLayouts] = useState<LaidOut[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    setLayouts(null);
    const options = { technical, translate, title };
    void Promise.all([
      layoutMachine(machine, { ...options, direction: "DOWN" }),
      layoutMachine(machine, { ...options, direction: "RIGHT" }),
    ]).then((results) => {
      if (!cancelled) setLayouts(results);
    });
    return () => {
      cancelled = true;
    };
  }, [machine, technical, translate, title]);
  // a new machine: nothing of the last one stays selected or offered
  const [shownMachine, setShownMachine] = useState(machine);
  if (shownMachine !== machine) {
    setShownMachine(machine);
    setSelection(null);
    setOffer(null);
  }
  const laidOut = useMemo(() => {
    if (!layouts) return null;
    const scale = (laid: LaidOut) =>
      fitView(
        { width: (laid.laidOut.width ?? 1) + 2 * margin, height: (laid.laidOut.height ?? 1) + 2 * margin },
        viewport.width > 0 ? viewport : { width: 1280, height: 740 },
      ).k;
    return layouts.reduce((best, laid) => (scale(laid) > scale(best) * 1.05 ? laid : best));
  }, [layouts, viewport]);

  // descriptions, titles and labels come translated from the layout (layoutMachine's `translate`)
  const laid = laidOut;
  const svg = useMemo(
    () => (laid ? renderSvg(laid.laidOut, laid.info, { title, theme: "dark", interactive: true }) : ""),
    [laid, title],
  );
  const content = useMemo<Size>(() => {
    const match = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    return { width: Number(match?.[1] ?? 1), height: Number(match?.[2] ?? 1) };
  }, [svg]);
  const boxes = useMemo(() => (laid ? placedBoxes(laid.laidOut) : []), [laid]);

  /** The view the machine opens at in this viewport, on the deepest active state. */
  const opening = useCallback(
    (size: Size) => {
      const active = new Set(activeRef.current);
      const focus = [...boxes].reverse().find((box) => active.has(box.id)) ?? boxes[1];
      return openingView(content, size, focus);
    },
    [boxes, content],
  );

  const fitToWindow = useCallback(() => {
    const element = viewportRef.current;
    if (!element) return;
    const opened = opening({ width: element.clientWidth, height: element.clientHeight });
    setSmooth(true);
    setView(opened.view);
    setReading(opened.reading);
  }, [opening]);

  /** The whole machine however small: the reader asked for it. */
  const showWhole = () => {
    const element = viewportRef.current;
    if (!element) return;
    setSmooth(true);
    setView(fitView(content, { width: element.clientWidth, height: element.clientHeight }));
    setReading(false);
  };

  // fit on load and whenever the viewport changes size
  useEffect(() => {
    const element = viewportRef.current;
    if (!element || !svg) return;
    const measure = () => {
      const size = { width: element.clientWidth, height: element.clientHeight };
      if (size.width === 0 || size.height === 0) return;
      setViewport(size);
      const opened = opening(size);
      setSmooth(false);
      setView(opened.view);
      setReading(opened.reading);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg, opening]);

  // pointer, wheel and keyboard, attached here: the wheel must be able to cancel the page's zoom (a
  // non-passive listener React does not offer). Long because drag, pinch, wheel, keys, hover and the click that takes
  // an arrow share the pointer map and the drag state below, and one cleanup removes every listener together.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let dragged = false;
    let start: { x: number; y: number } | null = null;
    const local = (event: { clientX: number; clientY: number }) => {
      const rect = element.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const move = (next: (current: View) => View) => {
      setSmooth(false);
      setView(next);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 && event.pointerType === "mouse") return;
      pointers.set(event.pointerId, local(event));
      start = local(event);
      dragged = false;
    };
    const onPointerMove = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) {
        if (event.pointerType === "mouse") hoverOver(event);
        return;
      }
      const point = local(event);
      if (pointers.size >= 2) {
        const [a, b] = [...pointers.entries()].map(([id, p]) => (id === event.pointerId ? point : p)) as [
          { x: number; y: number },
          { x: number; y: number },
        ];
        const [pa, pb] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
        const before = Math.hypot(pa.x - pb.x, pa.y - pb.y) || 1;
        const after = Math.hypot(a.x - b.x, a.y - b.y) || 1;
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const midBefore = { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 };
        move((current) =>
          panBy(zoomAt(current, after / before, mid.x, mid.y), mid.x - midBefore.x, mid.y - midBefore.y),
        );
        dragged = true;
      } else {
        if (!dragged && start && Math.hypot(point.x - start.x, point.y - start.y) < 4) return;
        if (!dragged) element.setPointerCapture(event.pointerId);
        dragged = true;
        setHover(null);
        move((current) => panBy(current, point.x - previous.x, point.y - previous.y));
      }
      pointers.set(event.pointerId, point);
    };
    const onPointerUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    const onPointerLeave = () => setHover(null);
    const onClick = (event: MouseEvent) => {
      if (dragged) {
        dragged = false;
        return;
      }
      activate(event.target, local(event));
    };
    // Ctrl+wheel (and a trackpad's pinch) zooms at the pointer in small steps, the wheel alone pans, as in Stately
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const scale = event.deltaMode === 1 ? 16 : 1;
      if (event.ctrlKey || event.metaKey) {
        const point = local(event);
        move((current) => zoomAt(current, wheelFactor(event.deltaY, event.deltaMode), point.x, point.y));
      } else if (event.shiftKey && event.deltaX === 0) {
        move((current) => panBy(current, -event.deltaY * scale, 0));
      } else {
        move((current) => panBy(current, -event.deltaX * scale, -event.deltaY * scale));
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const centre = { x: element.clientWidth / 2, y: element.clientHeight / 2 };
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [panStep, 0],
        ArrowRight: [-panStep, 0],
        ArrowUp: [0, panStep],
        ArrowDown: [0, -panStep],
      };
      const step = moves[event.key];
      if (step) move((current) => panBy(current, step[0], step[1]));
      else if (event.key === "+" || event.key === "=") move((current) => zoomAt(current, zoomStep, centre.x, centre.y));
      else if (event.key === "-") move((current) => zoomAt(current, 1 / zoomStep, centre.x, centre.y));
      else if (event.key === "0") fitToWindow();
      else if (event.key === "Enter" || event.key === " ") {
        const target = event.target as Element;
        const box = target.getBoundingClientRect?.();
        const frame = element.getBoundingClientRect();
        const at = box ? { x: box.left - frame.left + box.width / 2, y: box.top - frame.top + box.height } : centre;
        if (!activate(event.target, at)) return;
      } else if (event.key === "Escape") {
        setSelection(null);
        setOffer(null);
      } else return;
      event.preventDefault();
    };
    // a focused state or edge out of sight: bring it to the middle
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element;
      if (!target.closest?.("[data-state-id], [data-edge-id]")) return;
      const box = target.getBoundingClientRect();
      const frame = element.getBoundingClientRect();
      const inside =
        box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
      if (!inside) {
        const dx = frame.left + frame.width / 2 - (box.left + box.width / 2);
        const dy = frame.top + frame.height / 2 - (box.top + box.height / 2);
        move((current) => panBy(current, dx, dy));
      }
    };
    // focus or a scroll key could scroll the box: the view is the transform, never the scroll position
    const onScroll = () => {
      element.scrollTop = 0;
      element.scrollLeft = 0;
    };
    /** The description of the state or arrow under the mouse, beside it (a tap shows it in the details). */
    const hoverOver = (event: PointerEvent) => {
      const hit = (event.target as Element | null)?.closest?.("[data-edge-id], [data-state-id]");
      const label = hit?.getAttribute("data-description");
      if (!hit || !label) {
        setHover(null);
        return;
      }
      const point = local(event);
      setHover((current) => (current?.text === label ? current : { text: label, x: point.x, y: point.y }));
    };
    /** A click or Enter on the diagram: takes an arrow that can be taken (or offers its ways), else shows details. */
    const activate = (target: EventTarget | null, at: { x: number; y: number }): boolean => {
      const hit = (target as Element | null)?.closest?.("[data-edge-id], [data-state-id]");
      if (!hit) {
        setOffer(null);
        return false;
      }
      const edge = hit.getAttribute("data-edge-id");
      const state = hit.getAttribute("data-state-id");
      const choices = edge ? takeableRef.current?.get(hit.getAttribute("data-transition") ?? "") : undefined;
      setHover(null);
      if (edge && choices && choices.length === 1) {
        setOffer(null);
        choices[0]?.take();
      } else if (edge && choices && choices.length > 1) {
        setOffer({ edge, label: hit.getAttribute("data-label") ?? "", choices, x: at.x, y: at.y });
      } else if (edge) {
        setOffer(null);
        setSelection({ kind: "transition", id: edge });
      } else if (state) {
        setOffer(null);
        setSelection({ kind: "state", id: state });
      }
      return true;
    };
    element.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("pointermove", onPointerMove);
    element.addEventListener("pointerup", onPointerUp);
    element.addEventListener("pointercancel", onPointerUp);
    element.addEventListener("pointerleave", onPointerLeave);
    element.addEventListener("click", onClick);
    element.addEventListener("wheel", onWheel, { passive: false });
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("focusin", onFocus);
    element.addEventListener("scroll", onScroll);
    return () => {
      element.removeEventListener("pointerdown", onPointerDown);
      element.removeEventListener("pointermove", onPointerMove);
      element.removeEventListener("pointerup", onPointerUp);
      element.removeEventListener("pointercancel", onPointerUp);
      element.removeEventListener("pointerleave", onPointerLeave);
      element.removeEventListener("click", onClick);
      element.removeEventListener("wheel", onWheel);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("focusin", onFocus);
      element.removeEventListener("scroll", onScroll);
    };
  }, [fitToWindow]);

  // the SVG, parsed as XML (nothing in it runs) from the markup renderSvg wrote with every text escaped; the
  // descriptions move from <title> (the browser's slow tooltip, nothing on touch) to an attribute the hover card reads
  useEffect(() => {
    const root = canvasRef.current;
    if (!root || !svg) return;
    const parsed = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
    const drawn = document.importNode(parsed, true);
    // The name of a state or an arrow is the words drawn in it (its content), and its description is said after it
    // (aria-description): a name that spelled out the whole description could not contain the words a box shows
    // when part of it is scrolled out of the view (WCAG 2.5.3, axe's label-content-name-mismatch).
    for (const title of drawn.querySelectorAll("[data-state-id] > title, [data-edge-id] > title")) {
      const owner = title.parentElement;
      if (title.textContent) {
        owner?.setAttribute("data-description", title.textContent);
        owner?.setAttribute("aria-description", title.textContent);
      }
      owner?.removeAttribute("aria-label");
      title.remove();
    }
    for (const edge of drawn.querySelectorAll("[data-edge-id]")) {
      const label = [...edge.querySelectorAll("text")].map((text) => text.textContent).join(" ");
      edge.setAttribute("data-label", label);
    }
    root.replaceChildren(drawn);
  }, [svg]);

  // active states, the highlighted path, the arrows that can be taken, the one just taken and the selection
  useEffect(() => {
    const root = canvasRef.current;
    if (!root || !svg || !laid) return;
    const active = new Set(activeStateIds);
    const pathStates = new Set(highlight?.states ?? []);
    const pathEdges = new Set(highlight?.transitions ?? []);
    const justTaken = new Set(taken ?? []);
    root.querySelector("svg")?.classList.toggle("has-highlight", pathEdges.size > 0);
    for (const element of root.querySelectorAll("[data-state-id]")) {
      const id = element.getAttribute("data-state-id") ?? "";
      const selected = selection?.kind === "state" && selection.id === id;
      element.classList.toggle("is-active", active.has(id));
      element.classList.toggle("is-highlighted", pathStates.has(id));
      element.classList.toggle("is-selected", selected);
      element.setAttribute("aria-pressed", String(selected));
    }
    for (const element of root.querySelectorAll("[data-edge-id]")) {
      const name = element.getAttribute("data-transition") ?? "";
      const selected = selection?.kind === "transition" && selection.id === element.getAttribute("data-edge-id");
      const enabled = takeable?.has(name) ?? false;
      element.classList.toggle("is-highlighted", pathEdges.has(name));
      element.classList.toggle("is-current", highlight?.current === name);
      element.classList.toggle("is-enabled", enabled);
      element.classList.toggle("is-taken", justTaken.has(name));
      element.classList.toggle("is-selected", selected);
      element.setAttribute("aria-pressed", String(selected));
      const description = element.getAttribute("data-description") ?? "";
      const said = enabled ? `${t`can be taken now`}. ${description}` : description;
      if (said) element.setAttribute("aria-description", said);
    }
  }, [svg, laid, activeStateIds, highlight, selection, takeable, taken, t]);

  // the simulation moves on out of sight (a machine shown at reading size): the view follows its state, smoothly
  useEffect(() => {
    if (viewport.width === 0) return;
    const active = new Set(activeStateIds);
    const box = [...boxes].reverse().find((placed) => active.has(placed.id) && placed.depth > 0);
    if (!box) return;
    setView((current) => {
      const left = current.x + box.x * current.k;
      const top = current.y + box.y * current.k;
      const right = left + box.width * current.k;
      const bottom = top + box.height * current.k;
      // the tools and the note over the top, the map and the legend over the bottom
      const seen = left >= 8 && top >= 56 && right <= viewport.width - 8 && bottom <= viewport.height - 72;
      if (seen) return current;
      setSmooth(true);
      return panBy(current, viewport.width / 2 - (left + right) / 2, viewport.height / 2 - (top + bottom) / 2);
    });
  }, [activeStateIds, boxes, viewport]);

  // an offer closes when what it offered is gone (a step was taken another way)
  useEffect(() => {
    if (offer && !takeable?.get(offerEdgeName(canvasRef.current, offer.edge))) setOffer(null);
    else offerRef.current?.querySelector("button")?.focus();
  }, [offer, takeable]);

  const zoomBy = (factor: number) => {
    setSmooth(true);
    setView((current) => zoomAt(current, factor, viewport.width / 2, viewport.height / 2));
  };

  const download = () => {
    if (!laid) return;
    const text = exportSvg(laid, title, { legend, descriptionsTitle: t`Descriptions` });
    const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${machine.id}.svg`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section className="diagram" aria-label={t`Diagram of ${title}`}>
      <div className="diagram__stage">
        <div className="diagram__viewport" ref={viewportRef}>
          {svg ? (
            <div
              ref={canvasRef}
              className={`diagram__canvas${smooth ? " is-smooth" : ""}`}
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}
            />
          ) : (
            <p role="status" className="diagram__loading">
              {t`Laying out the diagram…`}
            </p>
          )}
        </div>
        {hover ? (
          <p
            className="diagram__hover"
            style={{
              left: Math.min(hover.x + 14, Math.max(0, viewport.width - 280)),
              top: Math.min(hover.y + 18, Math.max(0, viewport.height - 120)),
            }}
          >
            {hover.text}
          </p>
        ) : null}
        {offer ? (
          <div
            ref={offerRef}
            className="diagram__offer"
            role="dialog"
            aria-label={t`Take this arrow`}
            style={{
              left: Math.min(Math.max(8, offer.x - 120), Math.max(8, viewport.width - 256)),
              top: Math.min(offer.y + 8, Math.max(8, viewport.height - 60 - 52 * offer.choices.length)),
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape") setOffer(null);
            }}
          >
            <p className="diagram__offer-title">{offer.label}</p>
            {offer.choices.map((choice) => (
              <button
                key={choice.label}
                type="button"
                onClick={() => {
                  setOffer(null);
                  choice.take();
                }}
              >
                {choice.label}
              </button>
            ))}
            <button type="button" className="diagram__offer-close" onClick={() => setOffer(null)}>
              {t`Cancel`}
            </button>
          </div>
        ) : null}
        <div className="diagram__toolbar" role="toolbar" aria-label={t`Diagram tools`}>
          <button type="button" onClick={() => zoomBy(1 / zoomStep)} aria-label={t`Zoom out`} disabled={!laid}>
            −
          </button>
          <span className="diagram__zoom" data-testid="diagram-zoom">
            {Math.round(view.k * 100)}%
          </span>
          <button type="button" onClick={() => zoomBy(zoomStep)} aria-label={t`Zoom in`} disabled={!laid}>
            +
          </button>
          <button type="button" onClick={fitToWindow} disabled={!laid}>
            {t`Fit`}
          </button>
          <button type="button" onClick={download} disabled={!laid} aria-label={t`Download SVG`}>
            SVG
          </button>
        </div>
        {/* the legend and the note: apart on a wide screen, side by side over the top of a phone's diagram */}
        <div className="diagram__top">
          <DiagramLegend info={laid?.info ?? null} technical={technical} />
          {laid && reading ? (
            <p className="diagram__note" role="note">
              {t`Reading size: drag or use the map.`}{" "}
              <button type="button" onClick={showWhole}>
                {t`Whole machine`}
              </button>
            </p>
          ) : null}
        </div>
        {laid && overflows(view, content, viewport) ? (
          <Minimap
            boxes={boxes}
            content={content}
            view={view}
            viewport={viewport}
            onMove={(next) => {
              setSmooth(false);
              setView(next);
            }}
          />
        ) : null}
        {laid ? <DiagramDetails info={laid.info} selection={selection} onClose={() => setSelection(null)} /> : null}
      </div>
    </section>
  );
}

/** The transitionName of a drawn edge, by its id. */
function offerEdgeName(root: HTMLElement | null, edge: string): string {
  return root?.querySelector(`[data-edge-id="${edge}"]`)?.getAttribute("data-transition") ?? "";
}
