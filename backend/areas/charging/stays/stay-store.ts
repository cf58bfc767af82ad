// Stores over `stays` (102_stays_orders.sql): each screen of stays is this store with a condition
// of its own (the vehicles in the lot, the exits, the repeat entries...). A row carries the stay,
// its place, its order's figures (an open stay's priced when read) and the reasons of a manual
// entry or exit; its detail the order, fee lines, payments, discounts, lane passages, changes and
// manual records.
// Rows are audited as the charging core audits stays, so a detail shows the stay's history.
import { AUDIT } from '../audit-entities';
import { shownOrderStateSql } from '../price-now';
import { feeLinesNow, figuresNow, orderSectionNow } from '../figures-now';
import type { EntityStore } from '../../../entities/types';

const manualReason = (kind: 'entry' | 'exit') =>
  `(SELECT m.reason FROM manual_passages m WHERE m.stay_id = t.id AND m.kind = '${kind}' ORDER BY m.id DESC LIMIT 1)`;

const STAY_COMPUTED: Record<string, string> = {
  lotName: 'l.name',
  placeName: 'coalesce(ya.name, st.name)',
  berthNumber: 'b.number',
  entryReason: manualReason('entry'),
  exitReason: manualReason('exit'),
  durationMinutes: 'floor(extract(epoch FROM t.exit_at - t.entry_at) / 60)::int',
  rateName: 'r.name',
  repeatOfNo: 'rs.stay_no',
  orderNo: 'o.order_no',
  orderState: shownOrderStateSql('o.state', 't.state'),
  receivable: 'o.receivable',
  paid: 'o.paid',
  due: 'o.due',
};

const STAY_JOINS = `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN yard_areas ya ON ya.id = t.yard_area_id
  LEFT JOIN streets st ON st.id = t.street_id LEFT JOIN berths b ON b.id = t.berth_id LEFT JOIN orders o ON o.stay_id = t.id
  LEFT JOIN rates r ON r.id = t.rate_id LEFT JOIN stays rs ON rs.id = t.repeat_of`;

/** The stay that closed a stay as a repeat entry (its repeat_of names it). */
const CLOSED_BY_JOIN = `LEFT JOIN LATERAL (SELECT n.stay_no, n.entry_at, n.entry_source, n.entry_lane FROM stays n
  WHERE n.repeat_of = t.id ORDER BY n.id LIMIT 1) nx ON true`;
const CLOSED_BY_COMPUTED = { closedByNo: 'nx.stay_no', closedByEntryAt: 'nx.entry_at', closedBySource: 'nx.entry_source', closedByLane: 'nx.entry_lane' };

/** A stay's related records, by detail section (lib/areas/charging/stay-fields.ts STAY_SECTIONS). */
const STAY_RELATED: Record<string, string> = {
  order: `SELECT id, order_no AS "orderNo", state, receivable, discount, waived, paid, due, priced_until AS "pricedUntil"
    FROM orders WHERE stay_id = $1`,
  feeLines: `SELECT l.id, l.kind, l.from_at AS "fromAt", l.to_at AS "toAt", l.window_name AS "window", l.units, l.unit_price AS "unitPrice", l.amount
    FROM order_fee_lines l JOIN orders o ON o.id = l.order_id WHERE o.stay_id = $1 ORDER BY l.seq`,
  payments: `SELECT id, payment_no AS "paymentNo", paid_at AS "paidAt", channel, place, amount, operator
    FROM payments WHERE stay_id = $1 ORDER BY paid_at, id`,
  discounts: `SELECT d.id, d.at, d.kind, d.amount, d.reason, d.operator FROM order_discounts d JOIN orders o ON o.id = d.order_id
    WHERE o.stay_id = $1 ORDER BY d.at, d.id`,
  passages: `SELECT id, at, lane_name AS "laneName", direction, plate, decision, reason, photo FROM passages WHERE stay_id = $1 ORDER BY at, id`,
  changes: `SELECT id, at, kind, old_value AS "oldValue", new_value AS "newValue", reason, operator, fee_before AS "feeBefore", fee_after AS "feeAfter"
    FROM stay_changes WHERE stay_id = $1 ORDER BY at, id`,
  manual: 'SELECT id, at, kind, reason, remark, operator FROM manual_passages WHERE stay_id = $1 ORDER BY at, id',
};

export interface StayStoreOptions {
  /** Which stays the screen shows (SQL over `t`), beside the caller's lots. */
  where?: string;
  /** The stay that closed each row as a repeat entry is shown. */
  closedBy?: boolean;
  rowActions?: EntityStore['rowActions'];
}

export function stayStore(entity: string, options: StayStoreOptions = {}): EntityStore {
  return {
    entity,
    table: 'stays',
    auditEntity: AUDIT.stay,
    computed: options.closedBy ? { ...STAY_COMPUTED, ...CLOSED_BY_COMPUTED } : STAY_COMPUTED,
    joins: options.closedBy ? `${STAY_JOINS} ${CLOSED_BY_JOIN}` : STAY_JOINS,
    lotColumn: 'lot_id',
    ...(options.where ? { where: options.where } : {}),
    related: STAY_RELATED,
    // A vehicle still in the lot: its order priced at the moment of reading.
    atRead: { rows: figuresNow('stay', 'orderState'), sections: { order: orderSectionNow, feeLines: feeLinesNow('stay') } },
    ...(options.rowActions ? { rowActions: options.rowActions } : {}),
  };
}
