// A day's length in ms, in a module of its own: the operator's calendar (lib/parking/cards/operator-days.ts)
// re-exports it, and the figures the dashboards' pages import take it from here without the tariff
// rules (zod) behind that calendar.
export const DAY_MS = 86_400_000;
