// Rental refunds under each rule: days counted from the day after the request, one rounding down
// to the fen, the fee kept, never below 0 nor above what was paid; the card ends that day.
import type { Period } from '../../parking/cards/card-state';
import { type RefundRequest, rentalRefund } from './refund-rule';
import { RENTAL_REFUSALS } from './refusals';

const local = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const march: Period = { start: local('2025-03-01 00:00:00'), end: local('2025-03-31 23:59:59') };
const april: Period = { start: local('2025-04-01 00:00:00'), end: local('2025-04-30 23:59:59') };
const quarter: Period = { start: local('2025-01-01 00:00:00'), end: local('2025-03-31 23:59:59') };
const base: RefundRequest = { rule: 'actualDays', paid: 31_000, fee: 0, period: march, months: 1, requestedAt: local('2025-03-10 15:00:00') };
const refund = (changes: Partial<RefundRequest>) => rentalRefund({ ...base, ...changes });

describe('a refund by actual days', () => {
  it('pays paid / days in the period for each day after the request\'s day', () => {
    expect(refund({})).toEqual({ ok: true, amount: 21_000, daysLeft: 21, monthsLeft: 0, end: local('2025-03-10 23:59:59') });
    expect(refund({ fee: 500 })).toMatchObject({ ok: true, amount: 20_500 });
  });

  it('rounds down to the fen, once', () => {
    // 10000 x 2 / 30 = 666.67: 666, not 667.
    expect(refund({ paid: 10_000, period: april, requestedAt: local('2025-04-28 09:00:00') })).toMatchObject({ ok: true, amount: 666, daysLeft: 2 });
    expect(refund({ paid: 10_000, period: april, requestedAt: local('2025-04-29 09:00:00') })).toMatchObject({ ok: true, amount: 333, daysLeft: 1 });
  });

  it('refunds a day card, which has no months', () => {
    const week: Period = { start: local('2025-03-01 00:00:00'), end: local('2025-03-07 23:59:59') };
    expect(refund({ paid: 7_000, period: week, months: null, requestedAt: local('2025-03-03 12:00:00') }))
      .toEqual({ ok: true, amount: 4_000, daysLeft: 4, monthsLeft: null, end: local('2025-03-03 23:59:59') });
  });
});

describe('a refund per 31 days', () => {
  it('pays paid / 31 per day left, whatever the month\'s length', () => {
    // 30000 x 20 / 31 = 19354.84: 19354.
    expect(refund({ rule: 'per31', paid: 30_000, period: april, requestedAt: local('2025-04-10 08:00:00') })).toMatchObject({ ok: true, amount: 19_354, daysLeft: 20 });
    // 10000 / 31 = 322.58: 322.
    expect(refund({ rule: 'per31', paid: 10_000, requestedAt: local('2025-03-30 08:00:00') })).toMatchObject({ ok: true, amount: 322, daysLeft: 1 });
  });

  it('shares a multi-month payment by its months', () => {
    // Feb + Mar = 59 days of 93: 90000 x 59 / 93 = 57096.77.
    expect(refund({ rule: 'per31', paid: 90_000, period: quarter, months: 3, requestedAt: local('2025-01-31 20:00:00') })).toMatchObject({ ok: true, amount: 57_096, daysLeft: 59 });
  });

  it('never pays more than was paid', () => {
    const twoMonthsOfDays: Period = { start: local('2025-03-01 00:00:00'), end: local('2025-05-01 23:59:59') };
    expect(refund({ rule: 'per31', period: twoMonthsOfDays, months: 1, requestedAt: local('2025-02-20 10:00:00') })).toMatchObject({ ok: true, amount: 31_000, daysLeft: 62 });
  });
});

describe('a refund of whole months', () => {
  const whole = (requestedAt: string, paid = 90_000) => refund({ rule: 'wholeMonths', paid, period: quarter, months: 3, requestedAt: local(requestedAt) });

  it('pays only the months not begun after the request\'s day', () => {
    expect(whole('2025-01-15 10:00:00')).toMatchObject({ ok: true, amount: 60_000, monthsLeft: 2 });
    expect(whole('2025-01-31 23:59:59')).toMatchObject({ ok: true, amount: 60_000, monthsLeft: 2 });
    expect(whole('2025-02-01 00:00:00')).toMatchObject({ ok: true, amount: 30_000, monthsLeft: 1 });
    expect(whole('2025-02-28 10:00:00')).toMatchObject({ ok: true, amount: 30_000, monthsLeft: 1 });
    expect(whole('2025-03-01 10:00:00')).toMatchObject({ ok: true, amount: 0, monthsLeft: 0 });
  });

  it('counts months from a start day that later months lack', () => {
    // Jan 31 for 3 months: Jan 31 - Feb 28, Mar 1 - Mar 30, Mar 31 - Apr 30.
    const fromJan31: Period = { start: local('2025-01-31 00:00:00'), end: local('2025-04-30 23:59:59') };
    const at = (text: string) => refund({ rule: 'wholeMonths', paid: 90_000, period: fromJan31, months: 3, requestedAt: local(text) });
    expect(at('2025-02-28 10:00:00')).toMatchObject({ monthsLeft: 2 });
    expect(at('2025-03-01 10:00:00')).toMatchObject({ monthsLeft: 1 });
    expect(at('2025-03-30 10:00:00')).toMatchObject({ monthsLeft: 1, amount: 30_000 });
  });

  it('rounds an uneven share down', () => {
    expect(whole('2025-02-10 10:00:00', 100_000)).toMatchObject({ ok: true, amount: 33_333 });
  });
});

describe('every rule', () => {
  it.each(['actualDays', 'per31', 'wholeMonths'] as const)('%s pays nothing for a request on the last day, and the card keeps its end', (rule) => {
    expect(refund({ rule, requestedAt: local('2025-03-31 08:00:00') })).toEqual({ ok: true, amount: 0, daysLeft: 0, monthsLeft: 0, end: march.end });
    expect(refund({ rule, requestedAt: local('2025-04-02 08:00:00') })).toEqual({ ok: true, amount: 0, daysLeft: 0, monthsLeft: 0, end: march.end });
  });

  it.each(['actualDays', 'per31', 'wholeMonths'] as const)('%s pays all but the fee before the start, and the card never begins', (rule) => {
    expect(refund({ rule, fee: 1_000, requestedAt: local('2025-02-27 10:00:00') }))
      .toEqual({ ok: true, amount: 30_000, daysLeft: 31, monthsLeft: 1, end: local('2025-02-27 23:59:59') });
  });

  it.each(['actualDays', 'per31', 'wholeMonths'] as const)('%s pays 0, not less, when the fee is larger than the refund', (rule) => {
    expect(refund({ rule, fee: 50_000 })).toMatchObject({ ok: true, amount: 0 });
    expect(refund({ rule, fee: 31_000, requestedAt: local('2025-02-27 10:00:00') })).toMatchObject({ ok: true, amount: 0 });
  });

  it('refuses amounts, counts and periods that make no sense', () => {
    const amountInvalid = { ok: false, refusal: RENTAL_REFUSALS.amountInvalid };
    expect(refund({ paid: -1 })).toEqual(amountInvalid);
    expect(refund({ paid: 100.5 })).toEqual(amountInvalid);
    expect(refund({ fee: -100 })).toEqual(amountInvalid);
    expect(refund({ months: 0 })).toEqual({ ok: false, refusal: RENTAL_REFUSALS.countInvalid, values: { max: 120 } });
    expect(refund({ period: { start: march.end, end: march.start } }))
      .toEqual({ ok: false, refusal: RENTAL_REFUSALS.datesOutOfOrder, values: { from: '2025-03-31', to: '2025-03-01' } });
  });

  it.each(['per31', 'wholeMonths'] as const)('%s refuses a day card', (rule) => {
    expect(refund({ rule, months: null })).toEqual({ ok: false, refusal: RENTAL_REFUSALS.refundNeedsMonths });
  });
});
