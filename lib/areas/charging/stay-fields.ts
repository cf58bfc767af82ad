// Fields and codes of the stay and vehicle-record screens (stays.ts): the columns every screen
// over `stays` shows (a row's detail shows them all), the related records of a stay's detail, and
// the code lists their selects label. Codes come from the charging core (lib/parking, lib/tariff);
// what the core keeps in the backend only is restated here and checked against it by
// backend/areas/charging/stays.test.ts.
import { DISCOUNT_KINDS, PAYMENT_CHANNELS, PAYMENT_PLACES, STAY_SOURCES, VEHICLE_CLASSES, type PaymentPlace } from '../../parking/channels';
import { LANE_DECISIONS, LANE_REASONS, LANE_DIRECTIONS } from '../../parking/lane-rules';
import { ORDER_STATES } from '../../parking/order-machine';
import { FREE_REASONS, OPEN_STAY_STATES, STAY_STATE, STAY_STATES, type StayState } from '../../parking/stay-machine';
import { FEE_LINE_KINDS } from '../../tariff/lines';
import { SPECIAL_CLASSES, VEHICLE_KINDS, VEHICLE_PLATE_COLORS } from '../../tariff/select';
import type { DetailSectionDecl, FieldDecl } from '../../screens/types';
import { LOT_FILTER, LOT_NAME, detailSection, movingAmount, shown } from '../../screens/common-fields';

/** States of a stay whose vehicle was seen leaving (a repeat entry closes a stay without one). */
export const LEFT_STAY_STATES: readonly StayState[] = STAY_STATES.filter((s) => !OPEN_STAY_STATES.includes(s) && s !== STAY_STATE.repeatEntry);
/** Kinds of stay_changes rows. */
export const STAY_CHANGE_KINDS = ['plate', 'plateColor', 'vehicleType'] as const;
/**
 * Codes among the old and new values of stay changes (a colour, a vehicle type): shown with their
 * labels, plates as they are.
 */
export const CHANGE_VALUE_CODES: readonly string[] = [...VEHICLE_PLATE_COLORS, ...VEHICLE_KINDS];
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

/** Longest plate a form takes (the services normalise and check the format). */
export { PLATE_MAX_LENGTH } from '../../validation/formats';
/** Longest reason of a manual exit or a correction (the core's stay_changes reasons). */
export const REASON_MAX_LENGTH = 100;

const choice = (name: string, options: readonly (string | number)[], extra: Partial<FieldDecl> = {}): FieldDecl =>
  shown(name, 'select', { options, ...extra });

export const plateColorField = (extra: Partial<FieldDecl> = {}) => choice('plateColor', VEHICLE_PLATE_COLORS, { width: 100, ...extra });

/** One end of a stay: when, how and where the vehicle passed, who let it by hand and why. */
const passageFields = (end: 'entry' | 'exit'): FieldDecl[] => [
  shown(`${end}At`, 'datetime', { width: 170 }),
  choice(`${end}Source`, STAY_SOURCES, { width: 110 }),
  shown(`${end}Lane`, 'text', { width: 110 }),
  shown(`${end}Device`),
  shown(`${end}Photo`, 'text', { sortable: false }),
  shown(`${end}Operator`, 'text', { width: 110 }),
  shown(`${end}Reason`, 'text', { sortable: false, width: 160 }),
];

/**
 * The fields of a stay, in column order, none listed: each screen lists and filters its own
 * (stayFields). Amounts are the order's: a vehicle still in the lot's priced at the moment of
 * reading, the others' as last priced.
 */
const STAY_FIELDS: readonly FieldDecl[] = [
  shown('stayNo', 'text', { width: 170 }),
  LOT_FILTER,
  LOT_NAME,
  shown('placeName', 'text', { width: 120 }),
  shown('berthNumber', 'text', { width: 100 }),
  shown('plate', 'text', { width: 120 }),
  plateColorField(),
  choice('vehicleType', VEHICLE_KINDS, { width: 100 }),
  choice('vehicleClass', VEHICLE_CLASSES, { width: 110 }),
  choice('specialClass', SPECIAL_CLASSES, { width: 110 }),
  choice('state', STAY_STATES, { width: 130 }),
  ...passageFields('entry'),
  ...passageFields('exit'),
  shown('durationMinutes', 'integer', { width: 110 }),
  shown('rateName', 'text', { width: 140 }),
  choice('freeReason', FREE_REASONS, { width: 120 }),
  shown('collector', 'text', { width: 110 }),
  shown('repeatOfNo', 'text', { width: 170 }),
  shown('orderNo', 'text', { width: 170 }),
  choice('orderState', ORDER_STATES, { width: 100 }),
  movingAmount('receivable'),
  shown('paid', 'money', { width: 110 }),
  movingAmount('due'),
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
  const rank = (f: FieldDecl) => (f === LOT_FILTER ? -1 : listed.includes(f.name) ? listed.indexOf(f.name) : listed.length + all.indexOf(f));
  return [...all].sort((a, b) => rank(a) - rank(b)).map((f) => ({
    ...f,
    list: listed.includes(f.name),
    ...(filters[f.name] ? { filter: filters[f.name] } : {}),
  }));
}

/** A stay's related records in its detail (the stores' `related` SQL fills them). */
export const STAY_SECTIONS: readonly DetailSectionDecl[] = [
  detailSection('order', {
    orderNo: 'text', state: ORDER_STATES, receivable: 'money', discount: 'money', waived: 'money', paid: 'money', due: 'money', pricedUntil: 'datetime',
  }),
  detailSection('feeLines', { kind: FEE_LINE_KINDS, fromAt: 'datetime', toAt: 'datetime', window: 'text', units: 'integer', unitPrice: 'money', amount: 'money' }),
  detailSection('payments', { paymentNo: 'text', paidAt: 'datetime', channel: PAYMENT_CHANNELS, place: PAYMENT_PLACES, amount: 'money', operator: 'text' }),
  detailSection('discounts', { at: 'datetime', kind: DISCOUNT_KINDS, amount: 'money', reason: 'text', operator: 'text' }),
  detailSection('passages', {
    at: 'datetime', laneName: 'text', direction: LANE_DIRECTIONS, plate: 'text', decision: LANE_DECISIONS, reason: LANE_REASONS, photo: 'text',
  }),
  detailSection('changes', {
    at: 'datetime', kind: STAY_CHANGE_KINDS, oldValue: CHANGE_VALUE_CODES, newValue: CHANGE_VALUE_CODES, reason: [COLLECTOR_READING],
    operator: 'text', feeBefore: 'money', feeAfter: 'money',
  }),
  detailSection('manual', { at: 'datetime', kind: MANUAL_PASSAGE_KINDS, reason: 'text', remark: 'text', operator: 'text' }),
];
