// The money kinds and purposes say what the database writes: the newest definition of the view
// settlement_events and of payments' one-order check, read from the migrations, so a migration
// that adds a kind or a purpose fails here until money-events.ts and docs/reports.md follow.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_PURPOSES, PURPOSE_COLUMNS, SETTLEMENT_EVENT_KINDS } from './money-events';

const MIGRATIONS = path.join(__dirname, '..', '..', 'backend', 'db', 'migrations');
/** The text of the newest migration that holds `marker`. */
function newest(marker: string): string {
  const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort();
  const texts = files.map((f) => readFileSync(path.join(MIGRATIONS, f), 'utf8')).filter((text) => text.includes(marker));
  return texts[texts.length - 1];
}

describe('money events against the migrations', () => {
  it('name every kind settlement_events writes, and no other', () => {
    const sql = newest('VIEW settlement_events AS');
    const view = sql.slice(sql.indexOf('VIEW settlement_events AS'), sql.indexOf(';', sql.indexOf('VIEW settlement_events AS')));
    const literal = [...view.matchAll(/(?:THEN|ELSE|SELECT lot_id, \w+, )\s*'(\w+)'(?!\s*\|\|)/g)].map((m) => m[1]);
    expect(view).toContain("'paid_' || lower(channel)");
    const written = new Set(literal);
    const ours = SETTLEMENT_EVENT_KINDS.filter((kind) => !kind.startsWith('paid_'));
    expect([...written].sort()).toEqual([...ours].sort());
  });

  it('give a purpose to each order column of a payment', () => {
    const sql = newest('payments_of_one_order CHECK');
    const check = sql.slice(sql.indexOf('payments_of_one_order CHECK'));
    const columns = [...check.slice(0, check.indexOf(';')).matchAll(/(\w+_id)/g)].map((m) => m[1]);
    const orderColumns = new Set(columns.filter((c) => c !== 'stay_id'));
    expect([...orderColumns].sort()).toEqual(PAYMENT_PURPOSES.map((p) => PURPOSE_COLUMNS[p]).sort());
  });
});
