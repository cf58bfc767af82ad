import { EMPTY_TRAY, isMinimised, mayMinimise, trayReducer, valueOf, type TrayAction, type TrayState } from './tray-state';

const run = (...actions: TrayAction[]): TrayState => actions.reduce(trayReducer, EMPTY_TRAY);
const minimise = (id: string, route = `/${id}`): TrayAction => ({ type: 'minimise', dialog: { id, title: `T ${id}`, route } });

describe('trayReducer: minimise', () => {
  it('stacks minimised dialogs in order with their route', () => {
    const state = run(minimise('a', '/DataHome?x=1'), minimise('b'));
    expect(state.minimised).toEqual([
      { id: 'a', title: 'T a', route: '/DataHome?x=1' },
      { id: 'b', title: 'T b', route: '/b' },
    ]);
    expect(isMinimised(state, 'a')).toBe(true);
  });

  it('refuses a third dialog and leaves the state untouched', () => {
    const two = run(minimise('a'), minimise('b'));
    expect(mayMinimise(two, 'c')).toBe(false);
    expect(trayReducer(two, minimise('c'))).toBe(two);
  });

  it('does not add a dialog twice', () => {
    const state = run(minimise('a'), minimise('a'));
    expect(state.minimised).toHaveLength(1);
    expect(mayMinimise(run(minimise('a'), minimise('b')), 'a')).toBe(true);
  });
});

describe('trayReducer: restore and discard', () => {
  it('restore takes the dialog out of the tray and marks it open', () => {
    const state = run(minimise('a'), minimise('b'), { type: 'restore', id: 'a' });
    expect(state.minimised.map((d) => d.id)).toEqual(['b']);
    expect(state.open.a).toBe(true);
  });

  it('discard drops the dialog, its open flag and its state', () => {
    const state = run(
      { type: 'setOpen', id: 'a', open: true },
      { type: 'setValue', id: 'a', initial: '', update: 'typed' },
      { type: 'setValue', id: 'b', initial: '', update: 'kept' },
      minimise('a'),
      { type: 'discard', id: 'a' },
    );
    expect(state.minimised).toEqual([]);
    expect(state.open).toEqual({});
    expect(state.values).toEqual({ b: 'kept' });
  });
});

describe('trayReducer: values', () => {
  it('keeps values across minimise and restore', () => {
    const state = run({ type: 'setValue', id: 'a', initial: { name: '' }, update: { name: 'Lot 1' } }, minimise('a'), { type: 'restore', id: 'a' });
    expect(valueOf(state, 'a', { name: '' })).toEqual({ name: 'Lot 1' });
  });

  it('applies updater functions to the stored value, or the initial one', () => {
    const add = (n: unknown) => (n as number) + 1;
    const once = run({ type: 'setValue', id: 'n', initial: 10, update: add });
    expect(valueOf(once, 'n', 10)).toBe(11);
    expect(valueOf(trayReducer(once, { type: 'setValue', id: 'n', initial: 10, update: add }), 'n', 10)).toBe(12);
  });

  it('returns the initial value when nothing is stored and after reset', () => {
    expect(valueOf(EMPTY_TRAY, 'x', 'init')).toBe('init');
    const state = run({ type: 'setValue', id: 'x', initial: 'init', update: 'v' }, { type: 'resetValue', id: 'x' });
    expect(valueOf(state, 'x', 'init')).toBe('init');
  });

  it('setOpen records the open flag', () => {
    expect(run({ type: 'setOpen', id: 'a', open: true }, { type: 'setOpen', id: 'a', open: false }).open).toEqual({ a: false });
  });
});
