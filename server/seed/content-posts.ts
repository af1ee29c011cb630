import type { Rich, Texts } from "./content-events.ts";

export const newsPosts = (brand: string): { art: string; hoursAgo: number; texts: Texts<Rich> }[] => [
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

export const pageTexts = (brand: string) => ({
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

export const contactsOf = (tenantId: string, n: number) => [
  { kind: "whatsapp", value: `6011${String(2345670 + n)}` },
  { kind: "telegram", value: `@${tenantId}_support` },
  { kind: "email", value: `support@${tenantId}.example` },
  { kind: "hours", value: "24/7" },
];
