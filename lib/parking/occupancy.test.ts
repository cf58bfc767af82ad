import { occupancyGauge, occupancyPercent, totalOccupancy } from './occupancy';

describe('occupancy arithmetic', () => {
  it('gives the occupied share in percent with one decimal, none without capacity', () => {
    expect(occupancyPercent(27, 160)).toBe(16.9);
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(12, 10)).toBe(120);
    expect(occupancyPercent(0, 0)).toBeNull();
    expect(occupancyGauge({ capacity: 10, vehiclesIn: 12 })).toBe(100);
    expect(occupancyGauge({ capacity: 0, vehiclesIn: 2 })).toBe(0);
    expect(occupancyGauge({ capacity: 19, vehiclesIn: 5 })).toBe(26.3);
  });

  it('adds places up, counting vehicles in a place without capacity in the vehicles in only', () => {
    expect(totalOccupancy([{ capacity: 160, vehiclesIn: 27 }, { capacity: 60, vehiclesIn: 9 }, { capacity: 0, vehiclesIn: 2 }]))
      .toEqual({ vehiclesIn: 38, capacity: 220, occupied: 36 });
    expect(totalOccupancy([])).toEqual({ vehiclesIn: 0, capacity: 0, occupied: 0 });
  });
});
