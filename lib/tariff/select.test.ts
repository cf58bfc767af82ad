import type { RateCandidate, Vehicle } from './select';
import { plateColorOf, selectRate } from './select';

const RATES: RateCandidate[] = [
  { id: 'all', vehicleType: 'all', plateColor: 'all' },
  { id: 'green', vehicleType: 'all', plateColor: 'green' },
  { id: 'large', vehicleType: 'large', plateColor: 'all' },
  { id: 'large yellow', vehicleType: 'large', plateColor: 'yellow' },
  { id: 'police', vehicleType: 'all', plateColor: 'all', specialClass: 'police' },
];
const car = (vehicle: Partial<Vehicle>): Vehicle => ({ vehicleType: 'small', plateColor: 'blue', ...vehicle });
const chosen = (vehicle: Partial<Vehicle>, rates = RATES) => selectRate(rates, car(vehicle))?.id;

describe('selectRate', () => {
  it('prefers special class > exact type and colour > type > colour > all', () => {
    expect(chosen({ vehicleType: 'large', plateColor: 'yellow', specialClass: 'police' })).toBe('police');
    expect(chosen({ vehicleType: 'large', plateColor: 'yellow' })).toBe('large yellow');
    expect(chosen({ vehicleType: 'large', plateColor: 'green' })).toBe('large');
    expect(chosen({ plateColor: 'green' })).toBe('green');
    expect(chosen({})).toBe('all');
  });

  it('offers a special-class rate only to that class, and nothing when no rate matches', () => {
    expect(chosen({ specialClass: 'embassy' })).toBe('all');
    expect(chosen({}, RATES.slice(1))).toBeUndefined();
    expect(chosen({ specialClass: 'police' }, [{ id: 'police small', vehicleType: 'small', plateColor: 'all', specialClass: 'police' }, RATES[4]])).toBe('police small');
  });

  it('breaks a tie by priority, then by order', () => {
    const twins: RateCandidate[] = [{ id: 'first', vehicleType: 'small', plateColor: 'all' }, { id: 'second', vehicleType: 'small', plateColor: 'all' }];
    expect(chosen({}, twins)).toBe('first');
    expect(chosen({}, [twins[0], { ...twins[1], priority: 1 }])).toBe('second');
  });
});

describe('plateColorOf', () => {
  it.each([
    ['京A12345', 'blue'],
    ['粤B·D12345', 'green'],
    ['粤BD12345', 'green'],
    ['粤B12345D', 'yellowGreen'],
    ['京A1234警', 'white'],
    ['WJ京12345', 'white'],
    ['使014578', 'black'],
    ['沪A1234领', 'black'],
    ['粤Z1234港', 'black'],
    ['京A1234学', 'yellow'],
    ['冀B1234挂', 'yellow'],
    [' 京a 12345 ', 'blue'],
  ])('%s is %s', (plate, color) => expect(plateColorOf(plate)).toBe(color));
});
