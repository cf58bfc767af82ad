// A simulated channel's ledger kept on disk, so the demo's channels outlive a restart: two maps
// (trades and refunds) whose every write is appended to a JSON-lines journal (mode 600) and read
// back in order at the next start. A trade's refunded amount is not journalled as it changes: it
// is the sum of its refunds, recomputed when the journal is read.
import fs from 'node:fs';

interface Line { map: 'trades' | 'refunds'; key: string; value: unknown }

class JournaledMap<V> extends Map<string, V> {
  private append: ((key: string, value: V) => void) | null = null;

  /** Starts journalling (the entries read back are set before, without being written again). */
  journal(append: (key: string, value: V) => void): this {
    this.append = append;
    return this;
  }

  override set(key: string, value: V): this {
    super.set(key, value);
    this.append?.(key, value);
    return this;
  }
}

export interface SimLedger<T extends { refunded: number }, R extends { amount: number }> {
  trades: Map<string, T>;
  refunds: Map<string, R>;
  /** Stops journalling (the maps stay readable). */
  close(): void;
}

/**
 * The ledger journalled in `file` (created when missing). `tradeOf` names the trade a refund
 * belongs to (its key in `trades`).
 */
export function openSimLedger<T extends { refunded: number }, R extends { amount: number }>(file: string, tradeOf: (refund: R) => string): SimLedger<T, R> {
  const trades = new JournaledMap<T>();
  const refunds = new JournaledMap<R>();
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const row of text.split('\n')) {
    // A line cut by a stop in the middle of a write is the last one: what it began is lost.
    let line: Line;
    try { line = JSON.parse(row) as Line; } catch { continue; }
    if (line.map === 'trades') trades.set(line.key, { ...(line.value as T), refunded: 0 });
    else if (line.map === 'refunds') refunds.set(line.key, line.value as R);
  }
  for (const refund of refunds.values()) {
    const trade = trades.get(tradeOf(refund));
    if (trade) trade.refunded += refund.amount;
  }
  const fd = fs.openSync(file, 'a', 0o600);
  fs.fchmodSync(fd, 0o600);
  const write = (map: Line['map']) => (key: string, value: unknown) => { fs.writeSync(fd, `${JSON.stringify({ map, key, value })}\n`); };
  return {
    trades: trades.journal(write('trades')), refunds: refunds.journal(write('refunds')),
    close: () => { trades.journal(() => undefined); refunds.journal(() => undefined); fs.closeSync(fd); },
  };
}
