// Today on the operator's clock, 'YYYY-MM-DD' (the day of the machine format, lib/i18n/dates.ts):
// the dashboards' first period ends on it.
import { machineDateTime } from '@/lib/i18n/dates';

export const operatorToday = () => machineDateTime(Date.now()).slice(0, 10);
