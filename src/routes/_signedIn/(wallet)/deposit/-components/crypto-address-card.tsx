import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { DepositOptions } from "../../../../../api/contract/wallet.ts";
import { CopyButton } from "../../../../../ui/copy-button.tsx";
import { AlertIcon } from "../../../../../ui/icons.tsx";
import { QrCode } from "../../../../../ui/qr-code.tsx";

/**
 * Where a crypto deposit goes (the tenant's address from the server's config): the network, the whole address,
 * wrapping, with a copy button, the warning that coins sent on any other network are lost, and the address's
 * QR code for scanning from another device (an SVG, drawn dark on white with a quiet zone so any wallet scans
 * it). The QR encoder (src/ui/qr-code.tsx) loads with the screens that show a code, never with the app's first screen.
 */
export function CryptoAddressCard({ crypto }: { crypto: DepositOptions["crypto"] }) {
  const { t } = useLingui();
  const titleId = useId();
  // the tenant's rate as given ("4.64"), its currency kept on the same line as the figure
  const rate = `RM\u00a0${crypto.exchange_rate}`;
  return (
    <section className="card crypto-address" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {t`Deposit address`}
      </h2>
      <dl className="info-list info-list--stacked">
        <div>
          <dt>{t`Network`}</dt>
          <dd>{t`USDT on ${crypto.network}`}</dd>
        </div>
        <div>
          <dt>{t`Address`}</dt>
          <dd className="copyable">
            <code className="copyable__value crypto-address__value">{crypto.address}</code>
            <CopyButton value={crypto.address} label={t`deposit address`} />
          </dd>
        </div>
      </dl>
      <p className="advice advice--with-icon" role="note">
        <AlertIcon className="advice__icon" />
        <span>{t`Send only USDT on the ${crypto.network} network. Coins sent on any other network are lost and cannot be recovered.`}</span>
      </p>
      <div className="crypto-address__qr">
        <QrCode value={crypto.address} label={t`QR code of the deposit address`} />
      </div>
      <p className="muted">{t`Exchange rate: 1 USDT ≈ ${rate}`}</p>
    </section>
  );
}
