import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { DepositOptions, Transaction } from "../../../../../api/contract/wallet.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";
import { ReceiptPicker } from "./receipt-picker.tsx";
import { TenantBankCard } from "./tenant-bank-card.tsx";

/** Bank transfer, step two: where to transfer (with copy buttons), then the receipt of the transfer. */
export function ReceiptForm({
  transaction,
  tenantBank,
  busy,
  error,
  onUpload,
}: {
  transaction: Transaction;
  tenantBank: DepositOptions["tenant_bank"] | null;
  busy: boolean;
  error: string | null;
  onUpload: (file: File) => void;
}) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const amount = formatMoney(transaction.amount, transaction.currency, i18n.locale);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return setMissing(true);
        onUpload(file);
      }}
    >
      <section className="card stack receipt-intro">
        <h2 className="card__title">{t`Upload your transfer receipt`}</h2>
        <p>{t`Transfer ${amount} to the account below from your own bank, then upload the receipt. Nothing is added to your wallet until we have checked it.`}</p>
      </section>
      <TenantBankCard bank={tenantBank} transaction={transaction} />
      <ReceiptPicker
        file={file}
        onChange={(picked) => {
          setMissing(false);
          setFile(picked);
        }}
        error={missing ? t`Choose the receipt to upload` : null}
      />
      <FormError message={error ? translateServerMessage(i18n, error) : null} />
      <StickyActions>
        <Button type="submit" busy={busy} className="button--block">
          {t`Submit receipt`}
        </Button>
      </StickyActions>
    </form>
  );
}
