import { useTheme } from "../theme/theme-context.ts";
import { SafeImage } from "./safe-image.tsx";

/** The tenant's logo and name, as the header and the signed-out bar show them (the caller makes it a link or not). */
export function Brand() {
  const theme = useTheme();
  return (
    <>
      <SafeImage className="brand__logo" src={theme.logo} alt="" width={32} height={32} />
      <span className="brand__name">{theme.brand_name}</span>
    </>
  );
}
