/** Demo events and announcements of a tenant, in the four languages of the app (server/seed/content.ts). */
import type { ContentLocale } from "../../src/api/contract/content.ts";

export type Texts<T> = Record<ContentLocale, T>;
export type Rich = { title: string; summary: string; body: string };

/**
 * The four demo events: two running, one upcoming, one ended (days from now). Long because it is data: each
 * event's texts in the four languages, one literal a translator reads top to bottom.
 */
export const events = (brand: string): { art: string; from: number; to: number; texts: Texts<Rich> }[] => [
  {
    art: "welcome",
    from: -20,
    to: 40,
    texts: {
      "en-US": {
        title: "Welcome bonus 100% up to RM 300",
        summary: "Double your first deposit and start playing with more.",
        body: `<p>New to ${brand}? Your first deposit is matched <strong>100%</strong>, up to <strong>RM 300</strong>.</p><h3>How it works</h3><ol><li>Deposit at least RM 30.</li><li>The bonus is added to your wallet within 10 minutes.</li><li>Play through the deposit and bonus 10 times before withdrawing.</li></ol><table><thead><tr><th scope="col">Deposit</th><th scope="col">Bonus</th><th scope="col">Turnover</th></tr></thead><tbody><tr><td>RM 30</td><td>RM 30</td><td>RM 600</td></tr><tr><td>RM 150</td><td>RM 150</td><td>RM 3,000</td></tr><tr><td>RM 300</td><td>RM 300</td><td>RM 6,000</td></tr></tbody></table><p>One bonus per player. <a href="/tnc">Terms and conditions</a> apply.</p>`,
      },
      "zh-CN": {
        title: "新会员首存100%奖金，最高RM 300",
        summary: "首次存款翻倍，畅玩更多。",
        body: `<p>初次来到${brand}？首次存款可获<strong>100%</strong>配对奖金，最高<strong>RM 300</strong>。</p><h3>参与方式</h3><ol><li>存款至少RM 30。</li><li>奖金将在10分钟内存入您的钱包。</li><li>提款前需完成存款加奖金10倍的流水。</li></ol><table><thead><tr><th scope="col">存款</th><th scope="col">奖金</th><th scope="col">流水</th></tr></thead><tbody><tr><td>RM 30</td><td>RM 30</td><td>RM 600</td></tr><tr><td>RM 150</td><td>RM 150</td><td>RM 3,000</td></tr><tr><td>RM 300</td><td>RM 300</td><td>RM 6,000</td></tr></tbody></table><p>每位玩家限领一次。适用<a href="/tnc">条款与条件</a>。</p>`,
      },
      "zh-TW": {
        title: "新會員首存100%獎金，最高RM 300",
        summary: "首次存款翻倍，暢玩更多。",
        body: `<p>初次來到${brand}？首次存款可獲<strong>100%</strong>配對獎金，最高<strong>RM 300</strong>。</p><h3>參與方式</h3><ol><li>存款至少RM 30。</li><li>獎金將在10分鐘內存入您的錢包。</li><li>提款前需完成存款加獎金10倍的流水。</li></ol><table><thead><tr><th scope="col">存款</th><th scope="col">獎金</th><th scope="col">流水</th></tr></thead><tbody><tr><td>RM 30</td><td>RM 30</td><td>RM 600</td></tr><tr><td>RM 150</td><td>RM 150</td><td>RM 3,000</td></tr><tr><td>RM 300</td><td>RM 300</td><td>RM 6,000</td></tr></tbody></table><p>每位玩家限領一次。適用<a href="/tnc">條款與條件</a>。</p>`,
      },
      "ms-MY": {
        title: "Bonus alu-aluan 100% sehingga RM 300",
        summary: "Gandakan deposit pertama anda dan mula bermain dengan lebih.",
        body: `<p>Baru di ${brand}? Deposit pertama anda dipadankan <strong>100%</strong>, sehingga <strong>RM 300</strong>.</p><h3>Cara ia berfungsi</h3><ol><li>Deposit sekurang-kurangnya RM 30.</li><li>Bonus dimasukkan ke dompet anda dalam masa 10 minit.</li><li>Capai pusing ganti 10 kali deposit dan bonus sebelum mengeluarkan wang.</li></ol><table><thead><tr><th scope="col">Deposit</th><th scope="col">Bonus</th><th scope="col">Pusing ganti</th></tr></thead><tbody><tr><td>RM 30</td><td>RM 30</td><td>RM 600</td></tr><tr><td>RM 150</td><td>RM 150</td><td>RM 3,000</td></tr><tr><td>RM 300</td><td>RM 300</td><td>RM 6,000</td></tr></tbody></table><p>Satu bonus bagi setiap pemain. <a href="/tnc">Terma dan syarat</a> terpakai.</p>`,
      },
    },
  },
  {
    art: "cashback",
    from: -3,
    to: 4,
    texts: {
      "en-US": {
        title: "Weekend cashback 10% on slots",
        summary: "Lose on slots this weekend? Get 10% back on Monday.",
        body: `<p>Every weekend, <strong>10%</strong> of your net loss on slot games comes back to you as cashback, up to RM 500.</p><ul><li>Counted from Friday 00:00 to Sunday 23:59 (GMT+8).</li><li>Paid to your wallet on Monday by 12:00.</li><li>Cashback has a 1× turnover requirement.</li></ul>`,
      },
      "zh-CN": {
        title: "周末老虎机10%返现",
        summary: "周末玩老虎机输了？周一返还10%。",
        body: `<p>每个周末，您在老虎机游戏的净亏损将以<strong>10%</strong>返现，最高RM 500。</p><ul><li>计算时间：周五00:00至周日23:59（GMT+8）。</li><li>周一12:00前存入您的钱包。</li><li>返现需完成1倍流水。</li></ul>`,
      },
      "zh-TW": {
        title: "週末老虎機10%返現",
        summary: "週末玩老虎機輸了？週一返還10%。",
        body: `<p>每個週末，您在老虎機遊戲的淨虧損將以<strong>10%</strong>返現，最高RM 500。</p><ul><li>計算時間：週五00:00至週日23:59（GMT+8）。</li><li>週一12:00前存入您的錢包。</li><li>返現需完成1倍流水。</li></ul>`,
      },
      "ms-MY": {
        title: "Pulangan tunai hujung minggu 10% untuk slot",
        summary: "Rugi di slot hujung minggu ini? Dapatkan 10% kembali pada hari Isnin.",
        body: `<p>Setiap hujung minggu, <strong>10%</strong> daripada kerugian bersih anda dalam permainan slot dikembalikan sebagai pulangan tunai, sehingga RM 500.</p><ul><li>Dikira dari Jumaat 00:00 hingga Ahad 23:59 (GMT+8).</li><li>Dibayar ke dompet anda pada hari Isnin sebelum 12:00.</li><li>Pulangan tunai memerlukan pusing ganti 1 kali.</li></ul>`,
      },
    },
  },
  {
    art: "tournament",
    from: 5,
    to: 19,
    texts: {
      "en-US": {
        title: "Slot tournament: RM 20,000 prize pool",
        summary: "Climb the leaderboard for two weeks and share the prize pool.",
        body: `<p>Every RM 1 you bet on slots earns one point. The top 100 players share <strong>RM 20,000</strong>.</p><h3>Prizes</h3><ul><li>1st: RM 5,000</li><li>2nd: RM 3,000</li><li>3rd: RM 2,000</li><li>4th to 100th: share RM 10,000</li></ul><p>The leaderboard updates every hour once the tournament starts.</p>`,
      },
      "zh-CN": {
        title: "老虎机锦标赛：奖池RM 20,000",
        summary: "两周内冲上排行榜，瓜分奖池。",
        body: `<p>在老虎机每投注RM 1可获得1积分。前100名玩家瓜分<strong>RM 20,000</strong>。</p><h3>奖励</h3><ul><li>第1名：RM 5,000</li><li>第2名：RM 3,000</li><li>第3名：RM 2,000</li><li>第4至100名：瓜分RM 10,000</li></ul><p>锦标赛开始后，排行榜每小时更新一次。</p>`,
      },
      "zh-TW": {
        title: "老虎機錦標賽：獎池RM 20,000",
        summary: "兩週內衝上排行榜，瓜分獎池。",
        body: `<p>在老虎機每投注RM 1可獲得1積分。前100名玩家瓜分<strong>RM 20,000</strong>。</p><h3>獎勵</h3><ul><li>第1名：RM 5,000</li><li>第2名：RM 3,000</li><li>第3名：RM 2,000</li><li>第4至100名：瓜分RM 10,000</li></ul><p>錦標賽開始後，排行榜每小時更新一次。</p>`,
      },
      "ms-MY": {
        title: "Kejohanan slot: kumpulan hadiah RM 20,000",
        summary: "Naik carta pendahulu selama dua minggu dan kongsi kumpulan hadiah.",
        body: `<p>Setiap RM 1 yang anda pertaruhkan pada slot memberi satu mata. 100 pemain teratas berkongsi <strong>RM 20,000</strong>.</p><h3>Hadiah</h3><ul><li>Pertama: RM 5,000</li><li>Kedua: RM 3,000</li><li>Ketiga: RM 2,000</li><li>Ke-4 hingga ke-100: berkongsi RM 10,000</li></ul><p>Carta pendahulu dikemas kini setiap jam sebaik kejohanan bermula.</p>`,
      },
    },
  },
  {
    art: "festive",
    from: -40,
    to: -10,
    texts: {
      "en-US": {
        title: "Deepavali reload bonus 30%",
        summary: "A festive 30% reload bonus on every deposit.",
        body: `<p>Celebrate the festival of lights with a <strong>30%</strong> bonus on every deposit, up to RM 188 a day.</p><p>Thank you to everyone who joined.</p>`,
      },
      "zh-CN": {
        title: "屠妖节30%充值奖金",
        summary: "节日期间每笔存款享30%奖金。",
        body: `<p>欢庆光明节，每笔存款可获<strong>30%</strong>奖金，每日最高RM 188。</p><p>感谢每一位参与的玩家。</p>`,
      },
      "zh-TW": {
        title: "屠妖節30%充值獎金",
        summary: "節日期間每筆存款享30%獎金。",
        body: `<p>歡慶光明節，每筆存款可獲<strong>30%</strong>獎金，每日最高RM 188。</p><p>感謝每一位參與的玩家。</p>`,
      },
      "ms-MY": {
        title: "Bonus tambah nilai Deepavali 30%",
        summary: "Bonus perayaan 30% untuk setiap deposit.",
        body: `<p>Raikan pesta cahaya dengan bonus <strong>30%</strong> untuk setiap deposit, sehingga RM 188 sehari.</p><p>Terima kasih kepada semua yang menyertai.</p>`,
      },
    },
  },
];

export const notices = (
  brand: string,
): { pinned: boolean; hoursAgo: number; texts: Texts<{ title: string; body: string }> }[] => [
  {
    pinned: true,
    hoursAgo: 30,
    texts: {
      "en-US": {
        title: `Scheduled maintenance on Thursday 02:00 to 04:00 (GMT+8)`,
        body: `${brand} will be under maintenance on Thursday from 02:00 to 04:00 (GMT+8). Deposits, withdrawals and games are unavailable during this time. Your balance is safe.`,
      },
      "zh-CN": {
        title: "周四02:00至04:00（GMT+8）系统维护",
        body: `${brand}将于周四02:00至04:00（GMT+8）进行系统维护。维护期间存款、提款和游戏暂停服务。您的余额安全无虞。`,
      },
      "zh-TW": {
        title: "週四02:00至04:00（GMT+8）系統維護",
        body: `${brand}將於週四02:00至04:00（GMT+8）進行系統維護。維護期間存款、提款和遊戲暫停服務。您的餘額安全無虞。`,
      },
      "ms-MY": {
        title: "Penyelenggaraan berjadual pada Khamis 02:00 hingga 04:00 (GMT+8)",
        body: `${brand} akan diselenggara pada hari Khamis dari 02:00 hingga 04:00 (GMT+8). Deposit, pengeluaran dan permainan tidak tersedia dalam tempoh ini. Baki anda selamat.`,
      },
    },
  },
  {
    pinned: false,
    hoursAgo: 5,
    texts: {
      "en-US": {
        title: "New games from Royal Slots are live",
        body: "Twelve new slot games have arrived in the lobby. Find them under Slots and try them today.",
      },
      "zh-CN": {
        title: "Royal Slots新游戏已上线",
        body: "大厅新增十二款老虎机游戏。请在老虎机分类中查看，今天就来试玩吧。",
      },
      "zh-TW": {
        title: "Royal Slots新遊戲已上線",
        body: "大廳新增十二款老虎機遊戲。請在老虎機分類中查看，今天就來試玩吧。",
      },
      "ms-MY": {
        title: "Permainan baharu daripada Royal Slots kini tersedia",
        body: "Dua belas permainan slot baharu telah tiba di lobi. Cari di bawah Slot dan cubalah hari ini.",
      },
    },
  },
  {
    pinned: false,
    hoursAgo: 72,
    texts: {
      "en-US": {
        title: "DuitNow deposits now credit within 3 minutes",
        body: "Deposits through DuitNow are now credited to your wallet within 3 minutes, day and night.",
      },
      "zh-CN": { title: "DuitNow存款现3分钟内到账", body: "通过DuitNow的存款现在可全天候在3分钟内存入您的钱包。" },
      "zh-TW": { title: "DuitNow存款現3分鐘內到帳", body: "透過DuitNow的存款現在可全天候在3分鐘內存入您的錢包。" },
      "ms-MY": {
        title: "Deposit DuitNow kini dikreditkan dalam 3 minit",
        body: "Deposit melalui DuitNow kini dikreditkan ke dompet anda dalam masa 3 minit, siang dan malam.",
      },
    },
  },
];
