jest.mock('server-only', () => ({}));
import { screenClientMessages, sharedClientMessages } from './client-messages';

const all = {
  common: { ok: 'OK' }, list: { create: 'New' }, backend: { a: 'A' }, 'backend-orders': { b: 'B' },
  screens: { staff: { title: 'Staff' }, lot: { title: 'Lots' } },
};

describe('messages sent to the browser', () => {
  it('shares everything but the screens\' labels and the backend\'s messages', () => {
    expect(sharedClientMessages(all)).toEqual({ common: { ok: 'OK' }, list: { create: 'New' } });
  });
  it('gives a list screen its own labels and the backend\'s messages, nothing of other screens', () => {
    expect(screenClientMessages(all, 'staff')).toEqual({ backend: { a: 'A' }, 'backend-orders': { b: 'B' }, screens: { staff: { title: 'Staff' } } });
  });
});
