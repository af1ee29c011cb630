/**
 * Demo gift catalogue for every tenant that has none yet: eight believable gifts with varied point prices and
 * stock (one out of stock), their names and descriptions in the app's four languages; pictures drawn by
 * routes/gift-art.ts. Lotus Jade prices its gifts a little higher than Harimau Play, so the two differ.
 */
import { sql } from "drizzle-orm";
import type { GiftText } from "../../src/api/contract/gifts.ts";
import type { Db } from "../db/open.ts";
import { gifts, tenants } from "../db/schema.ts";

type DemoGift = { id: string; point: number; stock: number; name: GiftText; description: GiftText };

export const demoGifts: DemoGift[] = [
  {
    id: "grocery-voucher",
    point: 800,
    stock: 120,
    name: {
      "en-US": "RM 50 grocery voucher",
      "zh-CN": "RM 50 超市礼券",
      "zh-TW": "RM 50 超市禮券",
      "ms-MY": "Baucar runcit RM 50",
    },
    description: {
      "en-US": "Spend it at major supermarkets nationwide. Valid for 6 months.",
      "zh-CN": "可在全国各大超市使用，有效期 6 个月。",
      "zh-TW": "可在全國各大超市使用，有效期 6 個月。",
      "ms-MY": "Boleh digunakan di pasar raya utama seluruh negara. Sah selama 6 bulan.",
    },
  },
  {
    id: "top-up-card",
    point: 500,
    stock: 200,
    name: {
      "en-US": "RM 30 mobile top-up",
      "zh-CN": "RM 30 手机充值卡",
      "zh-TW": "RM 30 手機儲值卡",
      "ms-MY": "Tambah nilai mudah alih RM 30",
    },
    description: {
      "en-US": "A prepaid reload PIN for any Malaysian mobile network, sent by SMS.",
      "zh-CN": "适用于马来西亚各电信网络的预付充值码，以短信发送。",
      "zh-TW": "適用於馬來西亞各電信網絡的預付儲值碼，以簡訊發送。",
      "ms-MY": "PIN tambah nilai prabayar untuk semua rangkaian mudah alih Malaysia, dihantar melalui SMS.",
    },
  },
  {
    id: "power-bank",
    point: 1200,
    stock: 40,
    name: {
      "en-US": "10,000 mAh power bank",
      "zh-CN": "10,000 mAh 移动电源",
      "zh-TW": "10,000 mAh 行動電源",
      "ms-MY": "Power bank 10,000 mAh",
    },
    description: {
      "en-US": "Slim power bank with USB-C fast charging. Charges a phone about twice.",
      "zh-CN": "轻薄移动电源，支持 USB-C 快充，可为手机充电约两次。",
      "zh-TW": "輕薄行動電源，支援 USB-C 快充，可為手機充電約兩次。",
      "ms-MY": "Power bank nipis dengan pengecasan pantas USB-C. Boleh mengecas telefon kira-kira dua kali.",
    },
  },
  {
    id: "tumbler",
    point: 650,
    stock: 0,
    name: { "en-US": "Insulated tumbler", "zh-CN": "保温随行杯", "zh-TW": "保溫隨行杯", "ms-MY": "Tumbler bertebat" },
    description: {
      "en-US": "750 ml stainless steel tumbler. Keeps drinks cold for 24 hours.",
      "zh-CN": "750 毫升不锈钢随行杯，冷饮保冷 24 小时。",
      "zh-TW": "750 毫升不鏽鋼隨行杯，冷飲保冷 24 小時。",
      "ms-MY": "Tumbler keluli tahan karat 750 ml. Minuman kekal sejuk selama 24 jam.",
    },
  },
  {
    id: "earbuds",
    point: 2500,
    stock: 25,
    name: { "en-US": "Wireless earbuds", "zh-CN": "无线耳机", "zh-TW": "無線耳機", "ms-MY": "Fon telinga tanpa wayar" },
    description: {
      "en-US": "Bluetooth 5.3 earbuds with a charging case and up to 24 hours of play.",
      "zh-CN": "蓝牙 5.3 耳机，附充电盒，续航最长 24 小时。",
      "zh-TW": "藍牙 5.3 耳機，附充電盒，續航最長 24 小時。",
      "ms-MY": "Fon telinga Bluetooth 5.3 dengan bekas pengecas dan sehingga 24 jam main.",
    },
  },
  {
    id: "bluetooth-speaker",
    point: 3200,
    stock: 15,
    name: {
      "en-US": "Portable speaker",
      "zh-CN": "便携蓝牙音箱",
      "zh-TW": "便攜藍牙喇叭",
      "ms-MY": "Pembesar suara mudah alih",
    },
    description: {
      "en-US": "Water-resistant Bluetooth speaker with rich bass and 12 hours of battery.",
      "zh-CN": "防水蓝牙音箱，低音饱满，电池续航 12 小时。",
      "zh-TW": "防水藍牙喇叭，低音飽滿，電池續航 12 小時。",
      "ms-MY": "Pembesar suara Bluetooth kalis air dengan bes padu dan bateri 12 jam.",
    },
  },
  {
    id: "backpack",
    point: 4000,
    stock: 12,
    name: { "en-US": "Travel backpack", "zh-CN": "旅行背包", "zh-TW": "旅行背包", "ms-MY": "Beg galas pelancongan" },
    description: {
      "en-US": "Water-repellent backpack with a padded 15-inch laptop sleeve.",
      "zh-CN": "防泼水背包，附 15 英寸笔记本电脑软垫夹层。",
      "zh-TW": "防潑水背包，附 15 吋筆記型電腦軟墊夾層。",
      "ms-MY": "Beg galas kalis percikan dengan ruang komputer riba 15 inci berlapik.",
    },
  },
  {
    id: "smartwatch",
    point: 8800,
    stock: 5,
    name: { "en-US": "Smartwatch", "zh-CN": "智能手表", "zh-TW": "智慧手錶", "ms-MY": "Jam tangan pintar" },
    description: {
      "en-US": "AMOLED smartwatch with heart-rate tracking, GPS and a 7-day battery.",
      "zh-CN": "AMOLED 智能手表，支持心率监测与 GPS，电池续航 7 天。",
      "zh-TW": "AMOLED 智慧手錶，支援心率監測與 GPS，電池續航 7 天。",
      "ms-MY": "Jam tangan pintar AMOLED dengan pemantauan kadar jantung, GPS dan bateri 7 hari.",
    },
  },
];

/** Lotus Jade's prices are a quarter higher (rounded to tens of points). */
const priceFactor: Record<string, number> = { lotus: 1.25 };

/** Seeds the demo catalogue for every tenant without gifts (also for a database seeded before gifts existed). */
export async function seedGiftsIfEmpty(db: Db): Promise<void> {
  const tenantIds = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`not exists (select 1 from gifts g where g.tenant_id = ${tenants.id})`);
  if (tenantIds.length === 0) return;
  await db.insert(gifts).values(
    tenantIds.flatMap(({ id: tenantId }) =>
      demoGifts.map((g, position) => ({
        tenantId,
        id: g.id,
        name: g.name,
        description: g.description,
        image: `/gift-art/${g.id}.svg`,
        point: Math.round((g.point * (priceFactor[tenantId] ?? 1)) / 10) * 10,
        stock: g.stock,
        active: true,
        position,
      })),
    ),
  );
}
