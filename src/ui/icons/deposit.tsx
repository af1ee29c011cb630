import { type IconProps, Svg } from "./svg.tsx";

export const DepositIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
  </Svg>
);
