// A declaration for the tests of lib/list (not a real screen).
import type { ScreenDecl } from '../screens/types';

export const TEST_SCREEN: ScreenDecl = {
  path: '/TestLots', directory: 'settings', menuId: 99, entity: 'testLot',
  fields: [
    { name: 'name', type: 'text', required: true, filter: 'text' },
    { name: 'kind', type: 'select', options: [1, 2, 3], filter: 'select' },
    { name: 'state', type: 'select', options: ['open', 'closed'], filter: 'select' },
    { name: 'active', type: 'boolean', filter: 'select' },
    { name: 'lotId', type: 'lot', filter: 'lot' },
    { name: 'opened', type: 'date', filter: 'dateRange' },
    { name: 'fee', type: 'money' },
    { name: 'seenAt', type: 'datetime', readOnly: true },
    { name: 'password', type: 'password', form: 'create', list: false },
  ],
  buttons: { create: '9901', update: '9902', delete: '9903', export: '9904' },
  rowActions: [
    { name: 'close', button: '9906', confirm: true, bulk: true },
    { name: 'resetPassword', button: '9907', fields: [{ name: 'password', type: 'password', required: true }] },
    { name: 'grant', button: '9908', dialog: 'grantTree' },
  ],
};
