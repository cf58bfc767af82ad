// A reminder's text (pure): an SMS template (/SystemSmsTemplate) with the arrear's facts put in
// its placeholders {plate}, {amount} (yuan), {lot}, {orderNo}, {since} (the exit's date); an
// unknown placeholder is left as written so that the operator sees it in the reminder.
import { fenToYuan } from '../../../money/fen';

export interface ReminderFacts { plate: string; owed: number; lot: string; orderNo: string; since: string }

export const REMINDER_PLACEHOLDERS = ['plate', 'amount', 'lot', 'orderNo', 'since'] as const;

export function renderReminder(template: string, facts: ReminderFacts): string {
  const values: Record<string, string> = {
    plate: facts.plate, amount: fenToYuan(facts.owed), lot: facts.lot, orderNo: facts.orderNo, since: facts.since,
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
