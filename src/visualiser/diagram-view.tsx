import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AnyStateMachine } from "xstate";
import "./diagram.css";
import { DiagramDetails, type Selection } from "./diagram-details.tsx";
import { DiagramLegend, useLegendText } from "./diagram-legend.tsx";
import { exportSvg, type LaidOut, layoutMachine } from "./layout.ts";
import { Minimap } from "./minimap.tsx";
import { describedGraph } from "./statechart-graph.ts";
import { placedBoxes, renderSvg } from "./statechart-svg.ts";
import { fitView, overflows, panBy, type Size, type View, zoomAt } from "./view-transform.ts";

export type DiagramHighlight = { states: string[]; transitions: string[]; current?: string };

type Props = {
  machine: AnyStateMachine;
  title: string;
  activeStateIds: string[];
  /** a path being shown: its states and edges stand out, `current` (a transitionName) is the step being replayed */
  highlight?: DiagramHighlight;
  /** a description in the reader's language (descriptions are written in English in machines/) */
  translate?: (text: string) => string;
};

const zoomStep = 1.25;
const panStep = 48;

/**
 * A statechart as a product owner reads it: ELK's top-down layout, zoom (buttons, Ctrl+wheel,
 * pinch), pan (drag, arrow keys), fit to screen (on load, on resize, button), a minimap when the
 * machine is larger than the view, a legend, the selected state's or edge's details, and the
 * whole machine as an SVG download for a review document.
 * Long because zoom, pan, fit and the minimap share one view state (scale, offset, viewport size) and the
 * refs of the drawn SVG; the pointer/wheel/keyboard effect below is the longest part and says why it is one.
 */
export function DiagramView({ machine, title, activeStateIds, highlight, translate }: Props) {
  const { t } = useLingui();
  const legend = useLegendText();
  const [laidOut, setLaid] = useState<LaidOut | null>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const [selection, setSelection] = useState<Selection>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    setLaid(null);
    setSelection(null);
    void layoutMachine(machine).then((result) => {
      if (!cancelled) setLaid(result);
    });
    return () => {
      cancelled = true;
    };
  }, [machine]);

  const laid = useMemo(
    () => (laidOut && translate ? { ...laidOut, info: describedGraph(laidOut.info, translate) } : laidOut),
    [laidOut, translate],
  );
  const svg = useMemo(
    () => (laid ? renderSvg(laid.laidOut, laid.info, { title, theme: "dark", interactive: true }) : ""),
    [laid, title],
  );
  const content = useMemo<Size>(() => {
    const match = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    return { width: Number(match?.[1] ?? 1), height: Number(match?.[2] ?? 1) };
  }, [svg]);
  const boxes = useMemo(() => (laid ? placedBoxes(laid.laidOut) : []), [laid]);

  const fit = useCallback(() => {
    const element = viewportRef.current;
    if (!element) return;
    setView(fitView(content, { width: element.clientWidth, height: element.clientHeight }));
  }, [content]);

  // fit on load and whenever the viewport changes size
  useEffect(() => {
    const element = viewportRef.current;
    if (!element || !svg) return;
    const measure = () => {
      const size = { width: element.clientWidth, height: element.clientHeight };
      setViewport(size);
      setView(fitView(content, size));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg, content]);

  // pointer, wheel and keyboard, attached here: the wheel must be able to cancel the page's zoom (a
  // non-passive listener React does not offer). Long because drag, pinch, wheel and keys share the pointer
  // map and the drag state below, and one cleanup removes every listener together.
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
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 && event.pointerType === "mouse") return;
      pointers.set(event.pointerId, local(event));
      start = local(event);
      dragged = false;
    };
    const onPointerMove = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) return;
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
        setView((current) =>
          panBy(zoomAt(current, after / before, mid.x, mid.y), mid.x - midBefore.x, mid.y - midBefore.y),
        );
        dragged = true;
      } else {
        if (!dragged && start && Math.hypot(point.x - start.x, point.y - start.y) < 4) return;
        if (!dragged) element.setPointerCapture(event.pointerId);
        dragged = true;
        setView((current) => panBy(current, point.x - previous.x, point.y - previous.y));
      }
      pointers.set(event.pointerId, point);
    };
    const onPointerUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    const onClick = (event: MouseEvent) => {
      if (dragged) {
        dragged = false;
        return;
      }
      select(event.target);
    };
    // Ctrl+wheel (and a trackpad's pinch) zooms at the pointer, the wheel alone pans, as in Stately
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const scale = event.deltaMode === 1 ? 16 : 1;
      if (event.ctrlKey || event.metaKey) {
        const point = local(event);
        setView((current) => zoomAt(current, Math.exp(-event.deltaY * scale * 0.01), point.x, point.y));
      } else if (event.shiftKey && event.deltaX === 0) {
        setView((current) => panBy(current, -event.deltaY * scale, 0));
      } else {
        setView((current) => panBy(current, -event.deltaX * scale, -event.deltaY * scale));
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
      const move = moves[event.key];
      if (move) setView((current) => panBy(current, move[0], move[1]));
      else if (event.key === "+" || event.key === "=")
        setView((current) => zoomAt(current, zoomStep, centre.x, centre.y));
      else if (event.key === "-") setView((current) => zoomAt(current, 1 / zoomStep, centre.x, centre.y));
      else if (event.key === "0")
        setView(fitView(content, { width: element.clientWidth, height: element.clientHeight }));
      else if (event.key === "Enter" || event.key === " ") {
        if (!select(event.target)) return;
      } else if (event.key === "Escape") setSelection(null);
      else return;
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
        setView((current) => panBy(current, dx, dy));
      }
    };
    // focus or a scroll key could scroll the box: the view is the transform, never the scroll position
    const onScroll = () => {
      element.scrollTop = 0;
      element.scrollLeft = 0;
    };
    const select = (target: EventTarget | null): boolean => {
      const hit = (target as Element | null)?.closest?.("[data-edge-id], [data-state-id]");
      if (!hit) return false;
      const edge = hit.getAttribute("data-edge-id");
      const state = hit.getAttribute("data-state-id");
      if (edge) setSelection({ kind: "transition", id: edge });
      else if (state) setSelection({ kind: "state", id: state });
      return true;
    };
    element.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("pointermove", onPointerMove);
    element.addEventListener("pointerup", onPointerUp);
    element.addEventListener("pointercancel", onPointerUp);
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
      element.removeEventListener("click", onClick);
      element.removeEventListener("wheel", onWheel);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("focusin", onFocus);
      element.removeEventListener("scroll", onScroll);
    };
  }, [content]);

  // the SVG, parsed as XML (nothing in it runs) from the markup renderSvg wrote with every text escaped
  useEffect(() => {
    const root = canvasRef.current;
    if (!root || !svg) return;
    const parsed = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
    root.replaceChildren(document.importNode(parsed, true));
  }, [svg]);

  // active states, the highlighted path and the selection, on the drawn SVG
  useEffect(() => {
    const root = canvasRef.current;
    if (!root || !svg || !laid) return;
    const active = new Set(activeStateIds);
    const pathStates = new Set(highlight?.states ?? []);
    const pathEdges = new Set(highlight?.transitions ?? []);
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
      element.classList.toggle("is-highlighted", pathEdges.has(name));
      element.classList.toggle("is-current", highlight?.current === name);
      element.classList.toggle("is-selected", selected);
      element.setAttribute("aria-pressed", String(selected));
    }
  }, [svg, laid, activeStateIds, highlight, selection]);

  const zoomBy = (factor: number) =>
    setView((current) => zoomAt(current, factor, viewport.width / 2, viewport.height / 2));

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
        <button type="button" onClick={fit} disabled={!laid}>
          {t`Fit to screen`}
        </button>
        <button type="button" onClick={download} disabled={!laid}>
          {t`Download SVG`}
        </button>
      </div>
      <div className="diagram__body">
        <div className="diagram__stage">
          <div className="diagram__viewport" ref={viewportRef}>
            {svg ? (
              <div
                ref={canvasRef}
                className="diagram__canvas"
                style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}
              />
            ) : (
              <p role="status" className="diagram__loading">
                {t`Laying out the diagram…`}
              </p>
            )}
          </div>
          {laid && overflows(view, content, viewport) ? (
            <Minimap boxes={boxes} content={content} view={view} viewport={viewport} onMove={setView} />
          ) : null}
        </div>
        {laid ? <DiagramDetails info={laid.info} selection={selection} onClose={() => setSelection(null)} /> : null}
      </div>
      <DiagramLegend />
    </section>
  );
}
