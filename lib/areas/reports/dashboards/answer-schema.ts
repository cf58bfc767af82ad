// What every dashboard answers and takes (docs/reports.md, "Dashboards"): figure cards and tables,
// one shape for all, so that one component draws them all (each table as a chart, a table that
// exports and prints). zod, for the declarations and the backend; components read the types of
// answer.ts only (no zod in the browser).
import { z } from 'zod';
import { REPORT_FIGURE_NAMES } from '../../../reports/catalogue';
import { LOT_OPTIONS, instant } from '../../../pages/outputs';
import { optionalInteger } from '../../../pages/inputs';
import { CHART_KINDS, COLUMN_UNITS, DASHBOARD_FIGURE_NAMES, ROW_KINDS } from './answer-kinds';

const COMPARED = z.object({ current: z.number(), base: z.number(), change: z.number(), changeRate: z.number().nullable() });

export const DASHBOARD_CARD = z.object({
  /**
   * The figure: of the reports' catalogue (lib/reports/catalogue.ts; label and definition in messages
   * reports.figures.<figure>) or of the dashboards (answer.ts; dashboards.figures.<figure>).
   */
  figure: z.enum([...REPORT_FIGURE_NAMES, ...DASHBOARD_FIGURE_NAMES]),
  value: z.number().nullable(),
  unit: z.enum(COLUMN_UNITS),
  /** Month on month and year on year, when the dashboard compares (none: a rate of none). */
  monthOnMonth: COMPARED.nullable().optional(),
  yearOnYear: COMPARED.nullable().optional(),
});

export const DASHBOARD_TABLE = z.object({
  /** Its title: messages dashboards.tables.<key>. */
  key: z.string(),
  chart: z.enum(CHART_KINDS),
  /** How a row's key reads (answer.ts ROW_KINDS). */
  rowKind: z.enum(ROW_KINDS),
  /** A column is a figure of the catalogue or dashboards.columns.<name>. */
  columns: z.array(z.object({ name: z.string(), unit: z.enum(COLUMN_UNITS) })),
  rows: z.array(z.object({ key: z.string(), label: z.string().optional(), values: z.array(z.number().nullable()) })),
});

export const DASHBOARD_ANSWER = z.object({
  /** The period read (null: live figures), and the periods compared with. */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  compared: z.object({ monthOnMonth: z.object({ from: z.string(), to: z.string() }), yearOnYear: z.object({ from: z.string(), to: z.string() }) }).nullable(),
  /** Every write committed before this instant is in the figures read from the rollups. */
  asOf: instant(),
  cards: z.array(DASHBOARD_CARD),
  tables: z.array(DASHBOARD_TABLE),
});

/** A period and a lot (none: every lot of the caller); the handler checks the period (lib/reports/periods.ts checkPeriod). */
export const PERIOD_INPUT = z.object({
  from: z.string().max(10),
  to: z.string().max(10),
  lotId: optionalInteger(),
});

/** A period cut by day or month (the money dashboard's trend). */
export const PERIOD_GRANULARITY_INPUT = PERIOD_INPUT.extend({ granularity: z.string().max(8).default('day') });

/** The live boards: a lot, or every lot of the caller. */
export const LIVE_INPUT = z.object({ lotId: optionalInteger() });

/** The caller's lots, for the lot picker (backend/entities/scope.ts callerLotOptions). */
export const LOTS_OPERATION = { input: z.object({}), output: LOT_OPTIONS };
