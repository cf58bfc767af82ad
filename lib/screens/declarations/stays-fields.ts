// Fields and codes of the stay and vehicle-record screens (stays.ts): the columns every screen
// over `stays` shows (a row's detail shows them all), the related records of a stay's detail, and
// the code lists their selects label. Codes come from the charging core (lib/parking, lib/tariff);
// what the core keeps in the backend only is restated here and checked against it by
// backend/entities/stays.test.ts.
import { DISCOUNT_KINDS, PAYMENT_CHANNELS, PAYMENT_PLACES, STAY_SOURCES, VEHICLE_CLASSES, type PaymentPlace } from '../../parking/channels';
import { LANE_DECISIONS, LANE_REASONS } from '../../parking/lane-rules';
import { ORDER_STATES } from '../../parking/order-machine';
import { FREE_REASONS, OPEN_STAY_STATES, STAY_STATE, STAY_STATES, type StayState } from '../../parking/stay-machine';
import type { LineKind } from '../../tariff/lines';
import { PLATE_COLORS, SPECIAL_CLASSES, VEHICLE_TYPES } from '../../tariff/select';
import type { DetailSectionDecl, FieldDecl } from '../types';
import { LANE_DIRECTIONS } from './off-street-devices';

/** A vehicle's plate colour and type as a stay has them ('all' only matches rates). */
export const STAY_PLATE_COLORS = PLATE_COLORS.filter((c) => c !== 'all');
export const STAY_VEHICLE_TYPES = VEHICLE_TYPES.filter((t) => t !== 'all');
/** States of a stay whose vehicle was seen leaving (a repeat entry closes a stay without one). */
export const LEFT_STAY_STATES: readonly StayState[] = STAY_STATES.filter((s) => !OPEN_STAY_STATES.includes(s) && s !== STAY_STATE.repeatEntry);
/** Kinds of stay_changes rows. */
export const STAY_CHANGE_KINDS = ['plate', 'plateColor', 'vehicleType'] as const;
/**
 * Codes among the old and new values of stay changes (a colour, a vehicle type): shown with their
 * labels, plates as they are.
 */
export const CHANGE_VALUE_CODES: readonly string[] = [...STAY_PLATE_COLORS, ...STAY_VEHICLE_TYPES];
/** The reason a plate first read by a POS collector is recorded with (stay_changes.reason). */
export const COLLECTOR_READING = 'collectorReading';
/** lane_queue.state: waiting at the entrance, let in, or gone. */
export const QUEUE_STATES = ['waiting', 'admitted', 'left'] as const;
/** Kinds of manual_passages rows. */
export const MANUAL_PASSAGE_KINDS = ['entry', 'exit'] as const;
/** Places a payment is made at before the vehicle reaches the exit (/InlineTransactionInfo). */
export const INLINE_PAYMENT_PLACES: readonly PaymentPlace[] = ['payStation', 'online', 'pos'];
/** Levels of /ParkingSpaceNumberStatistics rows. */
export const SPACE_LEVELS = ['lot', 'yardArea', 'street'] as const;

/** Every kind of fee line (lib/tariff/lines.ts LineKind), listed by a record the compiler keeps complete. */
const LINE_KINDS: Record<LineKind, true> = {
  free: true, first: true, unit: true, perVisit: true, step: true, cap: true, dailyCap: true, fullDay: true, rounding: true, exitWindow: true,
};
export const FEE_LINE_KINDS = Object.keys(LINE_KINDS) as LineKind[];

/** Longest plate a form takes (the services normalise and check the format). */
export const PLATE_MAX_LENGTH = 16;
/** Longest reason of a manual exit or a correction (the core's stay_changes reasons). */
export const REASON_MAX_LENGTH = 100;

export const shown = (name: string, type: FieldDecl['type'] = 'text', extra: Partial<FieldDecl> = {}): FieldDecl =>
  ({ name, type, readOnly: true, form: 'none', ...extra });
const choice = (name: string, options: readonly (string | number)[], extra: Partial<FieldDecl> = {}): FieldDecl =>
  shown(name, 'select', { options, ...extra });

export const lotFilter: FieldDecl = shown('lotId', 'lot', { list: false, filter: 'lot' });
export const plateColorField = (extra: Partial<FieldDecl> = {}) => choice('plateColor', STAY_PLATE_COLORS, { width: 100, ...extra });

/**
 * The fields of a stay, in column order, none listed: each screen lists and filters its own
 * (stayFields). Amounts are the order's as last priced (blank until the stay is first priced).
 */
const STAY_FIELDS: readonly FieldDecl[] = [
  shown('stayNo', 'text', { width: 170 }),
  lotFilter,
  shown('lotName', 'text', { width: 160 }),
  shown('placeName', 'text', { width: 120 }),
  shown('berthNumber', 'text', { width: 100 }),
  shown('plate', 'text', { width: 120 }),
  plateColorField(),
  choice('vehicleType', STAY_VEHICLE_TYPES, { width: 100 }),
  choice('vehicleClass', VEHICLE_CLASSES, { width: 110 }),
  choice('specialClass', SPECIAL_CLASSES, { width: 110 }),
  choice('state', STAY_STATES, { width: 130 }),
  shown('entryAt', 'datetime', { width: 170 }),
  choice('entrySource', STAY_SOURCES, { width: 110 }),
  shown('entryLane', 'text', { width: 110 }),
  shown('entryDevice'),
  shown('entryPhoto', 'text', { sortable: false }),
  shown('entryOperator', 'text', { width: 110 }),
  shown('entryReason', 'text', { sortable: false, width: 160 }),
  shown('exitAt', 'datetime', { width: 170 }),
  choice('exitSource', STAY_SOURCES, { width: 110 }),
  shown('exitLane', 'text', { width: 110 }),
  shown('exitDevice'),
  shown('exitPhoto', 'text', { sortable: false }),
  shown('exitOperator', 'text', { width: 110 }),
  shown('exitReason', 'text', { sortable: false, width: 160 }),
  shown('durationMinutes', 'integer', { width: 110 }),
  shown('rateName', 'text', { width: 140 }),
  choice('freeReason', FREE_REASONS, { width: 120 }),
  shown('collector', 'text', { width: 110 }),
  shown('repeatOfNo', 'text', { width: 170 }),
  shown('orderNo', 'text', { width: 170 }),
  choice('orderState', ORDER_STATES, { width: 100 }),
  shown('receivable', 'money', { width: 110 }),
  shown('paid', 'money', { width: 110 }),
  shown('due', 'money', { width: 110 }),
];

/** The stay that closed a stay as a repeat entry (/RepeatAdmission, /TmpCdRepeatInInfo). */
export const CLOSED_BY_FIELDS: readonly FieldDecl[] = [
  shown('closedByNo', 'text', { width: 170 }),
  shown('closedByEntryAt', 'datetime', { width: 170 }),
  choice('closedBySource', STAY_SOURCES, { width: 110 }),
  shown('closedByLane', 'text', { width: 110 }),
];

/**
 * A screen's stay fields: the lot picker first, then `listed` as columns in that order, then the
 * others; `filters` are offered in the filter bar; `extra` fields (e.g. CLOSED_BY_FIELDS) join them.
 */
export function stayFields(listed: readonly string[], filters: Readonly<Record<string, NonNullable<FieldDecl['filter']>>>, extra: readonly FieldDecl[] = []): FieldDecl[] {
  const all = [...STAY_FIELDS, ...extra];
  const rank = (f: FieldDecl) => (f === lotFilter ? -1 : listed.includes(f.name) ? listed.indexOf(f.name) : listed.length + all.indexOf(f));
  return [...all].sort((a, b) => rank(a) - rank(b)).map((f) => ({
    ...f,
    list: listed.includes(f.name),
    ...(filters[f.name] ? { filter: filters[f.name] } : {}),
  }));
}

const line = (name: string, type: FieldDecl['type'] = 'text', options?: readonly (string | number)[]): FieldDecl =>
  ({ name, type, ...(options ? { options } : {}) });

/** A stay's related records in its detail (the stores' `related` SQL fills them). */
export const STAY_SECTIONS: readonly DetailSectionDecl[] = [
  {
    name: 'order',
    fields: [line('orderNo'), line('state', 'select', ORDER_STATES), line('receivable', 'money'), line('discount', 'money'),
      line('waived', 'money'), line('paid', 'money'), line('due', 'money'), line('pricedUntil', 'datetime')],
  },
  {
    name: 'feeLines',
    fields: [line('kind', 'select', FEE_LINE_KINDS), line('fromAt', 'datetime'), line('toAt', 'datetime'), line('window'),
      line('units', 'integer'), line('unitPrice', 'money'), line('amount', 'money')],
  },
  {
    name: 'payments',
    fields: [line('paymentNo'), line('paidAt', 'datetime'), line('channel', 'select', PAYMENT_CHANNELS), line('place', 'select', PAYMENT_PLACES),
      line('amount', 'money'), line('operator')],
  },
  {
    name: 'discounts',
    fields: [line('at', 'datetime'), line('kind', 'select', DISCOUNT_KINDS), line('amount', 'money'), line('reason'), line('operator')],
  },
  {
    name: 'passages',
    fields: [line('at', 'datetime'), line('laneName'), line('direction', 'select', LANE_DIRECTIONS), line('plate'),
      line('decision', 'select', LANE_DECISIONS), line('reason', 'select', LANE_REASONS), line('photo')],
  },
  {
    name: 'changes',
    fields: [line('at', 'datetime'), line('kind', 'select', STAY_CHANGE_KINDS), line('oldValue', 'select', CHANGE_VALUE_CODES),
      line('newValue', 'select', CHANGE_VALUE_CODES), line('reason', 'select', [COLLECTOR_READING]),
      line('operator'), line('feeBefore', 'money'), line('feeAfter', 'money')],
  },
  {
    name: 'manual',
    fields: [line('at', 'datetime'), line('kind', 'select', MANUAL_PASSAGE_KINDS), line('reason'), line('remark'), line('operator')],
  },
];
