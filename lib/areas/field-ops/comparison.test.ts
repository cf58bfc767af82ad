import { COMPARISON_RESULT as R, compareSighting } from './comparison';

describe('inspection comparison', () => {
  it('matches the plate seen with the order\'s plate, whatever the spacing or case', () => {
    expect(compareSighting('粤B12345', '粤B12345')).toBe(R.match);
    expect(compareSighting('粤b 123·45', '粤B12345')).toBe(R.match);
  });

  it('tells a plate mismatch, a vehicle without an order, an order without a vehicle, and a vacant berth', () => {
    expect(compareSighting('粤B12345', '粤B54321')).toBe(R.plateMismatch);
    expect(compareSighting('粤B12345', null)).toBe(R.noOrder);
    expect(compareSighting(null, '粤B12345')).toBe(R.orderWithoutVehicle);
    expect(compareSighting(null, null)).toBe(R.vacant);
    expect(compareSighting('  ', '')).toBe(R.vacant);
  });
});
