import { arrivalsByHour, operatorHour, peakHour } from './arrivals';

const at = (wall: string) => Date.parse(`${wall}+08:00`);

describe('arrivals', () => {
  it('count by the operator hour, whatever the day', () => {
    expect(operatorHour(Date.parse('2026-03-01T16:30:00Z'))).toBe(0);
    const hours = arrivalsByHour([at('2026-03-01T08:10:00'), at('2026-03-01T08:59:59'), at('2026-03-02T08:00:00'), at('2026-03-01T17:30:00'), at('2026-03-01T23:59:59')]);
    expect(hours).toHaveLength(24);
    expect([hours[8], hours[17], hours[23], hours.reduce((a, b) => a + b, 0)]).toEqual([3, 1, 1, 5]);
  });

  it('peak at the busiest hour, the earliest of equals; none without arrivals', () => {
    const hours = Array.from({ length: 24 }, () => 0);
    hours[9] = 4; hours[18] = 4; hours[12] = 2;
    expect(peakHour(hours)).toEqual({ hour: 9, count: 4 });
    expect(peakHour(Array.from({ length: 24 }, () => 0))).toBeNull();
  });
});
