import { type PointerEvent, useRef } from "react";
import type { PlacedBox } from "./statechart-svg.ts";
import { centreOn, type Size, type View, visibleRect } from "./view-transform.ts";

type Props = {
  boxes: PlacedBox[];
  content: Size;
  view: View;
  viewport: Size;
  onMove: (view: View) => void;
};

const maxWidth = 168;
const maxHeight = 120;

/**
 * The whole machine in small with the part the diagram shows: click or drag in it to move there.
 * For the pointer only (keyboard users pan with the arrow keys), so hidden from assistive tech.
 */
export function Minimap({ boxes, content, view, viewport, onMove }: Props) {
  const scale = Math.min(maxWidth / content.width, maxHeight / content.height);
  const width = Math.ceil(content.width * scale);
  const height = Math.ceil(content.height * scale);
  const seen = visibleRect(view, viewport);
  const dragging = useRef(false);

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const cx = ((event.clientX - rect.left) / rect.width) * content.width;
    const cy = ((event.clientY - rect.top) / rect.height) * content.height;
    onMove(centreOn(view, cx, cy, viewport));
  };

  return (
    <svg
      className="diagram__minimap"
      aria-hidden="true"
      width={width}
      height={height}
      viewBox={`0 0 ${content.width} ${content.height}`}
      onPointerDown={(event) => {
        event.stopPropagation();
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current) moveTo(event);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      {boxes.map((box) => (
        <rect
          key={box.id}
          className={box.depth === 0 ? "diagram__minimap-machine" : "diagram__minimap-state"}
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          rx={8}
        />
      ))}
      <rect
        className="diagram__minimap-view"
        x={seen.x}
        y={seen.y}
        width={seen.width}
        height={seen.height}
        strokeWidth={2 / scale}
      />
    </svg>
  );
}
