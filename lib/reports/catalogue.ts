// Every figure the reports show, by name, and where its label and definition are written
// (messages/<lang>/reports.json: figures.<name>.label and .definition, both languages; the
// definitions say in a sentence what docs/reports.md says in full).
import { MONEY_FIGURE_NAMES, MONEY_RATES } from './money-figures';

/** The use figures (use-figures.ts, stay-lengths.ts, arrivals.ts). */
export const USE_FIGURE_NAMES = [
  'entries', 'occupancy', 'turnover', 'averageStay', 'stayLengths', 'arrivalsByHour', 'peakHour', 'deviceOnlineRate', 'onlineShareNow',
] as const;
export type UseFigure = (typeof USE_FIGURE_NAMES)[number];

export const REPORT_FIGURE_NAMES = [...MONEY_FIGURE_NAMES, ...(Object.keys(MONEY_RATES) as (keyof typeof MONEY_RATES)[]), ...USE_FIGURE_NAMES] as const;
export type ReportFigure = (typeof REPORT_FIGURE_NAMES)[number];

/** The message of a figure's label or definition. */
export const figureMessageKey = (figure: ReportFigure, part: 'label' | 'definition') => `reports.figures.${figure}.${part}`;
