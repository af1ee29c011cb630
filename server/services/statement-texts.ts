/**
 * The words of a statement's CSV file in the player's language (the app's four; the file is made on the server, so
 * its texts live here, not in the app's catalogs): the header row, the opening and closing rows, the main wallet's
 * name and each ledger kind's label, in the words the app uses for the same things.
 */
import type { LedgerKind } from "../../src/api/contract/statement.ts";
import type { Locale } from "../../src/lib/locales.ts";

export type StatementTexts = {
  header: readonly [
    at: string,
    type: string,
    account: string,
    reference: string,
    amount: string,
    currency: string,
    balance: string,
  ];
  opening: string;
  closing: string;
  mainWallet: string;
  kinds: Record<LedgerKind, string>;
};

export const statementTexts: Record<Locale, StatementTexts> = {
  "en-US": {
    header: ["Date and time", "Type", "Account", "Reference", "Amount", "Currency", "Balance"],
    opening: "Opening balance",
    closing: "Closing balance",
    mainWallet: "Main wallet",
    kinds: {
      opening_balance: "Account opening",
      deposit: "Deposit",
      withdraw_hold: "Withdrawal",
      withdraw_release: "Withdrawal returned",
      transfer_out: "Transfer out",
      transfer_in: "Transfer in",
      game_bet: "Game bet",
      game_win: "Game win",
      friend_transfer_out: "Sent to a friend",
      friend_transfer_in: "Received from a friend",
      rebate: "Rebate",
      check_in_bonus: "Check-in bonus",
    },
  },
  "zh-CN": {
    header: ["日期时间", "类型", "账户", "参考编号", "金额", "币种", "余额"],
    opening: "期初余额",
    closing: "期末余额",
    mainWallet: "主钱包",
    kinds: {
      opening_balance: "开户余额",
      deposit: "存款",
      withdraw_hold: "提款",
      withdraw_release: "提款退回",
      transfer_out: "转出",
      transfer_in: "转入",
      game_bet: "游戏投注",
      game_win: "游戏赢奖",
      friend_transfer_out: "转给好友",
      friend_transfer_in: "好友转入",
      rebate: "返水",
      check_in_bonus: "签到奖金",
    },
  },
  "zh-TW": {
    header: ["日期時間", "類型", "帳戶", "參考編號", "金額", "幣別", "餘額"],
    opening: "期初餘額",
    closing: "期末餘額",
    mainWallet: "主錢包",
    kinds: {
      opening_balance: "開戶餘額",
      deposit: "存款",
      withdraw_hold: "提款",
      withdraw_release: "提款退回",
      transfer_out: "轉出",
      transfer_in: "轉入",
      game_bet: "遊戲投注",
      game_win: "遊戲贏獎",
      friend_transfer_out: "轉給好友",
      friend_transfer_in: "好友轉入",
      rebate: "返水",
      check_in_bonus: "簽到獎金",
    },
  },
  "ms-MY": {
    header: ["Tarikh dan masa", "Jenis", "Akaun", "Rujukan", "Jumlah", "Mata wang", "Baki"],
    opening: "Baki awal",
    closing: "Baki akhir",
    mainWallet: "Dompet utama",
    kinds: {
      opening_balance: "Baki pembukaan akaun",
      deposit: "Deposit",
      withdraw_hold: "Pengeluaran",
      withdraw_release: "Pengeluaran dikembalikan",
      transfer_out: "Pindahan keluar",
      transfer_in: "Pindahan masuk",
      game_bet: "Pertaruhan permainan",
      game_win: "Kemenangan permainan",
      friend_transfer_out: "Dihantar kepada rakan",
      friend_transfer_in: "Diterima daripada rakan",
      rebate: "Rebat",
      check_in_bonus: "Bonus daftar masuk",
    },
  },
};
