// The words of a dashboard's answer (answer-schema.ts, answer.ts): units, charts, kinds of rows, the dashboards' own figures.

/** fen; bp: basis points (lib/reports/rates.ts); hundredths: turnover; hour: an hour of the day (0-23). */
export const COLUMN_UNITS = ['fen', 'bp', 'count', 'minutes', 'hundredths', 'hour'] as const;
export type ColumnUnit = (typeof COLUMN_UNITS)[number];

export const CHART_KINDS = ['bar', 'line', 'pie'] as const;
/**
 * A row's key: a bucket ('YYYY-MM-DD', 'YYYY-MM'), a name the backend gives (lot, pay station, street:
 * `label`), a payment channel, a purpose, an hour or a weekday (1 Monday .. 7 Sunday), a stay-length
 * band, a device kind, a rollup.
 */
export const ROW_KINDS = ['bucket', 'named', 'channel', 'purpose', 'hour', 'weekday', 'band', 'deviceKind', 'rollup'] as const;
export type RowKind = (typeof ROW_KINDS)[number];

/**
 * Figures of the dashboards beyond the reports' catalogue (their labels and definitions: messages
 * dashboards.figures.<name>; docs/reports.md, "Dashboards").
 */
export const DASHBOARD_FIGURE_NAMES = [
  'payments', 'averageTicket', 'exits', 'vehiclesIn', 'occupancyNow', 'devicesOnline', 'onlineRateLastDay', 'openFaults',
  'cashInStations', 'berthsOccupied', 'openArrears', 'collectorsSignedIn', 'warnings',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURE_NAMES)[number];


/** The money dashboard's trend is cut by day or by month. */
export const FINANCIAL_GRANULARITIES = ['day', 'month'] as const;
