/**
 * The demo game's own words, in the app's four languages. They are the provider's content (a real
 * provider ships its own), not the app's: the page gets the launch's language, chosen from the
 * player's `Accept-Language` when the app launched it (services/game-tokens.ts `gameLanguageOf`).
 * `{amount}`, `{roll}` are filled in by the page.
 */
import type { GameLanguage } from "../services/game-tokens.ts";

export type GameStrings = {
  demoBanner: string;
  balance: string;
  bet: string;
  lowerBet: string;
  higherBet: string;
  spin: string;
  roll: string;
  playing: string;
  low: string;
  high: string;
  diceRule: string;
  lastResult: string;
  noResultYet: string;
  win: string;
  youWon: string;
  noWin: string;
  rolled: string;
  insufficient: string;
  maintenance: string;
  sessionEnded: string;
  betRefused: string;
  /** The player's own limits and restriction (the server's 403 refusals of a round). */
  lossLimit: string;
  playTimeLimit: string;
  restricted: string;
  connectionLost: string;
  howToWin: string;
  twoCherries: string;
  returnToPlayer: string;
  symbols: Record<"seven" | "diamond" | "bell" | "star" | "lemon" | "cherry", string>;
  expiredTitle: string;
  expiredText: string;
  invalidTitle: string;
  invalidText: string;
  usedTitle: string;
  usedText: string;
  unavailableTitle: string;
  unavailableText: string;
};

export const gameStrings: Record<GameLanguage, GameStrings> = {
  "en-US": {
    demoBanner: "Demo provider: a test game in the sandbox.",
    balance: "Balance",
    bet: "Bet",
    lowerBet: "Lower bet",
    higherBet: "Higher bet",
    spin: "Spin",
    roll: "Roll",
    playing: "Playing…",
    low: "Low",
    high: "High",
    diceRule: "Low wins on 1–48, High on 53–100. A win pays 1.98 × the bet.",
    lastResult: "Last result",
    noResultYet: "Place a bet to play.",
    win: "Win",
    youWon: "You won {amount}",
    noWin: "No win this time",
    rolled: "Rolled {roll}",
    insufficient: "Not enough balance in this game. Transfer more from your wallet.",
    maintenance: "The game is under maintenance. Please try again later.",
    sessionEnded: "Your game session has ended. Open the game again from the lobby.",
    betRefused: "This bet is not allowed.",
    lossLimit: "This bet would pass your loss limit. Choose a smaller bet or set your limits in the app.",
    playTimeLimit: "Your daily play time limit is reached. You can play again tomorrow.",
    restricted: "Playing is not available during your time-out or self-exclusion.",
    connectionLost: "Connection lost. Please try again.",
    howToWin: "How to win",
    twoCherries: "Any two cherries",
    returnToPlayer: "Return to player about 95%.",
    symbols: { seven: "Seven", diamond: "Diamond", bell: "Bell", star: "Star", lemon: "Lemon", cherry: "Cherry" },
    expiredTitle: "This game link has expired",
    expiredText: "Game links open for a few minutes only. Go back and open the game again.",
    invalidTitle: "This game link is not valid",
    invalidText: "Go back and open the game again from the lobby.",
    usedTitle: "This game link has already been used",
    usedText: "Each game link opens once. Launch the game again from the app.",
    unavailableTitle: "This game cannot be opened now",
    unavailableText: "The game is under maintenance or no longer offered. Please try again later.",
  },
  "zh-CN": {
    demoBanner: "演示游戏商：沙盒中的测试游戏。",
    balance: "余额",
    bet: "投注",
    lowerBet: "降低投注",
    higherBet: "提高投注",
    spin: "旋转",
    roll: "掷骰",
    playing: "进行中…",
    low: "小",
    high: "大",
    diceRule: "小：1–48 获胜，大：53–100 获胜。赢得投注额的 1.98 倍。",
    lastResult: "上局结果",
    noResultYet: "下注即可开始游戏。",
    win: "赢得",
    youWon: "您赢得 {amount}",
    noWin: "本局未中奖",
    rolled: "掷出 {roll}",
    insufficient: "此游戏余额不足，请从钱包转入更多。",
    maintenance: "游戏维护中，请稍后再试。",
    sessionEnded: "游戏会话已结束，请从大厅重新打开游戏。",
    betRefused: "不允许此投注额。",
    lossLimit: "此投注将超出您的亏损限额。请选择较小的投注额，或在应用中设置您的限额。",
    playTimeLimit: "您已达到今日的游戏时间限额，明天可以再玩。",
    restricted: "在您的暂停期或自我排除期间无法游戏。",
    connectionLost: "连接中断，请重试。",
    howToWin: "中奖规则",
    twoCherries: "任意两个樱桃",
    returnToPlayer: "返还率约 95%。",
    symbols: { seven: "七", diamond: "钻石", bell: "铃铛", star: "星星", lemon: "柠檬", cherry: "樱桃" },
    expiredTitle: "游戏链接已过期",
    expiredText: "游戏链接仅在几分钟内有效，请返回并重新打开游戏。",
    invalidTitle: "游戏链接无效",
    invalidText: "请返回大厅重新打开游戏。",
    usedTitle: "此游戏链接已使用过",
    usedText: "每个游戏链接只能打开一次，请从应用重新打开游戏。",
    unavailableTitle: "暂时无法打开此游戏",
    unavailableText: "游戏正在维护或已下架，请稍后再试。",
  },
  "zh-TW": {
    demoBanner: "示範遊戲商：沙盒中的測試遊戲。",
    balance: "餘額",
    bet: "投注",
    lowerBet: "降低投注",
    higherBet: "提高投注",
    spin: "旋轉",
    roll: "擲骰",
    playing: "進行中…",
    low: "小",
    high: "大",
    diceRule: "小：1–48 獲勝，大：53–100 獲勝。贏得投注額的 1.98 倍。",
    lastResult: "上局結果",
    noResultYet: "下注即可開始遊戲。",
    win: "贏得",
    youWon: "您贏得 {amount}",
    noWin: "本局未中獎",
    rolled: "擲出 {roll}",
    insufficient: "此遊戲餘額不足，請從錢包轉入更多。",
    maintenance: "遊戲維護中，請稍後再試。",
    sessionEnded: "遊戲工作階段已結束，請從大廳重新開啟遊戲。",
    betRefused: "不允許此投注額。",
    lossLimit: "此投注將超出您的虧損限額。請選擇較小的投注額，或在應用程式中設定您的限額。",
    playTimeLimit: "您已達到今日的遊戲時間限額，明天可以再玩。",
    restricted: "在您的暫停期或自我排除期間無法遊戲。",
    connectionLost: "連線中斷，請重試。",
    howToWin: "中獎規則",
    twoCherries: "任意兩個櫻桃",
    returnToPlayer: "返還率約 95%。",
    symbols: { seven: "七", diamond: "鑽石", bell: "鈴鐺", star: "星星", lemon: "檸檬", cherry: "櫻桃" },
    expiredTitle: "遊戲連結已過期",
    expiredText: "遊戲連結僅在幾分鐘內有效，請返回並重新開啟遊戲。",
    invalidTitle: "遊戲連結無效",
    invalidText: "請返回大廳重新開啟遊戲。",
    usedTitle: "此遊戲連結已使用過",
    usedText: "每個遊戲連結只能開啟一次，請從應用程式重新開啟遊戲。",
    unavailableTitle: "暫時無法開啟此遊戲",
    unavailableText: "遊戲正在維護或已下架，請稍後再試。",
  },
  "ms-MY": {
    demoBanner: "Penyedia demo: permainan ujian dalam kotak pasir.",
    balance: "Baki",
    bet: "Pertaruhan",
    lowerBet: "Kurangkan pertaruhan",
    higherBet: "Naikkan pertaruhan",
    spin: "Putar",
    roll: "Baling",
    playing: "Sedang bermain…",
    low: "Rendah",
    high: "Tinggi",
    diceRule: "Rendah menang pada 1–48, Tinggi pada 53–100. Kemenangan membayar 1.98 × pertaruhan.",
    lastResult: "Keputusan terakhir",
    noResultYet: "Buat pertaruhan untuk bermain.",
    win: "Menang",
    youWon: "Anda menang {amount}",
    noWin: "Tiada kemenangan kali ini",
    rolled: "Dapat {roll}",
    insufficient: "Baki permainan ini tidak mencukupi. Pindahkan lagi dari dompet anda.",
    maintenance: "Permainan sedang diselenggara. Sila cuba lagi nanti.",
    sessionEnded: "Sesi permainan anda telah tamat. Buka semula permainan dari lobi.",
    betRefused: "Pertaruhan ini tidak dibenarkan.",
    lossLimit:
      "Pertaruhan ini akan melepasi had kerugian anda. Pilih pertaruhan yang lebih kecil atau tetapkan had anda dalam aplikasi.",
    playTimeLimit: "Had masa bermain harian anda telah dicapai. Anda boleh bermain semula esok.",
    restricted: "Bermain tidak tersedia semasa tempoh rehat atau pengecualian diri anda.",
    connectionLost: "Sambungan terputus. Sila cuba lagi.",
    howToWin: "Cara untuk menang",
    twoCherries: "Mana-mana dua ceri",
    returnToPlayer: "Pulangan kepada pemain kira-kira 95%.",
    symbols: { seven: "Tujuh", diamond: "Berlian", bell: "Loceng", star: "Bintang", lemon: "Lemon", cherry: "Ceri" },
    expiredTitle: "Pautan permainan ini telah tamat tempoh",
    expiredText: "Pautan permainan dibuka untuk beberapa minit sahaja. Kembali dan buka semula permainan.",
    invalidTitle: "Pautan permainan ini tidak sah",
    invalidText: "Kembali dan buka semula permainan dari lobi.",
    usedTitle: "Pautan permainan ini telah digunakan",
    usedText: "Setiap pautan permainan dibuka sekali sahaja. Buka semula permainan dari aplikasi.",
    unavailableTitle: "Permainan ini tidak dapat dibuka sekarang",
    unavailableText: "Permainan sedang diselenggara atau tidak lagi ditawarkan. Sila cuba lagi nanti.",
  },
};
