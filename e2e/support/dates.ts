// How dates read on screen in each language (lib/i18n/dates.ts), for a date the test cannot know
// to the second: 2026-11-28 09:26:21 and Nov 28, 2026 09:26:21.
export const SHOWN_DATES = {
  'zh-CN': { day: /\d{4}-\d{2}-\d{2}/, dateTime: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/ },
  'en-US': { day: /[A-Z][a-z]{2} \d{1,2}, \d{4}/, dateTime: /[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}:\d{2}/ },
} as const;
