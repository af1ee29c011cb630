import { type IconProps, Svg } from "./svg.tsx";

export const TransferIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 8h14l-4-4M20 16H6l4 4" />
  </Svg>
);
