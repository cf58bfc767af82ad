// How money arrives and how vehicles are recorded (payments.channel and place, stays sources,
// vehicle classes): the codes every layer uses, labelled as options in the messages of the screens showing them.

/** Payment channels (spec: cash at a booth, POS, pay station, Alipay, WeChat, app). */
export const PAYMENT_CHANNELS = ['cash', 'pos', 'payStation', 'alipay', 'wechat', 'app'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
/** Where the payment was made. */
export const PAYMENT_PLACES = ['booth', 'exit', 'payStation', 'pos', 'online'] as const;
export type PaymentPlace = (typeof PAYMENT_PLACES)[number];
/** Channels that carry a transaction number of their own (booked once per stay). */
export const CHANNELS_WITH_TXN: readonly PaymentChannel[] = ['pos', 'payStation', 'alipay', 'wechat', 'app'];
/** Longest channel transaction number taken. */
export const CHANNEL_TXN_MAX_LENGTH = 64;

/** How an entry or exit was recorded. */
export const STAY_SOURCES = ['camera', 'sensor', 'lock', 'pos', 'videoPile', 'manual'] as const;
export type StaySource = (typeof STAY_SOURCES)[number];

/** How a vehicle was recognised at entry: what it pays follows from it. */
export const VEHICLE_CLASSES = ['temporary', 'internal', 'white', 'special', 'disabled', 'group'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** Kinds of an order's reductions: a discount, a free departure, a waiver, what a stored-value balance paid (not money received). */
export const DISCOUNT_KINDS = ['discount', 'free', 'waive', 'balance', 'coupon'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
