/** An account number as players see it: its last four digits behind dots ("••••5678"), enough to recognise it. */
export function maskedAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}
