// How dates read on screen in each language (lib/i18n/dates.ts), for a date the test cannot know
// to the second: 2026-11-28 09:26:21 and Nov 28, 2026 09:26:21.
export const SHOWN_DATES = {
  'zh-CN': { day: /\d{4}-\d{2}-\d{2}/, dateTime: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/ },
  'en-US': { day: /[A-Z][a-z]{2} \d{1,2}, \d{4}/, dateTime: /[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}:\d{2}/ },
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number | string) => String(n).padStart(2, '0');

/** A date-time as shown in either language, to the minute, as a datetime-local input takes it: '2026-11-28T09:26'. */
export function shownMinute(shown: string): string {
  const en = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}) (\d{2}):(\d{2})/.exec(shown);
  if (en) return `${en[3]}-${pad(MONTHS.indexOf(en[1]) + 1)}-${pad(en[2])}T${en[4]}:${en[5]}`;
  return shown.slice(0, 16).replace(' ', 'T');
}
