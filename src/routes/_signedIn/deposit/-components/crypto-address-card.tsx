import { useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { useId } from "react";
import type { DepositOptions } from "../../../../api/contract/wallet.ts";
import { CopyButton } from "../../../../ui/copy-button.tsx";
import { AlertIcon } from "../../../../ui/icons.tsx";

/**
 * Where a crypto deposit goes (the tenant's address from the server's config): the whole address, wrapping,
 * with a copy button and its QR code (an SVG, drawn dark on white with a quiet zone so any wallet scans it),
 * the network, and the warning that coins sent on any other network are lost. Only the crypto route imports
 * it, so the QR encoder loads with that screen alone.
 */
export function CryptoAddressCard({ crypto }: { crypto: DepositOptions["crypto"] }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className="card crypto-address" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {t`Deposit address`}
      </h2>
      <div className="crypto-address__qr">
        <QRCodeSVG
          value={crypto.address}
          size={168}
          level="M"
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={t`QR code of the deposit address`}
        />
      </div>
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
      <p className="muted">{t`Exchange rate: 1 USDT ≈ RM ${crypto.exchange_rate}`}</p>
    </section>
  );
}
