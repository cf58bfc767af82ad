// A declared field's column is the snake_case of its name unless its store says otherwise.
import type { ScreenDecl } from '../../../lib/screens/types';
import type { EntityStore } from '../types';
import { columnOf, servedStore } from './columns';
import { registryProblems } from './index';

it('names the column of a field as the migrations do', () => {
  expect(columnOf('plate')).toBe('plate');
  expect(columnOf('lotId')).toBe('lot_id');
  expect(columnOf('channelTxnNo')).toBe('channel_txn_no');
  expect(columnOf('paidPayStation')).toBe('paid_pay_station');
  // Acronyms are written as words (serverIp, photoUrl); a run of capitals is one word all the same.
  expect(columnOf('serverIp')).toBe('server_ip');
  expect(columnOf('channelTXNNo')).toBe('channel_txn_no');
  // A number is a word of its own (111_analysis.sql: under_1h, from_1_to_3h).
  expect(columnOf('under1h')).toBe('under_1h');
  expect(columnOf('from1To3h')).toBe('from_1_to_3h');
  expect(columnOf('from3To6h')).toBe('from_3_to_6h');
  expect(columnOf('cap24h')).toBe('cap_24h');
});

const decl: ScreenDecl = {
  path: '/Widget', directory: 'settings', menuId: 9001, entity: 'widget', buttons: {},
  fields: [
    { name: 'name', type: 'text' },
    { name: 'lotName', type: 'text', readOnly: true },
    { name: 'secret', type: 'text' },
    { name: 'plateNo', type: 'text' },
    { name: 'over6h', type: 'integer' },
  ],
};

it('stores every declared field in its default column unless the store lists it, computes it or hides it', () => {
  const store: EntityStore = {
    entity: 'widget', table: 'widgets',
    columns: { updatedAt: 'updated_at', plateNo: 'plate' },
    computed: { lotName: 'l.name' },
    hidden: ['secret'],
  };
  // In the declaration's order, then what only the store names (values its hooks write).
  expect(Object.entries(servedStore(store, [{ name: 'id', type: 'integer' }, ...decl.fields]).columns)).toEqual([
    ['name', 'name'], ['plateNo', 'plate'], ['over6h', 'over_6h'], ['updatedAt', 'updated_at'],
  ]);
  expect(servedStore({ entity: 'widget', table: 'widgets' }, decl.fields).columns)
    .toEqual({ name: 'name', lotName: 'lot_name', secret: 'secret', plateNo: 'plate_no', over6h: 'over_6h' });
});

it('refuses a store that lists a declared field in its default column', () => {
  const store: EntityStore = { entity: 'widget', table: 'widgets', columns: { plateNo: 'plate_no' }, computed: { lotName: 'l.name' } };
  expect(registryProblems({ screens: [decl], stores: [store] }))
    .toEqual(['/Widget: field plateNo lists its default column; leave it out']);
  expect(registryProblems({ screens: [decl], stores: [{ ...store, columns: { plateNo: 'plate' } }] })).toEqual([]);
});
