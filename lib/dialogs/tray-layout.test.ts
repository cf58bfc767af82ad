import { MAX_MINIMISED_DIALOGS, MINIMISED_BOTTOM_PX, MINIMISED_STEP_PX, canMinimise, trayBottom } from './tray-layout';

describe('tray layout', () => {
  it('uses the spec values', () => {
    expect([MAX_MINIMISED_DIALOGS, MINIMISED_BOTTOM_PX, MINIMISED_STEP_PX]).toEqual([2, 30, 70]);
  });

  it('stacks from 30 px in 70 px steps', () => {
    expect(trayBottom(0)).toBe(30);
    expect(trayBottom(1)).toBe(100);
    expect(trayBottom(2)).toBe(170);
  });

  it('allows at most two minimised dialogs', () => {
    expect(canMinimise(0)).toBe(true);
    expect(canMinimise(1)).toBe(true);
    expect(canMinimise(2)).toBe(false);
    expect(canMinimise(3)).toBe(false);
  });
});
