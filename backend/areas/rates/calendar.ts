// CatcCom 'holidays.calendar' (lib/areas/rates/holiday-calendar.ts): the /HolidayInfo dates of a stay's
// days for "Try this rate", granted by the rate screen the tool is on (the page in datas), as
// reading that screen is; the calendar is the same for every lot.
import { holidayCalendarInput } from '../../../lib/areas/rates/holiday-calendar';
import { FORM_TOOLS } from '../../../lib/areas/rates/form-tool-names';
import { screenAt } from '../../../lib/screens/registry';
import { calendarOfDays } from './holiday-days';
import { operation } from '../../context';
import { fail } from '../../kernel/failures';

export const holidayCalendar = operation({
  access: {
    fromRequest(payload) {
      const page = typeof payload.page === 'string' ? payload.page.trim() : '';
      if (!page.startsWith('/')) throw fail.invalid(['page']);
      return screenAt(page)?.formTool === FORM_TOOLS.tryRate ? { page } : { refused: 'no rate to try on this page', page };
    },
  },
  input: holidayCalendarInput,
  run: (context, { from, to }) => calendarOfDays(context.db, from, to),
});
