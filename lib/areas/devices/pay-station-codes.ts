// Pay station modules and fault codes (pure data). A pay station reports its modules
// ({ <module>: 'ok' | 'fault' | 'absent' }, lib/device-protocol.ts) and one error code, 0 when
// nothing is wrong; the ingestion opens a pay_station_errors row per non-zero code. Codes are
// grouped by hundreds: 1xx notes, 2xx coins, 3xx printer, 4xx card reader, 5xx QR scanner,
// 6xx display, 7xx cabinet, 8xx communication, 9xx power and system.
//
// The screens show a code with its label: messages/<lang>/screens/<entity>.json options.code /
// options.errorCode hold exactly the labels of this table (pay-station-codes.test.ts checks it).
import type { Language } from '../../spec-constants';

/** The modules a pay station reports, in the order /DeviceModuleStatus shows them. */
export const PAY_STATION_MODULES = ['billAcceptor', 'coinAcceptor', 'coinHopper', 'printer', 'cardReader', 'qrScanner', 'display'] as const;
export type PayStationModule = (typeof PAY_STATION_MODULES)[number];

export interface PayStationCode {
  code: number;
  /** The module at fault, when the code belongs to one. */
  module: PayStationModule | null;
  /** 'fault': the station cannot take some payments; 'warning': it still works, someone should come. */
  severity: 'none' | 'warning' | 'fault';
  label: Record<Language, string>;
}

const c = (code: number, module: PayStationModule | null, severity: PayStationCode['severity'], zh: string, en: string): PayStationCode =>
  ({ code, module, severity, label: { 'zh-CN': zh, 'en-US': en } });

/** Every known code, ascending. */
export const PAY_STATION_CODES: readonly PayStationCode[] = [
  c(0, null, 'none', '正常', 'Normal'),
  c(101, 'billAcceptor', 'fault', '纸币器卡币', 'Bill acceptor jammed'),
  c(102, 'billAcceptor', 'fault', '纸币钱箱已满', 'Note box full'),
  c(103, 'billAcceptor', 'fault', '纸币器未连接', 'Bill acceptor not connected'),
  c(104, 'billAcceptor', 'warning', '纸币识别失败率过高', 'Bill acceptor rejecting too many notes'),
  c(201, 'coinAcceptor', 'fault', '硬币器故障', 'Coin acceptor fault'),
  c(202, 'coinHopper', 'warning', '找零硬币不足', 'Change coins running low'),
  c(203, 'coinHopper', 'fault', '找零硬币已空', 'Change coins empty'),
  c(204, 'coinHopper', 'fault', '找零器卡币', 'Coin hopper jammed'),
  c(301, 'printer', 'fault', '打印机缺纸', 'Printer out of paper'),
  c(302, 'printer', 'warning', '打印纸将尽', 'Printer paper low'),
  c(303, 'printer', 'fault', '打印机卡纸', 'Printer paper jam'),
  c(304, 'printer', 'fault', '打印机未连接', 'Printer not connected'),
  c(401, 'cardReader', 'fault', '读卡器故障', 'Card reader fault'),
  c(402, 'cardReader', 'fault', '读卡器通讯失败', 'Card reader communication failure'),
  c(501, 'qrScanner', 'fault', '扫码器故障', 'QR code scanner fault'),
  c(601, 'display', 'fault', '显示屏故障', 'Display fault'),
  c(602, 'display', 'fault', '触摸屏无响应', 'Touch screen not responding'),
  c(701, null, 'warning', '机柜门被打开', 'Cabinet door open'),
  c(702, null, 'fault', '钱箱被移除', 'Cash box removed'),
  c(703, null, 'fault', '撬机报警', 'Tamper alarm'),
  c(801, null, 'fault', '与服务器通讯中断', 'Server unreachable'),
  c(802, null, 'warning', '支付通道不可用', 'Payment channel unavailable'),
  c(901, null, 'warning', '市电中断，UPS供电', 'Mains power lost, running on UPS'),
  c(902, null, 'warning', '机内温度过高', 'Temperature too high inside the station'),
  c(999, null, 'fault', '其他故障', 'Other fault'),
];

/** The codes as select options (screens list them in this order). */
export const PAY_STATION_CODE_VALUES: readonly number[] = PAY_STATION_CODES.map((entry) => entry.code);

const BY_CODE = new Map(PAY_STATION_CODES.map((entry) => [entry.code, entry]));

export function payStationCode(code: number): PayStationCode | undefined {
  return BY_CODE.get(code);
}

const UNKNOWN: Record<Language, (code: number) => string> = {
  'zh-CN': (code) => `未知故障 (${code})`,
  'en-US': (code) => `Unknown fault (${code})`,
};

/** The code's label, or 'Unknown fault (<code>)' for a code this table does not know. */
export function payStationCodeLabel(code: number, language: Language): string {
  return BY_CODE.get(code)?.label[language] ?? UNKNOWN[language](code);
}

/** The module a code points at: the table's, else the hundreds group's (1xx notes, ...), else null. */
export function moduleOfCode(code: number): PayStationModule | null {
  const known = BY_CODE.get(code);
  if (known) return known.module;
  const group = PAY_STATION_CODES.filter((entry) => entry.code !== 0 && Math.floor(entry.code / 100) === Math.floor(code / 100) && entry.module);
  const modules = new Set(group.map((entry) => entry.module));
  return modules.size === 1 ? [...modules][0] : null;
}

/** Whether the station can still take payments with this code open (0 and warnings: yes). */
export function isBlockingCode(code: number): boolean {
  if (code === 0) return false;
  return (BY_CODE.get(code)?.severity ?? 'fault') === 'fault';
}

/**
 * Whether a station runs its latest base configuration (/PayStation_BaseConfigInfo): 'synced',
 * 'pending' (not sent yet, e.g. while the station is offline), 'timeout' (sent, no answer) or
 * 'failed' (the station refused it); the last two are sent again after a while.
 */
export const CONFIG_SYNC_STATES = ['synced', 'pending', 'timeout', 'failed'] as const;
