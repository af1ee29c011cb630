import { type IconProps, Svg } from "./svg.tsx";

export const CrownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
  </Svg>
);
