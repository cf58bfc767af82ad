// The channels' statement files, as they really are (/work/shared/notes/domain-money.md §3):
// WeChat Pay's trade bill (UTF-8 CSV, every detail cell prefixed with a backtick, a summary header
// and row at the end) and Alipay's business detail (a zip of GBK CSV files, `#` comment lines
// before and after the rows, money in yuan, refunds negative). Every constant is named here once.

/** The channels whose statements are reconciled (payments.channel values). */
export const STATEMENT_CHANNELS = ['wechat', 'alipay'] as const;
export type StatementChannel = (typeof STATEMENT_CHANNELS)[number];

/** Statement days are China Standard Time days (no daylight saving): 00:00 to 24:00 at +08:00. */
export const STATEMENT_UTC_OFFSET = '+08:00';
const STATEMENT_OFFSET_MS = 8 * 3_600_000;
/** The statement day ('YYYY-MM-DD') of an instant. */
export const statementDayOf = (ms: number): string => new Date(ms + STATEMENT_OFFSET_MS).toISOString().slice(0, 10);

/** Bounds checked before any parsing: a whole upload, and the detail rows of one file. */
export const MAX_STATEMENT_BYTES = 64 * 1024 * 1024;
export const MAX_STATEMENT_ROWS = 500_000;
/** A zip's detail file inflated (a zip bomb stops here): 500,000 rows of about 300 bytes fit. */
export const MAX_DETAIL_BYTES = 256 * 1024 * 1024;
/** Longer lines are not a statement's (a 27-column row is far shorter). */
export const MAX_LINE_CHARS = 4096;

/**
 * What each channel charges per payment, in parts per million of the amount, rounded half up to
 * the fen (0.6%: the standard rate of both channels for parking merchants). A statement fee that
 * differs from it is a difference.
 */
export const CHANNEL_FEE_PPM: Readonly<Record<StatementChannel, number>> = { wechat: 6000, alipay: 6000 };

// ---------------------------------------------------------------------------------------------
// WeChat Pay trade bill (bill_type ALL)

export const WECHAT_COLUMNS = [
  '交易时间', '公众账号ID', '商户号', '特约商户号', '设备号', '微信订单号', '商户订单号', '用户标识', '交易类型', '交易状态',
  '付款银行', '货币种类', '应结订单金额', '代金券金额', '微信退款单号', '商户退款单号', '退款金额', '充值券退款金额', '退款类型', '退款状态',
  '商品名称', '商户数据包', '手续费', '费率', '订单金额', '申请退款金额', '费率备注',
] as const;
export const WECHAT_SUMMARY_COLUMNS = ['总交易单数', '应结订单总金额', '退款总金额', '充值券退款总金额', '手续费总金额', '订单总金额', '申请退款总金额'] as const;
/** The prefix WeChat puts before every detail and summary cell (so spreadsheets keep numbers as text). */
export const WECHAT_CELL_PREFIX = '`';
/** 交易状态 of a payment and of a refund row. */
export const WECHAT_STATE = { payment: 'SUCCESS', refund: 'REFUND' } as const;

// ---------------------------------------------------------------------------------------------
// Alipay business detail (alipay.data.dataservice.bill.downloadurl.query, bill_type trade)

export const ALIPAY_COLUMNS = [
  '支付宝交易号', '商户订单号', '业务类型', '商品名称', '创建时间', '完成时间', '门店编号', '门店名称', '操作员', '终端号',
  '对方账户', '订单金额（元）', '商家实收（元）', '支付宝红包（元）', '集分宝（元）', '支付宝优惠（元）', '商家优惠（元）', '券核销金额（元）', '券名称', '商家红包消费金额（元）',
  '卡消费金额（元）', '退款批次号/请求号', '服务费（元）', '分润（元）', '备注',
] as const;
/** 业务类型 of a payment and of a refund row. */
export const ALIPAY_KIND = { payment: '交易', refund: '退款' } as const;
export const ALIPAY_TITLE = '#支付宝业务明细查询';
export const ALIPAY_START_MARKER = '#-----------------------------------------业务明细列表----------------------------------------';
export const ALIPAY_END_MARKER = '#-----------------------------------------业务明细列表结束------------------------------------';
/** The totals line after the end marker: `#交易合计：N笔，商家实收：￥X元，...`. */
export const ALIPAY_PAYMENT_TOTAL = /^#交易合计：(\d+)笔，商家实收：￥(-?\d+\.\d{2})元/;
export const ALIPAY_REFUND_TOTAL = /^#退款合计：(\d+)笔，商家实收：￥(-?\d+\.\d{2})元/;
/** The zip's two files end so; the detail one is read, the summary one only checked for. */
export const ALIPAY_DETAIL_SUFFIX = '_业务明细.csv';
export const ALIPAY_SUMMARY_SUFFIX = '_业务明细(汇总).csv';
