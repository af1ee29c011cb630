import { type IconProps, Svg } from "./svg.tsx";

export const BankIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m3 9 9-5 9 5" />
    <path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
  </Svg>
);
