/**
 * Demo content of both demo tenants, in the four languages of the app: four events (two running, one upcoming,
 * one ended), three announcements (one pinned), two posts and the pages about, terms and contact us. Rich bodies
 * go through the same cleaning as the operator's writes. Images are the tenant's own assets
 * (server/seed/assets/<tenant>/content-*.svg).
 */
import type { ContentLocale } from "../../src/api/contract/content.ts";
import type { Db } from "../db/open.ts";
import { announcements, type ContentTexts, contentEvents, contentPages, posts } from "../db/schema.ts";
import { newId } from "../services/ids.ts";
import { cleanRichHtml } from "../services/rich-html.ts";
import { demoTenants } from "./demo.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Texts<T> = Record<ContentLocale, T>;
type Rich = { title: string; summary: string; body: string };

/** Cleans every body, as a write by the operator would. */
function cleaned<T extends { body: string }>(texts: Texts<T>): ContentTexts<T> {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [locale, { ...text, body: cleanRichHtml(text.body) }]),
  ) as ContentTexts<T>;
}

const events = (brand: string): { art: string; from: number; to: number; texts: Texts<Rich> }[] => [
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

const notices = (
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

const newsPosts = (brand: string): { art: string; hoursAgo: number; texts: Texts<Rich> }[] => [
  {
    art: "guide",
    hoursAgo: 8,
    texts: {
      "en-US": {
        title: "Five tips to keep your account safe",
        summary: "A PIN, a strong password and a few good habits.",
        body: `<p>Your account holds real money. These habits keep it yours:</p><ol><li><strong>Set a withdrawal PIN</strong> and never share it, not even with support.</li><li>Use a password you use nowhere else.</li><li>Sign out on shared phones.</li><li>Only deposit through the app's own deposit screen.</li><li>Check your <a href="/transaction">transactions</a> now and then.</li></ol><p>${brand} staff will never ask for your password, PIN or OTP.</p>`,
      },
      "zh-CN": {
        title: "保护账户安全的五个建议",
        summary: "设置PIN、使用强密码，养成好习惯。",
        body: `<p>您的账户里是真金白银。以下习惯能保障资金安全：</p><ol><li><strong>设置提款PIN</strong>，切勿告诉任何人，包括客服。</li><li>使用一个在别处从未用过的密码。</li><li>在共用手机上记得登出。</li><li>只通过应用内的存款页面存款。</li><li>不时查看您的<a href="/transaction">交易记录</a>。</li></ol><p>${brand}工作人员绝不会索取您的密码、PIN或OTP。</p>`,
      },
      "zh-TW": {
        title: "保護帳戶安全的五個建議",
        summary: "設定PIN、使用強密碼，養成好習慣。",
        body: `<p>您的帳戶裡是真金白銀。以下習慣能保障資金安全：</p><ol><li><strong>設定提款PIN</strong>，切勿告訴任何人，包括客服。</li><li>使用一個在別處從未用過的密碼。</li><li>在共用手機上記得登出。</li><li>只透過應用內的存款頁面存款。</li><li>不時查看您的<a href="/transaction">交易記錄</a>。</li></ol><p>${brand}工作人員絕不會索取您的密碼、PIN或OTP。</p>`,
      },
      "ms-MY": {
        title: "Lima petua untuk memastikan akaun anda selamat",
        summary: "PIN, kata laluan yang kukuh dan beberapa tabiat baik.",
        body: `<p>Akaun anda menyimpan wang sebenar. Tabiat ini memastikan ia kekal milik anda:</p><ol><li><strong>Tetapkan PIN pengeluaran</strong> dan jangan kongsikannya, walaupun dengan khidmat pelanggan.</li><li>Gunakan kata laluan yang tidak digunakan di tempat lain.</li><li>Log keluar pada telefon yang dikongsi.</li><li>Deposit hanya melalui skrin deposit aplikasi.</li><li>Semak <a href="/transaction">transaksi</a> anda dari semasa ke semasa.</li></ol><p>Kakitangan ${brand} tidak akan meminta kata laluan, PIN atau OTP anda.</p>`,
      },
    },
  },
  {
    art: "news",
    hoursAgo: 50,
    texts: {
      "en-US": {
        title: "Rebates are now paid every day",
        summary: "Claim your rebate the day after you play.",
        body: `<p>Rebates on your turnover are now worked out after each day ends at 00:00 (GMT+8), and you can claim them the next morning.</p><figure><img src="/tenant-assets/{tenant}/content-cashback.svg" alt="Rebate list" width="600" height="300"><figcaption>Your rebates, day by day.</figcaption></figure><p>Open <a href="/rebate_list">Rebates</a> to see today's turnover so far.</p>`,
      },
      "zh-CN": {
        title: "返水现已每日发放",
        summary: "游戏次日即可领取返水。",
        body: `<p>您的流水返水现于每日00:00（GMT+8）结束后计算，次日早上即可领取。</p><figure><img src="/tenant-assets/{tenant}/content-cashback.svg" alt="返水列表" width="600" height="300"><figcaption>您每天的返水。</figcaption></figure><p>打开<a href="/rebate_list">返水</a>查看今天到目前为止的流水。</p>`,
      },
      "zh-TW": {
        title: "返水現已每日發放",
        summary: "遊戲次日即可領取返水。",
        body: `<p>您的流水返水現於每日00:00（GMT+8）結束後計算，次日早上即可領取。</p><figure><img src="/tenant-assets/{tenant}/content-cashback.svg" alt="返水列表" width="600" height="300"><figcaption>您每天的返水。</figcaption></figure><p>打開<a href="/rebate_list">返水</a>查看今天到目前為止的流水。</p>`,
      },
      "ms-MY": {
        title: "Rebat kini dibayar setiap hari",
        summary: "Tuntut rebat anda sehari selepas anda bermain.",
        body: `<p>Rebat atas pusing ganti anda kini dikira selepas setiap hari berakhir pada 00:00 (GMT+8), dan anda boleh menuntutnya keesokan paginya.</p><figure><img src="/tenant-assets/{tenant}/content-cashback.svg" alt="Senarai rebat" width="600" height="300"><figcaption>Rebat anda, hari demi hari.</figcaption></figure><p>Buka <a href="/rebate_list">Rebat</a> untuk melihat pusing ganti hari ini setakat ini.</p>`,
      },
    },
  },
];

const pageTexts = (brand: string) => ({
  about: {
    "en-US": {
      title: `About ${brand}`,
      body: `<p>${brand} is an online gaming platform for players in Malaysia, with slots, live casino, sports, fishing and lottery games from licensed providers.</p><h3>What we stand for</h3><ul><li>Fast deposits and withdrawals, reviewed around the clock.</li><li>Fair games from providers audited by independent labs.</li><li>Responsible play: set limits, take breaks, and ask us for help at any time.</li></ul>`,
    },
    "zh-CN": {
      title: `关于${brand}`,
      body: `<p>${brand}是面向马来西亚玩家的在线游戏平台，提供来自持牌供应商的老虎机、真人娱乐场、体育、捕鱼和彩票游戏。</p><h3>我们的承诺</h3><ul><li>快速存提款，全天候审核。</li><li>游戏公平，供应商经独立实验室审计。</li><li>理性娱乐：设定限额、适当休息，随时向我们求助。</li></ul>`,
    },
    "zh-TW": {
      title: `關於${brand}`,
      body: `<p>${brand}是面向馬來西亞玩家的線上遊戲平台，提供來自持牌供應商的老虎機、真人娛樂場、體育、捕魚和彩票遊戲。</p><h3>我們的承諾</h3><ul><li>快速存提款，全天候審核。</li><li>遊戲公平，供應商經獨立實驗室審計。</li><li>理性娛樂：設定限額、適當休息，隨時向我們求助。</li></ul>`,
    },
    "ms-MY": {
      title: `Tentang ${brand}`,
      body: `<p>${brand} ialah platform permainan dalam talian untuk pemain di Malaysia, dengan permainan slot, kasino langsung, sukan, memancing dan loteri daripada pembekal berlesen.</p><h3>Pegangan kami</h3><ul><li>Deposit dan pengeluaran pantas, disemak sepanjang masa.</li><li>Permainan adil daripada pembekal yang diaudit oleh makmal bebas.</li><li>Bermain secara bertanggungjawab: tetapkan had, berehat, dan minta bantuan kami bila-bila masa.</li></ul>`,
    },
  },
  tnc: {
    "en-US": {
      title: "Terms and conditions",
      body: `<h3>1. Eligibility</h3><p>You must be 18 or older and allowed to play where you live. One account per person.</p><h3>2. Deposits and withdrawals</h3><p>Deposits from RM 30 to RM 30,000. Withdrawals go only to a bank account in your own name; at most 3 a day and RM 30,000 a day.</p><h3>3. Bonuses</h3><p>Each promotion states its turnover requirement. Bonus abuse (several accounts, matched betting) voids the bonus and its winnings.</p><h3>4. Responsible play</h3><p>Contact us to set a deposit limit or to close your account for a while.</p>`,
    },
    "zh-CN": {
      title: "条款与条件",
      body: `<h3>1. 资格</h3><p>您必须年满18岁，且所在地允许参与游戏。每人仅限一个账户。</p><h3>2. 存款与提款</h3><p>存款金额RM 30至RM 30,000。提款只能转入您本人名下的银行账户；每日最多3次，每日上限RM 30,000。</p><h3>3. 奖金</h3><p>每项优惠均注明流水要求。滥用奖金（多个账户、对冲投注）将导致奖金及其盈利作废。</p><h3>4. 理性娱乐</h3><p>如需设定存款限额或暂时关闭账户，请联系我们。</p>`,
    },
    "zh-TW": {
      title: "條款與條件",
      body: `<h3>1. 資格</h3><p>您必須年滿18歲，且所在地允許參與遊戲。每人僅限一個帳戶。</p><h3>2. 存款與提款</h3><p>存款金額RM 30至RM 30,000。提款只能轉入您本人名下的銀行帳戶；每日最多3次，每日上限RM 30,000。</p><h3>3. 獎金</h3><p>每項優惠均註明流水要求。濫用獎金（多個帳戶、對沖投注）將導致獎金及其盈利作廢。</p><h3>4. 理性娛樂</h3><p>如需設定存款限額或暫時關閉帳戶，請聯絡我們。</p>`,
    },
    "ms-MY": {
      title: "Terma dan syarat",
      body: `<h3>1. Kelayakan</h3><p>Anda mesti berumur 18 tahun ke atas dan dibenarkan bermain di tempat tinggal anda. Satu akaun bagi setiap orang.</p><h3>2. Deposit dan pengeluaran</h3><p>Deposit dari RM 30 hingga RM 30,000. Pengeluaran hanya ke akaun bank atas nama anda sendiri; paling banyak 3 kali sehari dan RM 30,000 sehari.</p><h3>3. Bonus</h3><p>Setiap promosi menyatakan syarat pusing gantinya. Penyalahgunaan bonus (beberapa akaun, pertaruhan padanan) membatalkan bonus dan kemenangannya.</p><h3>4. Bermain secara bertanggungjawab</h3><p>Hubungi kami untuk menetapkan had deposit atau menutup akaun anda buat sementara.</p>`,
    },
  },
  contact_us: {
    "en-US": {
      title: "Contact us",
      body: `<p>Our support team answers around the clock in English, Malay and Chinese. For a deposit or withdrawal, have its reference ready.</p>`,
    },
    "zh-CN": {
      title: "联系我们",
      body: `<p>我们的客服团队全天候以英语、马来语和中文为您服务。查询存款或提款时，请准备好交易编号。</p>`,
    },
    "zh-TW": {
      title: "聯絡我們",
      body: `<p>我們的客服團隊全天候以英語、馬來語和中文為您服務。查詢存款或提款時，請準備好交易編號。</p>`,
    },
    "ms-MY": {
      title: "Hubungi kami",
      body: `<p>Pasukan sokongan kami menjawab sepanjang masa dalam bahasa Inggeris, Melayu dan Cina. Untuk deposit atau pengeluaran, sediakan nombor rujukannya.</p>`,
    },
  },
});

const contactsOf = (tenantId: string, n: number) => [
  { kind: "whatsapp", value: `6011${String(2345670 + n)}` },
  { kind: "telegram", value: `@${tenantId}_support` },
  { kind: "email", value: `support@${tenantId}.example` },
  { kind: "hours", value: "24/7" },
];

export async function seedContent(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [n, tenant] of demoTenants.entries()) {
      const art = (name: string) => `/tenant-assets/${tenant.id}/content-${name}.svg`;
      const withTenant = <T extends { body: string }>(texts: Texts<T>): Texts<T> =>
        Object.fromEntries(
          Object.entries(texts).map(([l, t]) => [l, { ...t, body: t.body.replaceAll("{tenant}", tenant.id) }]),
        ) as Texts<T>;
      await tx.insert(contentEvents).values(
        events(tenant.brandName).map((e, position) => ({
          id: newId(),
          tenantId: tenant.id,
          banner: art(e.art),
          startsAt: new Date(now.getTime() + e.from * DAY_MS),
          endsAt: new Date(now.getTime() + e.to * DAY_MS),
          position,
          texts: cleaned(e.texts),
          createdAt: now,
          updatedAt: now,
        })),
      );
      await tx.insert(announcements).values(
        notices(tenant.brandName).map((a) => ({
          id: newId(),
          tenantId: tenant.id,
          pinned: a.pinned,
          publishedAt: new Date(now.getTime() - a.hoursAgo * HOUR_MS),
          texts: a.texts,
          updatedAt: now,
        })),
      );
      await tx.insert(posts).values(
        newsPosts(tenant.brandName).map((p) => ({
          id: newId(),
          tenantId: tenant.id,
          cover: art(p.art),
          publishedAt: new Date(now.getTime() - p.hoursAgo * HOUR_MS),
          texts: cleaned(withTenant(p.texts)),
          updatedAt: now,
        })),
      );
      const pages = pageTexts(tenant.brandName);
      await tx.insert(contentPages).values(
        (["about", "tnc", "contact_us"] as const).map((slug) => ({
          tenantId: tenant.id,
          slug,
          texts: cleaned(pages[slug]),
          contacts: slug === "contact_us" ? contactsOf(tenant.id, n) : [],
          updatedAt: now,
        })),
      );
    }
  });
}
