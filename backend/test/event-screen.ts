// A read-only screen of events (time, label, note) over a table of its own, sorted newest first
// with the index keyset paging uses: the fixture of the engine's paging and export tests.
import type { ScreenDecl } from '../../lib/screens/types';
import type { Db } from '../db';
import type { EntityStore } from '../entities/types';

export const EVENTS_PAGE = '/TestEvents';
export const EVENTS: ScreenDecl = {
  path: EVENTS_PAGE, directory: 'settings', menuId: 9101, entity: 'testEvent',
  fields: [
    { name: 'at', type: 'datetime', readOnly: true, filter: 'dateRange' },
    { name: 'label', type: 'text', readOnly: true, filter: 'text' },
    { name: 'note', type: 'text', readOnly: true },
  ],
  buttons: { export: 'export' },
  defaultSort: { field: 'at', direction: 'desc' },
};
export const EVENT_STORE: EntityStore = { entity: 'testEvent', table: 'test_event' };

export const createEventTable = (db: Db) => db.exec(`CREATE TABLE test_event (id serial PRIMARY KEY, at timestamptz NOT NULL, label text NOT NULL, note text);
  CREATE INDEX test_event_at_id ON test_event (at, id)`);
