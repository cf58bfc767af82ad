// When a recipient list's daily pack is due (docs/reports.md "Scheduled packs"): on each operator
// day, once the operator's clock has reached the list's send hour, for the day before (the last
// whole day), once. "Once" is held by the backend (one mail key per list and day); this is the rule
// that says which lists to look at.
import { dayOf } from '../../../parking/cards/operator-days';
import { operatorHour } from '../../../reports/arrivals';

/** Hours a list may choose to be sent at (the operator's clock). */
export const SEND_HOURS = { min: 0, max: 23 } as const;

export interface ScheduledList {
  enabled: boolean;
  sendHour: number;
  /** The operator day (day number) whose pack was last sent; null before the first. */
  lastPackDay: number | null;
}

/** The operator day whose pack a list sends at `now`, or null when it is not due. */
export function packDayDue(list: ScheduledList, now: number): number | null {
  if (!list.enabled || operatorHour(now) < list.sendHour) return null;
  const day = dayOf(now) - 1;
  return list.lastPackDay !== null && list.lastPackDay >= day ? null : day;
}
