// The monthly level of a rollup (367_report_monthly_rollups.sql): after a batch of buckets ($1 lot
// ids, $2 keys: days or hours) is recomputed, each (lot, month) they fall in is rewritten from the
// bucket table's rows of that month, in the same transaction. The months are locked first, in order,
// under a transaction lock per table, lot and month: two workers draining days of one month take
// turns, and the later one's statements (each with its own snapshot) see the earlier one's days.

/** The (lot_id, month) pairs of the batch, month the first day of the operator month. */
export function monthsOfBatch(keyType: 'date' | 'timestamptz'): string {
  const day = keyType === 'date' ? 'b.key' : 'operator_day(b.key)';
  return `SELECT DISTINCT b.lot_id, date_trunc('month', ${day})::date AS month FROM unnest($1::integer[], $2::${keyType}[]) AS b(lot_id, key)`;
}

/** A day column within a month row `m`. */
export const dayInMonth = (day: string) => `${day} >= m.month AND ${day} < (m.month + interval '1 month')::date`;

/**
 * The statements that rewrite `table`'s months of the batch: lock them, delete them, insert what
 * `select` makes of them (`select` reads the months as `m`, FROM (months) m, and yields the table's
 * columns in `columns`' order).
 */
export function rewriteMonths(table: string, keyType: 'date' | 'timestamptz', columns: readonly string[], select: (months: string) => string): string[] {
  const months = `(${monthsOfBatch(keyType)})`;
  return [
    `SELECT pg_advisory_xact_lock(hashtextextended('${table} ' || m.lot_id || ' ' || m.month, 0)) FROM (${monthsOfBatch(keyType)} ORDER BY 1, 2) m`,
    `DELETE FROM ${table} t USING ${months} m WHERE t.lot_id = m.lot_id AND t.month = m.month`,
    `INSERT INTO ${table} (${columns.join(', ')}) ${select(months)}`,
  ];
}
