// What the demo's staff did in the office and the field besides the traffic (records.ts,
// field-records.ts), as data: amounts in fen, times relative to the demo's now or to the record
// acted on. Pure.
import { channelDay } from '../../lib/channels/clock';
import type { DemoLot } from './estate-plan';

const DAY = 86_400_000;

/** The start (00:00, UTC+8) of the operator's day `offset` days from the one of `at`. */
export const dayStart = (at: number, offset = 0) => Date.parse(`${channelDay(at + offset * DAY)}T00:00:00+08:00`);

/** The logins of the demo's office staff. */
export interface DemoStaff { admin: string; operator: string; service: string; finance: string }

/** The POS terminal is handed to a collector for a shift and taken back at its end (operator hours), on the last days. */
export const DEMO_TERMINAL_SHIFTS = { days: 2, shifts: [{ login: 'sf-zhang', from: 7, to: 15 }, { login: 'sf-li', from: 15, to: 23 }] } as const;
/** Booth shifts: day 07:00-19:00 and night 19:00-07:00, the float of the parameter 岗亭备用金; the third closes short. */
export const DEMO_SHIFT = { startHours: [7, 19], hours: 12, float: 20_000, shortShift: 3, shortBy: 1_000, shortReason: '夜班找零失误短款 10 元，已登记' } as const;

export interface DemoRefundPlan {
  channel: 'cash' | 'alipay' | 'wechat';
  amount: number;
  reason: string;
  /** Asked the day after the payment, at this hour (operator time); decided two hours later. */
  askedAtHour: number;
  outcome: 'refunded' | 'rejected' | 'waiting';
}
/**
 * Cards sold more time at the booth (the booth's cashier), hours before the demo's now: in cash, or
 * paid offline with its reference and waiting for finance on /OfflineOrderReview (nothing booked).
 * A VIP card is extended for free by the lot operator on /MonthlyRentalVipManagement and the
 * extension confirmed by finance `confirmedAfterHours` later (a second person).
 */
export const DEMO_RENEWALS: readonly {
  customer: string; count: number; hoursAgo: number; offline?: { channel: 'alipay'; reference: string }; vip?: { confirmedAfterHours: number };
}[] = [
  { customer: '周敏', count: 1, hoursAgo: 30 },
  { customer: '林涛', count: 3, hoursAgo: 6 },
  { customer: '何静', count: 12, hoursAgo: 28 },
  { customer: '陈立', count: 1, hoursAgo: 2, offline: { channel: 'alipay', reference: '2025061022001456781234567890' } },
  { customer: '东站客运服务公司', count: 12, hoursAgo: 26, vip: { confirmedAfterHours: 3 } },
];

/**
 * Berths of their lot allocated to cards by the lot operator, hours before the demo's now: on the
 * page of the card's kind (a paid monthly order's card on /MonthlyRentalOrderAllocation, a property
 * card on /PropertyAllocation, its own space's berth).
 */
export const DEMO_ALLOCATIONS: readonly { customer: string; berth: string; hoursAgo: number; page: '/MonthlyRentalOrderAllocation' | '/PropertyAllocation' }[] = [
  { customer: '周敏', berth: 'B1-003', hoursAgo: 20, page: '/MonthlyRentalOrderAllocation' },
  { customer: '何静', berth: 'G-007', hoursAgo: 27, page: '/PropertyAllocation' },
];

/**
 * Cards renewed online by their customers through Alipay or WeChat Pay (docs/rentals.md, "Online
 * renewals"; Alipay's on /AliMonthlyOrderInfo, all on /MonthOrder), hours before the demo's now:
 * the order made by the customer's phone (CreateMonthlySpecialInfo) and, `paid`, the trade made
 * with his payment code on the demo's simulated channel through the lot's account and booked
 * (without the simulated channels, under a trade number of the demo's own, as the history's
 * payments are); not paid, an attempt the customer left, expired half an hour later.
 */
export const DEMO_ONLINE_RENEWALS: readonly { customer: string; channel: 'alipay' | 'wechat'; count: number; hoursAgo: number; paid: boolean }[] = [
  { customer: '周敏', channel: 'alipay', count: 1, hoursAgo: 20, paid: true },
  { customer: '杭州东站物业', channel: 'wechat', count: 3, hoursAgo: 9, paid: true },
  { customer: '周敏', channel: 'alipay', count: 2, hoursAgo: 3, paid: false },
];

/**
 * A card given back at the booth: the cashier asks the refund of one of those sales (the amount the
 * lot's rule gives, /MonthlyRentReturnManagement), hours before the demo's now; it waits for customer
 * service's review (finance confirms after).
 */
export const DEMO_RENTAL_REFUND = { customer: '林涛', hoursAgo: 2, reason: '车主工作调动，申请退卡退款' } as const;

/**
 * Stored-value customers (one per lot with lanes): recharged in cash at the booth by its cashier
 * `hoursAgo`, then parked a few times, each stay paid from the balance at the exit (entered
 * `inHoursAgo`, `hours` long).
 */
export const DEMO_STORED_VALUE: readonly { customer: string; amount: number; hoursAgo: number; visits: readonly { inHoursAgo: number; hours: number }[] }[] = [
  { customer: '郑凯', amount: 20_000, hoursAgo: 70, visits: [{ inHoursAgo: 60, hours: 2 }, { inHoursAgo: 36, hours: 4 }, { inHoursAgo: 12, hours: 1 }] },
  { customer: '孙悦', amount: 30_000, hoursAgo: 50, visits: [{ inHoursAgo: 47, hours: 3 }, { inHoursAgo: 23, hours: 2 }] },
];

/**
 * The street lot's VIP customer's car on the locked berths of its street (/VipLockOrderRecord): each
 * visit on the lock berth that has been free the longest, from `afterFreeMinutes` after it freed
 * (and after the car's previous visit), `minutes` long; a visit that would end after the demo's now
 * is still parked.
 */
export const DEMO_VIP_LOCK_STAYS = {
  customer: '滨江交警执勤中队',
  afterFreeMinutes: 20,
  visits: [{ minutes: 95 }, { minutes: 40 }, { minutes: 24 * 60 }],
} as const;

/** Alipay and WeChat refunds need the demo's channels (the WeChat one waits for review: its refund ends by notification). */
export const DEMO_REFUNDS: readonly DemoRefundPlan[] = [
  { channel: 'cash', amount: 500, reason: '岗亭多收 5 元，车主来电核实后退还', askedAtHour: 10, outcome: 'refunded' },
  { channel: 'alipay', amount: 300, reason: '车辆提前离场，退还多缴停车费', askedAtHour: 11, outcome: 'refunded' },
  { channel: 'cash', amount: 200, reason: '车主申请退还找零差额', askedAtHour: 14, outcome: 'rejected' },
  { channel: 'wechat', amount: 200, reason: '重复扫码支付，申请退还一笔', askedAtHour: 16, outcome: 'waiting' },
];

/** Owners on file of plates that owe, reminded by SMS. */
export const DEMO_REMINDED_OWNERS = [
  { vehicleType: 'small', brand: '大众', color: '白色', owner: '林先生', phone: '13588012345' },
  { vehicleType: 'small', brand: '比亚迪', color: '灰色', owner: '许女士', phone: '13957123456' },
  { vehicleType: 'small', brand: '丰田', color: '黑色', owner: '陈先生', phone: '18667001234' },
];
export const DEMO_VOID_REASON = '地磁误报产生的欠费，经收费员核实车辆未停放，予以核销';
/** A WeChat payment whose notification was lost (its own payer code's seed), settled by asking the channel. */
export const DEMO_LOST_NOTIFICATION = { minutesBeforeExit: 6, seed: 20_261_126, reason: '车主小程序已付款但支付通知未送达，查询微信确认后补记' };
/** The file name finance's daily settlement exports start with. */
export const DEMO_EXPORT_NAME = '日结明细';
export const DEMO_IMPORT = { fileName: 'POS离线收费补录', note: 'POS 断网期间现金收费补录' };

/** The west lot's booth system reports its cash takings each morning; one day it counted ¥10 the console never booked. */
export const DEMO_CHARGE_SYSTEM = {
  lot: 'west' as DemoLot['key'], systemName: '西湖岗亭收费系统 V3', recordPrefix: 'XH', unbookedDay: -3,
  unbooked: { amount: 1_000, note: '含一笔岗亭手工收费未录入平台' },
};

export interface DemoProblem {
  kind: number;
  lot: DemoLot['key'];
  location: string;
  deviceSerial: string;
  description: string;
  reporter: string;
  hoursAgo: number;
  /** Handling steps in order, each some minutes after the one before. */
  steps: { action: 'assign' | 'start' | 'resolve' | 'close'; afterMinutes: number; note?: string }[];
}
export const DEMO_PROBLEMS: readonly DemoProblem[] = [
  {
    kind: 7, lot: 'east', location: 'B1 电梯厅', deviceSerial: 'SF-E-PAY1', description: '缴费机纸币器卡币，无法收取纸币', reporter: '周海', hoursAgo: 72,
    steps: [
      { action: 'assign', afterMinutes: 10, note: '请设备运维员到场处理' },
      { action: 'start', afterMinutes: 20 },
      { action: 'resolve', afterMinutes: 40, note: '清理卡币，纸币器已复位' },
      { action: 'close', afterMinutes: 120, note: '观察两小时无复发' },
    ],
  },
  {
    kind: 1, lot: 'street', location: 'JN003', deviceSerial: '', description: '泊位标线模糊，车辆停放越线占用相邻泊位', reporter: '李娜（sf-li）', hoursAgo: 20,
    steps: [{ action: 'assign', afterMinutes: 60, note: '联系路捷交通设施重新划线' }],
  },
  {
    kind: 8, lot: 'west', location: '西入口', deviceSerial: '', description: '入口指示牌被树枝遮挡，车主反映不易找到入口', reporter: '郑婷', hoursAgo: 5,
    steps: [],
  },
];
