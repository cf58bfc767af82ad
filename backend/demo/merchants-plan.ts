// The demo's merchants (docs/merchants.md, "Demo"): at every lot one paying ahead and one billed
// after: a mall (prepaid) and a hotel (post-paid) at the east station's lot, a clinic (prepaid
// minutes) and a tea house (post-paid) at the west one, a café (prepaid) and a community clinic
// (post-paid) on the street; and a florist whose account was closed; each written by the lot operator on /MerchantInformationManagement, topped up at the
// booth by the cashier (/MerchantRecharge: cash, or POS with its slip), hours before the demo's
// now. The florist's closing is asked by the lot operator and confirmed by finance (a second
// person), who hands its balance back in cash. The demo user `merchant` is the mall's.
export interface DemoMerchant {
  lot: 'east' | 'west' | 'street';
  name: string; contact: string; phone: string;
  settlement: 'prepaid' | 'postpaid' | 'minutes';
  discount: number;
  /** Fen a minute (prepaid minutes). */
  minutePrice?: number;
  /** Fen (post-paid). */
  arrearsLimit?: number;
  limits: { period: 'day' | 'week' | 'month' | 'year'; count?: number; amount?: number; minutes?: number; cars?: number };
  hoursAgo: number;
  topUps: readonly { amount: number; channel: 'cash' | 'pos'; reference?: string; hoursAgo: number }[];
  closing?: { reason: string; askedHoursAgo: number; confirmedHoursAgo: number };
}

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  {
    lot: 'east', name: '银泰百货', contact: '王敏', phone: '13957100001', settlement: 'prepaid', discount: 8,
    limits: { period: 'day', count: 200, amount: 300_000 }, hoursAgo: 140,
    topUps: [{ amount: 80_000, channel: 'cash', hoursAgo: 100 }, { amount: 40_000, channel: 'pos', reference: 'POS2611230001', hoursAgo: 20 }],
  },
  {
    lot: 'east', name: '东站国际酒店', contact: '李娜', phone: '13957100002', settlement: 'postpaid', discount: 10, arrearsLimit: 500_000,
    limits: { period: 'month', amount: 1_000_000, cars: 30 }, hoursAgo: 130,
    topUps: [{ amount: 30_000, channel: 'cash', hoursAgo: 30 }],
  },
  {
    lot: 'west', name: '仁和门诊部', contact: '赵医生', phone: '13957100003', settlement: 'minutes', discount: 9, minutePrice: 10,
    limits: { period: 'week', minutes: 6_000 }, hoursAgo: 120,
    topUps: [{ amount: 18_000, channel: 'cash', hoursAgo: 50 }],
  },
  {
    lot: 'west', name: '西湖茶馆', contact: '吴掌柜', phone: '13957100007', settlement: 'postpaid', discount: 10, arrearsLimit: 300_000,
    limits: { period: 'month', amount: 500_000 }, hoursAgo: 118, topUps: [],
  },
  {
    lot: 'street', name: '滨江咖啡馆', contact: '郑店长', phone: '13957100008', settlement: 'prepaid', discount: 9,
    limits: { period: 'day', count: 50 }, hoursAgo: 116,
    topUps: [{ amount: 45_000, channel: 'pos', reference: 'POS2611250007', hoursAgo: 60 }],
  },
  {
    lot: 'street', name: '滨江社区卫生服务站', contact: '冯医生', phone: '13957100009', settlement: 'postpaid', discount: 10, arrearsLimit: 200_000,
    limits: { period: 'week', count: 100 }, hoursAgo: 115,
    // Post-paid, but it settles ahead now and then at the collector's POS.
    topUps: [{ amount: 20_000, channel: 'pos', reference: 'POS2611260003', hoursAgo: 40 }],
  },
  {
    lot: 'west', name: '花语花店', contact: '孙丽', phone: '13957100004', settlement: 'prepaid', discount: 9.5,
    limits: { period: 'day', count: 20 }, hoursAgo: 150,
    topUps: [{ amount: 9_500, channel: 'cash', hoursAgo: 110 }],
    closing: { reason: '店铺搬迁，合作结束', askedHoursAgo: 26, confirmedHoursAgo: 22 },
  },
  // Partners of third-party discounts (third-discounts.ts): post-paid, billed for what their coupons take off.
  {
    lot: 'east', name: '工行信用卡中心', contact: '钱经理', phone: '13957100005', settlement: 'postpaid', discount: 10, arrearsLimit: 2_000_000,
    limits: { period: 'month' }, hoursAgo: 100, topUps: [],
  },
  {
    lot: 'east', name: '支付宝', contact: '周经理', phone: '13957100006', settlement: 'postpaid', discount: 10, arrearsLimit: 1_000_000,
    limits: { period: 'month' }, hoursAgo: 100, topUps: [],
  },
];

/** The demo user bound to a merchant (backend/demo/staff-roles.ts MERCHANT), and which. */
export const DEMO_MERCHANT_USER = { login: 'merchant', merchant: '银泰百货' } as const;

/**
 * The merchants' coupons (/MerchantCouponManagement, docs/merchants.md "Coupons"): written by the lot
 * operator for each merchant; amounts fen, validity hours.
 */
export interface DemoCouponType {
  merchant: string; name: string; kind: 'free' | 'time' | 'cash' | 'percentage' | 'period';
  minutes?: number; amount?: number; discount?: number; hours?: number;
  validHours: number; multiUse?: true; charge: 'relief' | 'fixed'; chargeAmount?: number;
}
export const DEMO_COUPON_TYPES: readonly DemoCouponType[] = [
  { merchant: '银泰百货', name: '购物满200减5元', kind: 'cash', amount: 500, validHours: 24, charge: 'relief' },
  { merchant: '银泰百货', name: '购物满500免2小时', kind: 'time', minutes: 120, validHours: 24, charge: 'relief' },
  { merchant: '东站国际酒店', name: '住客停车全免', kind: 'free', validHours: 48, charge: 'fixed', chargeAmount: 1_000 },
  { merchant: '东站国际酒店', name: '长住客每日8折', kind: 'percentage', discount: 8, validHours: 720, multiUse: true, charge: 'relief' },
  { merchant: '仁和门诊部', name: '就诊免1小时', kind: 'time', minutes: 60, validHours: 12, charge: 'relief' },
  { merchant: '西湖茶馆', name: '品茶免2小时', kind: 'time', minutes: 120, validHours: 12, charge: 'relief' },
  { merchant: '滨江咖啡馆', name: '咖啡满30减3元', kind: 'cash', amount: 300, validHours: 24, charge: 'relief' },
  { merchant: '滨江社区卫生服务站', name: '就诊免30分钟', kind: 'time', minutes: 30, validHours: 12, charge: 'relief' },
];

/**
 * The merchants' customers' visits (`plate` entered the lot `enteredMinutesAgo`) and the coupon each
 * was given `minutesAgo`, by the merchant's user for the mall, the lot operator for the others.
 * Those that `leave` drive out through the exit and pay the rest in cash at the booth: their
 * coupons used, their merchants charged; the others are still in, priced now (coupons in use).
 */
export const DEMO_COUPONS: readonly { type: string; lot: 'east' | 'west'; plate: string; enteredMinutesAgo: number; minutesAgo: number; leaves?: { minutesAgo: number } }[] = [
  { type: '购物满200减5元', lot: 'east', plate: '浙A3C7M1', enteredMinutesAgo: 200, minutesAgo: 40, leaves: { minutesAgo: 10 } },
  { type: '购物满500免2小时', lot: 'east', plate: '浙A5F2N8', enteredMinutesAgo: 260, minutesAgo: 35, leaves: { minutesAgo: 8 } },
  { type: '住客停车全免', lot: 'east', plate: '浙B6H3P2', enteredMinutesAgo: 300, minutesAgo: 30 },
  { type: '长住客每日8折', lot: 'east', plate: '沪C8K1R5', enteredMinutesAgo: 180, minutesAgo: 25 },
  { type: '购物满200减5元', lot: 'east', plate: '浙A9L4S3', enteredMinutesAgo: 90, minutesAgo: 20 },
  { type: '就诊免1小时', lot: 'west', plate: '浙A2Q6T7', enteredMinutesAgo: 120, minutesAgo: 15 },
  { type: '品茶免2小时', lot: 'west', plate: '浙A6T9C2', enteredMinutesAgo: 150, minutesAgo: 50, leaves: { minutesAgo: 5 } },
];

/**
 * The base packages the lot operator offers to the lot's merchants (/MerchantBasePackage: a package
 * named by its name, approved), finance approving them a while later (docs/rentals.md, "Merchant
 * packages"). Fen a month and card.
 */
export const DEMO_BASE_PACKAGES = [
  { lot: 'east', packageName: '标准月卡', merchantPrice: 25_000, maxCards: 20, remark: '商户员工月卡', hoursAgo: 96, approvedAfterHours: 2 },
] as const;

/**
 * The mall's application for its staff's cards (/MerchantPackage): made by the merchant's user, one
 * line per card (holder, phone, plates), approved by finance; its account pays them.
 */
export const DEMO_MERCHANT_APPLICATIONS = [
  {
    merchant: '银泰百货', packageName: '标准月卡', months: 1, hoursAgo: 50, approvedAfterHours: 3,
    holders: ['刘洋, 13957100101, 浙A6M2X1', '陈静, 13957100102, 浙A8K5T3'],
  },
] as const;

/**
 * The operator's promotions (docs/merchants.md, "Promotions"), written by the lot operator; the gift
 * rules and the package approved by finance (a second person) unless `approved` is false. The gift
 * rules come before the merchants' top-ups, which earn them (the mall's and the hotel's first).
 * Amounts fen; times hours before the demo's now.
 */
export const DEMO_GIFT_RULES: readonly { lot: 'east' | 'west'; name: string; minTopUp: number; gift: number; firstOnly: boolean; approved: boolean }[] = [
  { lot: 'east', name: '新商户首充满300送50', minTopUp: 30_000, gift: 5_000, firstOnly: true, approved: true },
  { lot: 'east', name: '充值满1000送100', minTopUp: 100_000, gift: 10_000, firstOnly: false, approved: true },
  { lot: 'west', name: '门诊充值满500送20', minTopUp: 50_000, gift: 2_000, firstOnly: false, approved: false },
];
/** Written this long before the demo's now, approved an hour later (before every top-up). */
export const DEMO_GIFT_RULES_HOURS_AGO = 160;

/** A concert night at the east station: its window around the demo's now, its coupons for a guest list; one guest's car is in. */
export const DEMO_EVENT = {
  lot: 'east', name: '跨年演唱会嘉宾停车', amount: 1_000, fromHoursAgo: 3, toHoursAhead: 5, issuedHoursAgo: 6,
  plates: ['浙A8E1V2', '浙A8E1V3', '沪D2E7W4'], carIn: { plate: '浙A8E1V2', enteredMinutesAgo: 100 },
} as const;

/** A package of ten one-hour coupons sold at the east booth in cash; the buyer's car came and left paying the rest. */
export const DEMO_PACKAGE = {
  lot: 'east', name: '停车10小时优惠套餐', minutes: 60, coupons: 10, price: 1_500, validHours: 24 * 90,
  writtenHoursAgo: 100, approvedHoursAgo: 98, soldHoursAgo: 50, plate: '浙A7P3K9', enteredMinutesAgo: 190, leftMinutesAgo: 12,
} as const;

/** A member offer at the west lot (the member pays 80 %), two member plates enrolled. */
export const DEMO_MEMBER_OFFER = {
  lot: 'west', name: '会员停车8折', memberDiscount: 8, validDays: 365, enrolledHoursAgo: 60, plates: ['浙A1M2N3', '浙A4B5C6'],
} as const;
