import { dateOfDay, dayOf } from '../../../parking/cards/operator-days';
import { dayBefore, packFileName } from './formats';

describe('the pack files', () => {
  test('are named by their period', () => {
    expect(packFileName('management-pack', { from: '2026-11-02', to: '2026-11-02' }, 'pdf')).toBe('management-pack-2026-11-02.pdf');
    expect(packFileName('经营简报', { from: '2026-11-01', to: '2026-11-03' }, 'xlsx')).toBe('经营简报-2026-11-01-2026-11-03.xlsx');
  });

  test('default to the operator day before, as the day arithmetic says', () => {
    for (const now of [Date.parse('2026-11-02T15:59:00Z'), Date.parse('2026-11-02T16:00:00Z'), Date.parse('2026-03-01T00:30:00+08:00')]) {
      expect(dayBefore(now)).toBe(dateOfDay(dayOf(now) - 1));
    }
  });
});
