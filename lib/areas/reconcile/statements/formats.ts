// The channels' statement files, as they really are (/work/shared/notes/domain-money.md §3,
// lib/areas/reconcile/statements/samples/): WeChat Pay's trade bill (UTF-8 CSV in two layouts, every cell prefixed
// with a backtick, a summary header and row at the end) and Alipay's business detail (GBK CSV,
// alone or in a zip, `#` lines before and after the rows, money in yuan, refunds negative). Every
// constant is named here once.

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
/**
 * A compressed statement inflated (a zip's detail file, a gzip'd bill; a zip bomb stops here):
 * 500,000 rows of about 300 bytes fit.
 */
export const MAX_DETAIL_BYTES = 256 * 1024 * 1024;
/** Longer lines are not a statement's (a 27-column row is far shorter), in bytes as read. */
export const MAX_LINE_BYTES = 16 * 1024;

/**
 * The finest amount a statement prints: five decimals of a yuan (WeChat's 手续费 and 手续费总金额,
 * `0.01000`). Amounts are read exactly in these units, 1,000 to the fen.
 */
export const STATEMENT_DECIMALS = 5;
export const UNITS_PER_FEN = 10 ** (STATEMENT_DECIMALS - 2);

/**
 * What each channel charges per payment, in parts per million of the amount, rounded half up to
 * the fen (0.6%: the standard rate of both channels for parking merchants). A statement fee that
 * differs from it is a difference.
 */
export const CHANNEL_FEE_PPM: Readonly<Record<StatementChannel, number>> = { wechat: 6000, alipay: 6000 };

// ---------------------------------------------------------------------------------------------
// WeChat Pay trade bill (bill_type ALL): two layouts in use. Which one a merchant gets depends on
// its account (pay.weixin.qq.com/docs/merchant/products/bill-download/format-trade.html: "少部分商户
// 目前的账单格式停留在历史早期版本"); the header line says which.

/** Today's layout: 27 columns, the last (费率备注) usually empty, and a 7-column summary. */
export const WECHAT_COLUMNS = [
  '交易时间', '公众账号ID', '商户号', '特约商户号', '设备号', '微信订单号', '商户订单号', '用户标识', '交易类型', '交易状态',
  '付款银行', '货币种类', '应结订单金额', '代金券金额', '微信退款单号', '商户退款单号', '退款金额', '充值券退款金额', '退款类型', '退款状态',
  '商品名称', '商户数据包', '手续费', '费率', '订单金额', '申请退款金额', '费率备注',
] as const;
export const WECHAT_SUMMARY_COLUMNS = ['总交易单数', '应结订单总金额', '退款总金额', '充值券退款总金额', '手续费总金额', '订单总金额', '申请退款总金额'] as const;

/** The earlier layout: 24 columns (总金额, 企业红包金额, …) and a 5-column summary. */
export const WECHAT_EARLIER_COLUMNS = [
  '交易时间', '公众账号ID', '商户号', '子商户号', '设备号', '微信订单号', '商户订单号', '用户标识', '交易类型', '交易状态',
  '付款银行', '货币种类', '总金额', '企业红包金额', '微信退款单号', '商户退款单号', '退款金额', '企业红包退款金额', '退款类型', '退款状态',
  '商品名称', '商户数据包', '手续费', '费率',
] as const;
export const WECHAT_EARLIER_SUMMARY_COLUMNS = ['总交易单数', '总交易额', '总退款金额', '总企业红包退款金额', '手续费总金额'] as const;

/** The 4th column is 特约商户号 in the documentation and 子商户号 in some merchants' files, in either layout. */
export const WECHAT_COLUMN_ALIASES: Readonly<Record<string, string>> = { 子商户号: '特约商户号' };

export interface WeChatLayout {
  readonly columns: readonly string[];
  readonly summaryColumns: readonly string[];
  /** The column holding a payment's amount (what the merchant is settled). */
  readonly paid: string;
  /** Each summary amount and the detail column it totals, over every row (a refund row prints 0 as paid). */
  readonly totals: readonly (readonly [summary: string, detail: string])[];
}

export const WECHAT_LAYOUTS: readonly WeChatLayout[] = [
  {
    columns: WECHAT_COLUMNS, summaryColumns: WECHAT_SUMMARY_COLUMNS, paid: '应结订单金额',
    totals: [['应结订单总金额', '应结订单金额'], ['退款总金额', '退款金额'], ['充值券退款总金额', '充值券退款金额'], ['手续费总金额', '手续费'],
      ['订单总金额', '订单金额'], ['申请退款总金额', '申请退款金额']],
  },
  {
    columns: WECHAT_EARLIER_COLUMNS, summaryColumns: WECHAT_EARLIER_SUMMARY_COLUMNS, paid: '总金额',
    totals: [['总交易额', '总金额'], ['总退款金额', '退款金额'], ['总企业红包退款金额', '企业红包退款金额'], ['手续费总金额', '手续费']],
  },
];

/** The prefix WeChat puts before every detail and summary cell (so spreadsheets keep numbers as text). */
export const WECHAT_CELL_PREFIX = '`';
/**
 * 交易状态 of a payment, of a refund row, and of a payment revoked (撤销: a payment-code payment
 * reversed after it succeeded; WeChat gives the money back and prints the row under the payment's
 * numbers: "支付成功后撤销的交易会出现在对账单中，跟原支付单订单号一致").
 */
export const WECHAT_STATE = { payment: 'SUCCESS', refund: 'REFUND', revoked: 'REVOKED' } as const;
/** What WeChat prints in a number cell that has none (a payment's 微信退款单号 and 商户退款单号, a revocation's). */
export const WECHAT_NO_NUMBER = '0';

// ---------------------------------------------------------------------------------------------
// Alipay business detail (alipay.data.dataservice.bill.downloadurl.query, bill_type trade): GBK.

export const ALIPAY_COLUMNS = [
  '支付宝交易号', '商户订单号', '业务类型', '商品名称', '创建时间', '完成时间', '门店编号', '门店名称', '操作员', '终端号',
  '对方账户', '订单金额（元）', '商家实收（元）', '支付宝红包（元）', '集分宝（元）', '支付宝优惠（元）', '商家优惠（元）', '券核销金额（元）', '券名称', '商家红包消费金额（元）',
  '卡消费金额（元）', '退款批次号/请求号', '服务费（元）', '分润（元）', '备注',
] as const;
/** 业务类型 of a payment and of a refund row. */
export const ALIPAY_KIND = { payment: '交易', refund: '退款' } as const;
/** The four `#` lines before the header: title, account, the day's bounds, start marker. */
export const ALIPAY_TITLE = '#支付宝业务明细查询';
export const ALIPAY_ACCOUNT_LINE = /^#账号：\[([^\]]+)\]$/;
/** `#起始日期：[2019年09月16日 00:00:00]   终止日期：[2019年09月17日 00:00:00]`: the statement's day. */
export const ALIPAY_PERIOD_LINE = /^#起始日期：\[(\d{4})年(\d{2})月(\d{2})日 00:00:00\]\s+终止日期：\[\d{4}年\d{2}月\d{2}日 00:00:00\]$/;
export const ALIPAY_START_MARKER = '#-----------------------------------------业务明细列表----------------------------------------';
export const ALIPAY_END_MARKER = '#-----------------------------------------业务明细列表结束------------------------------------';
/** The trailer after the end marker, exactly as Alipay words it. */
export const ALIPAY_PAYMENT_TOTAL = /^#交易合计：(\d+)笔，商家实收共(-?[\d.]+)元，商家优惠共(-?[\d.]+)元$/;
export const ALIPAY_REFUND_TOTAL = /^#退款合计：(\d+)笔，商家实收退款共(-?[\d.]+)元，商家优惠退款共(-?[\d.]+)元$/;
export const ALIPAY_EXPORT_LINE = /^#导出时间：\[\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}:\d{2}\]$/;
/** The zip's two files end so; the detail one is read, the summary one only written (by the simulator). */
export const ALIPAY_DETAIL_SUFFIX = '_业务明细.csv';
export const ALIPAY_SUMMARY_SUFFIX = '_业务明细(汇总).csv';
export const ALIPAY_SUMMARY_TITLE = '#支付宝业务汇总查询';
export const ALIPAY_SUMMARY_START_MARKER = '#-----------------------------------------业务汇总列表----------------------------------------';
export const ALIPAY_SUMMARY_END_MARKER = '#----------------------------------------业务汇总列表结束-------------------------------------';
export const ALIPAY_SUMMARY_COLUMNS = [
  '门店编号', '门店名称', '交易订单总笔数', '退款订单总笔数', '订单金额（元）', '商家实收（元）', '支付宝优惠（元）', '商家优惠（元）', '卡消费金额（元）', '服务费（元）', '分润（元）', '实收净额（元）',
] as const;
