import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatMoney } from "../../../../api/contract/money.ts";
import { maxUploadBytes } from "../../../../api/contract/user.ts";
import type { DepositOptions, Transaction } from "../../../../api/contract/wallet.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";

/** Bank transfer, step two: the receipt of the transfer (image or PDF, at most 20MB). */
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
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return setProblem(t`Choose the receipt to upload`);
        if (file.size > maxUploadBytes) return setProblem(t`The file is larger than 20MB`);
        onUpload(file);
      }}
    >
      <section className="card stack">
        <h2 className="card__title">{t`Upload your transfer receipt`}</h2>
        <p>
          {t`Transfer ${formatMoney(transaction.amount, transaction.currency, i18n.locale)} with reference ${transaction.reference}, then upload the receipt.`}
        </p>
        {tenantBank ? (
          <p className="muted">
            {tenantBank.bank_name} · {tenantBank.account_holder_name} · {tenantBank.account_number}
          </p>
        ) : null}
      </section>
      <div className="field">
        <label className="field__label" htmlFor="receipt">
          {t`Receipt (image or PDF, max 20MB)`}
        </label>
        <input
          id="receipt"
          className="field__input"
          type="file"
          accept="image/png,image/jpeg,image/webp,application/pdf"
          onChange={(event) => {
            setProblem(null);
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      <FormError message={problem ?? (error ? translateServerMessage(i18n, error) : null)} />
      <Button type="submit" busy={busy} className="button--block">
        {t`Submit receipt`}
      </Button>
    </form>
  );
}
