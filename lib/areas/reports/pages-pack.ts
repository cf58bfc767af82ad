// The management pack (/OneClickReport) and the BI page (/MaiboBi) (issue 23; docs/reports.md
// "The management pack" and "BI").
import { z } from 'zod';
import { TEXT_MAX_LENGTH, LANGUAGES } from '../../spec-constants';
import { integer, optionalInteger, requiredText, text } from '../../pages/inputs';
import { instant, LOT_OPTIONS } from '../../pages/outputs';
import type { PageDecl } from '../../pages/types';
import { PACK_MONEY_FIGURES, PACK_RATES } from './pack/figures';
import { PACK_FORMATS } from './pack/formats';
import { SEND_HOURS } from './pack/schedule';

/** A period as typed (checked by the backend: lib/reports/periods.ts checkPeriod); lotId absent or 0: every lot of the caller's. */
const PERIOD = { from: text(10), to: text(10), lotId: optionalInteger() };

const RATE = z.number().nullable();
const COMPARED = z.object({ current: z.number(), base: z.number(), change: z.number(), changeRate: RATE });
const MONEY = z.object({ figures: z.record(z.enum(PACK_MONEY_FIGURES), z.number()), rates: z.record(z.enum(PACK_RATES), RATE) });
const DATES = z.object({ from: z.string(), to: z.string() });
const COMPARISON = z.object({
  period: DATES,
  figures: z.record(z.enum(PACK_MONEY_FIGURES), COMPARED),
  rates: z.record(z.enum(PACK_RATES), COMPARED.nullable()),
});

/** The pack's figures (backend/areas/reports/pack/pack.ts). */
export const PACK = z.object({
  period: DATES,
  /** Every write committed before it is in the figures (the rollups' freshness). */
  asOf: instant(),
  total: MONEY,
  lots: z.array(MONEY.extend({ lotId: z.number(), name: z.string() })),
  byChannel: z.array(z.object({ channel: z.string(), amount: z.number() })),
  monthOnMonth: COMPARISON,
  yearOnYear: COMPARISON,
  use: z.object({
    entries: z.number(), exits: z.number(), berths: z.number(), occupancy: RATE, turnover: z.number().nullable(),
    averageStayMinutes: z.number().nullable(), peakHour: z.object({ hour: z.number(), count: z.number() }).nullable(),
  }),
  devices: z.object({ enabled: z.number(), online: z.number(), onlineRate: RATE, periodOnlineRate: RATE }),
});

const RECIPIENT_LIST = z.object({
  id: z.number(), name: z.string(), emails: z.array(z.string()), lotIds: z.array(z.number()),
  language: z.enum(LANGUAGES), enabled: z.boolean(), sendHour: z.number(), lastPackDay: z.string().nullable(),
});

export const ONE_CLICK_REPORT = {
  key: 'oneClickReport', path: '/OneClickReport', directory: 'reports', menuId: 1740, messages: 'oneClickReport',
  clientMessages: ['reports'], icon: 'Summarize', buttons: ['export', 'schedule'],
  operations: {
    lots: { input: z.object({}), readOnOpen: true, output: LOT_OPTIONS },
    pack: { input: z.object(PERIOD), output: PACK },
    /** The pack as a file in the caller's language, base64 (a few tens of KB). */
    download: {
      button: 'export', input: z.object({ ...PERIOD, format: z.enum(PACK_FORMATS) }),
      output: z.object({ fileName: z.string(), contentType: z.string(), content: z.string() }),
    },
    recipients: { input: z.object({}), output: z.array(RECIPIENT_LIST) },
    saveRecipients: {
      button: 'schedule',
      input: z.object({
        id: optionalInteger(), name: requiredText(TEXT_MAX_LENGTH), emails: z.array(z.string().trim().email()).min(1).max(50),
        lotIds: z.array(integer()).max(1000), language: z.enum(LANGUAGES), enabled: z.boolean(),
        sendHour: integer().pipe(z.number().min(SEND_HOURS.min).max(SEND_HOURS.max)),
      }),
      output: RECIPIENT_LIST,
    },
    deleteRecipients: { button: 'schedule', input: z.object({ id: integer() }), output: z.object({ id: z.number() }) },
  },
} as const satisfies PageDecl;

/**
 * The BI page frames the BI address of the console's configuration (spec 7: biUrl, else the
 * dictionary's type 99 biUrl; lib/config/app-config.ts). The console holds it, not the backend,
 * so the page has no operation: proxy.ts gives the page its address and a frame-src of exactly its
 * origin (lib/areas/reports/pack/bi-address.ts).
 */
export const MAIBO_BI = {
  key: 'maiboBi', path: '/MaiboBi', directory: 'data', menuId: 1741, messages: 'maiboBi', icon: 'Insights', buttons: [],
  operations: {},
} as const satisfies PageDecl;

export const PACK_PAGES = [ONE_CLICK_REPORT, MAIBO_BI] as const;
