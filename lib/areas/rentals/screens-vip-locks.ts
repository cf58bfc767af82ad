// The operation centre's "VIP lock order record" (issue 20's named page; docs/rentals.md, "VIP lock
// order record"): the free parking VIP cards gave at berths with a parking lock, one row per stay,
// with what the lock log says of the lock during the stay. Read only, lot-scoped, a temporary
// record as the stays' lists are. Store: backend/areas/rentals/vip-lock-stays.ts.
import type { CardPassReason } from '../../parking/lane-rules';
import { STAY_STATES } from '../../parking/stay-machine';
import type { ScreenDecl } from '../../screens/types';
import { LOT_FILTER, LOT_NAME, shown, temporaryRecords } from '../../screens/common-fields';

/** A VIP card's verdicts at entry that make its stay free: in its period, or in its entry grace. */
export const VIP_STAY_REASONS = ['vipCard', 'cardGrace'] as const satisfies readonly CardPassReason[];

export const VIP_LOCK_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/VipLockOrderRecord', directory: 'operation', menuId: 1404, entity: 'vipLockStay',
    fields: [
      shown('stayNo', 'text', { width: 170 }),
      LOT_FILTER, LOT_NAME,
      shown('placeName', 'text', { width: 120 }),
      shown('berthNumber', 'text', { width: 100 }),
      shown('lockSerial', 'text', { width: 130 }),
      shown('plate', 'text', { filter: 'text', width: 120 }),
      shown('cardNo', 'text', { filter: 'text', width: 130 }),
      shown('customer', 'text', { width: 150 }),
      shown('packageName', 'text', { width: 130 }),
      shown('cardReason', 'select', { options: VIP_STAY_REASONS, width: 110 }),
      shown('entryAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('exitAt', 'datetime', { width: 170 }),
      // Still parked: up to the moment of reading.
      shown('durationMinutes', 'integer', { sortable: false, width: 110 }),
      shown('state', 'select', { options: STAY_STATES, width: 130 }),
      // The lock log while the car was on the berth: the flap last lowered (by whom) and raised by a command, and how many were sent.
      shown('loweredAt', 'datetime', { sortable: false, width: 170 }),
      shown('loweredBy', 'text', { sortable: false, width: 120 }),
      shown('raisedAt', 'datetime', { sortable: false, width: 170 }),
      shown('lockCommands', 'integer', { sortable: false, width: 100 }),
    ],
    ...temporaryRecords('entryAt'),
    detail: { sections: [], audit: true },
  },
];
