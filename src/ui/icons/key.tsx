import { type IconProps, Svg } from "./svg.tsx";

export const KeyIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 9.2-9.2M16 7l3 3M14 9l2 2" />
  </Svg>
);
