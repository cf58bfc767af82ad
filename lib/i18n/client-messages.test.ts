jest.mock('server-only', () => ({}));
import { LOGIN_MESSAGES, pageClientMessages, pickMessages, screenClientMessages } from './client-messages';
import { loadMessages } from './messages';

const all = {
  common: { ok: 'OK' }, list: { create: 'New' }, validation: { blank: 'Blank' }, chart: { empty: 'None' }, tryRate: { run: 'Try' },
  backend: { a: 'A' }, 'backend-orders': { b: 'B' }, devices: { kinds: { lock: 'Lock' }, offline: 'Offline' }, dataHome: { title: 'Home' },
  screens: { staff: { title: 'Staff' }, lot: { title: 'Lots' } },
};

describe('messages sent to the browser', () => {
  it('picks namespaces and dotted sub-trees, and nothing that is absent', () => {
    expect(pickMessages(all, ['common', 'devices.kinds', 'screens.lot', 'missing', 'common.ok.deeper']))
      .toEqual({ common: { ok: 'OK' }, devices: { kinds: { lock: 'Lock' } }, screens: { lot: { title: 'Lots' } } });
  });

  it('gives a list screen the list\'s, its own labels and the backend\'s messages, and its form tool\'s only when it has one', () => {
    const list = { list: all.list, validation: all.validation, chart: all.chart, backend: all.backend, 'backend-orders': all['backend-orders'] };
    expect(screenClientMessages(all, { entity: 'staff' })).toEqual({ ...list, screens: { staff: { title: 'Staff' } } });
    expect(screenClientMessages(all, { entity: 'lot', formTool: 'tryRate' })).toEqual({ ...list, tryRate: all.tryRate, screens: { lot: { title: 'Lots' } } });
  });

  it('gives a special page its own namespace and those it declares', () => {
    expect(pageClientMessages(all, { messages: 'dataHome', clientMessages: ['chart', 'devices.kinds'] }))
      .toEqual({ dataHome: all.dataHome, chart: all.chart, devices: { kinds: { lock: 'Lock' } } });
  });

  it('sends /login its own texts and the error messages, nothing of the console', () => {
    expect(Object.keys(pickMessages(loadMessages('en-US'), LOGIN_MESSAGES)).sort()).toEqual(['errors', 'login']);
  });
});
