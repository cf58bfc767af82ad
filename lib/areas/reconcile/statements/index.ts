// What other areas use of lib/reconcile: the writers (the simulated channel servers produce their
// statements with them), the parsers, the formats and the matcher.
export { alipayDetailLines, alipayFee, alipayFileNames, alipayStatementStream, alipayStatementZip } from './alipay-writer';
export { openStatementZip, parseAlipayDetail, parseAlipayStatement } from './alipay-parser';
export { StatementError } from './errors';
export * from './formats';
export { classify, DIFFERENCE_KINDS, POOL_WAIT_DAYS, type DifferenceKind } from './matcher';
export type { ParsedRow, StatementMeta, StatementRow, StatementRowKind } from './types';
export { parseWeChatBill } from './wechat-parser';
export { weChatBillLines, weChatBillText, weChatFee } from './wechat-writer';
