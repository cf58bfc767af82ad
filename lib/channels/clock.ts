// The channels' clock texts: both speak the operator's time (UTC+8) without a zone.
import { SIGNING_CLOCK_OFFSET_HOURS } from '../spec-constants';

const shifted = (at: number) => new Date(at + SIGNING_CLOCK_OFFSET_HOURS * 3_600_000).toISOString();

/** Alipay: 'YYYY-MM-DD HH:mm:ss'. */
export const alipayTime = (at: number) => shifted(at).slice(0, 19).replace('T', ' ');
/** WeChat: 'YYYYMMDDHHmmss'. */
export const wechatTime = (at: number) => shifted(at).slice(0, 19).replace(/[-T:]/g, '');
/** The operator's day of an instant, 'YYYY-MM-DD'. */
export const channelDay = (at: number) => shifted(at).slice(0, 10);

/** 'YYYY-MM-DD HH:mm:ss' or 'YYYYMMDDHHmmss' at UTC+8 -> ISO 8601; null when it is neither. */
export function channelTimeToIso(text: string): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})[ T]?(\d{2}):?(\d{2}):?(\d{2})$/.exec(text);
  if (!m) return null;
  const utc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - SIGNING_CLOCK_OFFSET_HOURS * 3_600_000;
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
}
