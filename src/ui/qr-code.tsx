import { QRCodeSVG } from "qrcode.react";

/**
 * A QR code of a value (an address, a link) as an SVG, drawn dark on white with a quiet zone so that any
 * scanner reads it, whatever the tenant's colours. Only screens that show one import it, so the encoder
 * loads with them alone.
 */
export function QrCode({ value, label, size = 168 }: { value: string; label: string; size?: number }) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="M"
      marginSize={4}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label}
    />
  );
}
