import { type IconProps, Svg } from "./svg.tsx";

export const UserPlusIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="10" cy="8" r="4" />
    <path d="M2.5 21a7.5 7.5 0 0 1 12.5-5.6M19 14v6M16 17h6" />
  </Svg>
);
