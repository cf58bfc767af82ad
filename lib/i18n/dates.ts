// Every date and time a person reads, in one place: on the operator's clock (OPERATOR_TIME_ZONE,
// whatever the browser's or the server's zone), one format per language. Exports and file names
// keep the machine format (machineDateTime), which imports and other programs read back.
import { type Language, OPERATOR_TIME_ZONE, SIGNING_CLOCK_OFFSET_HOURS } from '../spec-constants';

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
type Parts = Record<Part, string>;

interface LanguageFormat {
  /** Intl's fields for this language (the order and separators are the layouts' below, not Intl's). */
  fields: Intl.DateTimeFormatOptions;
  dateTime(p: Parts): string;
  date(p: Parts): string;
}

const TIME = (p: Parts) => `${p.hour}:${p.minute}:${p.second}`;
/** A 24-hour clock in both languages: shifts and stays cross noon and midnight. */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

const FORMATS: Record<Language, LanguageFormat> = {
  // 2026-11-28 09:26:21
  'zh-CN': {
    fields: { year: 'numeric', month: '2-digit', day: '2-digit', ...CLOCK },
    date: (p) => `${p.year}-${p.month}-${p.day}`,
    dateTime: (p) => `${p.year}-${p.month}-${p.day} ${TIME(p)}`,
  },
  // Nov 28, 2026 09:26:21
  'en-US': {
    fields: { year: 'numeric', month: 'short', day: 'numeric', ...CLOCK },
    date: (p) => `${p.month} ${p.day}, ${p.year}`,
    dateTime: (p) => `${p.month} ${p.day}, ${p.year} ${TIME(p)}`,
  },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(ms: number, language: Language, timeZone: string): Parts {
  const key = `${language}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...FORMATS[language].fields, timeZone });
    formatters.set(key, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(ms).map((p) => [p.type, p.value])) as Parts;
}

const instantOf = (value: unknown): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(String(value)));
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** An instant (ISO text, epoch ms or Date) as a date and time on the operator's clock; what is no instant, as it is. */
export function formatDateTime(value: unknown, language: Language): string {
  const ms = instantOf(value);
  return Number.isNaN(ms) ? String(value) : FORMATS[language].dateTime(partsOf(ms, language, OPERATOR_TIME_ZONE));
}

/** A calendar day ('YYYY-MM-DD', or the day an ISO text begins with) as the language writes it. */
export function formatDay(value: unknown, language: Language): string {
  const day = DAY.exec(String(value));
  if (!day) return String(value);
  // The day itself, not an instant: read at UTC so that no zone moves it.
  const ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return FORMATS[language].date(partsOf(ms, language, 'UTC'));
}

/** A period between two instants: its end's date left out when it is the start's (a fee line of a stay). */
export function formatPeriod(from: number, to: number, language: Language): string {
  const format = FORMATS[language];
  const [start, end] = [partsOf(from, language, OPERATOR_TIME_ZONE), partsOf(to, language, OPERATOR_TIME_ZONE)];
  return `${format.dateTime(start)} – ${format.date(end) === format.date(start) ? TIME(end) : format.dateTime(end)}`;
}

const OFFSET_MS = SIGNING_CLOCK_OFFSET_HOURS * 3_600_000;

/** The machine format of exports and file names: 'YYYY-MM-DD HH:mm:ss' on the operator's clock. */
export function machineDateTime(value: unknown): string {
  const ms = instantOf(value);
  return Number.isNaN(ms) ? String(value) : new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
