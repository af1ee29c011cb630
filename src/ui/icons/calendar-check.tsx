import { type IconProps, Svg } from "./svg.tsx";

export const CalendarCheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M8 3v4M16 3v4M3 10h18M9 15l2 2 4-4" />
  </Svg>
);
