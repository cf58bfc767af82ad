// The screen-call helper refuses to guess, before anything is sent (no backend, no database): an
// entity without a screen of its own, an entity two screens declare, a user not signed in.
import type { ScreenDecl } from '../../lib/screens/types';
import { screenCalls } from './screen-calls';

const screen = (path: string, entity: string, extra: Partial<ScreenDecl> = {}): ScreenDecl =>
  ({ path, directory: 'settings', menuId: 9201, entity, fields: [], buttons: {}, ...extra });
const callOver = (...screens: ScreenDecl[]) => screenCalls({
  backend: () => { throw new Error('nothing may be sent'); }, tokens: { admin: 'token-of-admin' }, screens, pageSize: 50,
}).call;

it('throws at call time for an entity no screen declares, or only a view shared with another', () => {
  expect(() => callOver(screen('/Known', 'known'))('ghost', 'list')).toThrow("screenCalls: no screen given declares the entity 'ghost'");
  const shared = screen('/SecondView', 'shown', { sharedView: '/Known' });
  expect(() => callOver(screen('/Known', 'known'), shared)('shown', 'list')).toThrow("screenCalls: no screen given declares the entity 'shown'");
});

it('throws for an entity two screens declare, naming their paths', () => {
  expect(() => callOver(screen('/Known', 'known'), screen('/KnownToo', 'known'))('known', 'create', { values: {} }))
    .toThrow("screenCalls: the entity 'known' has 2 screens (/Known, /KnownToo): which page to send?");
});

it('throws for a user without a token', () => {
  expect(() => callOver(screen('/Known', 'known'))('known', 'list', {}, 'nobody')).toThrow("screenCalls: no signed-in token for the user 'nobody'");
});
