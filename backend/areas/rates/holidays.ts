// /HolidayInfo over `holidays`: one row per day (unique), a holiday or a weekend day that is
// worked; only a Saturday or a Sunday can be worked in place of a weekend.
import { isoAt } from '../../db';
import { HOLIDAY_KIND } from '../../../lib/areas/rates/screens';
import { refuse } from '../../kernel/failures';
import type { EntityStore } from '../../entities/types';
import { RATES_KEYS } from './common';

const SATURDAY = 6;
const SUNDAY = 0;

/** The weekday of a 'YYYY-MM-DD' date, 0 Sunday .. 6 Saturday. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const holidayStore: EntityStore = {
  entity: 'holiday',
  table: 'holidays',
  columns: { updatedAt: 'updated_at' },
  computed: { weekday: 'extract(isodow FROM t.day)::int' },
  async beforeWrite(_tx, values, _mode, context) {
    const day = String(values.day);
    const weekday = weekdayOf(day);
    if (values.kind === HOLIDAY_KIND.workday && weekday !== SATURDAY && weekday !== SUNDAY) throw refuse(RATES_KEYS.workdayNotWeekend, { day });
    return { ...values, updatedAt: isoAt(context.now) };
  },
};
