// /ArrearsList (and its view /CatcOwe), /OverdueCarPayment, /ArrearsDeleteRecord, /ArrearsOrder
// and /OweCarList over the arrears: read only, written by the services of backend/arrears alone
// (the row actions), audited as they audit them.
import { ARREAR_STATE } from '../../../lib/parking/arrears-machine';
import { ARREAR_AUDIT } from '../charging';
import type { EntityStore } from '../../entities/types';
import { ARREAR_COMPUTED, ARREAR_JOINS, ARREAR_OPTIONS, ARREAR_RELATED } from './common';
import { PAY_ARREAR, REMIND_ARREAR, VOID_ARREAR } from './commands';

const arrearStore = (entity: string, extra: Partial<EntityStore> = {}): EntityStore => ({
  entity,
  table: 'arrears',
  auditEntity: ARREAR_AUDIT,
  computed: ARREAR_COMPUTED,
  joins: ARREAR_JOINS,
  lotColumn: 'lot_id',
  related: ARREAR_RELATED,
  options: ARREAR_OPTIONS,
  ...extra,
});

export const arrearListStore = arrearStore('arrear', { rowActions: { pay: PAY_ARREAR, remind: REMIND_ARREAR, void: VOID_ARREAR } });

/** The arrears of on-street stays (a stay on a street's berth). */
export const overdueCarPaymentStore = arrearStore('overdueCarPayment', {
  computed: { ...ARREAR_COMPUTED, streetName: 'st.name', berthNumber: 'b.number' },
  joins: `${ARREAR_JOINS} JOIN streets st ON st.id = s.street_id LEFT JOIN berths b ON b.id = s.berth_id`,
  rowActions: { pay: PAY_ARREAR },
});

export const arrearVoidStore = arrearStore('arrearVoid', { where: `t.state = ${ARREAR_STATE.void}` });

export const arrearsOrderStore = arrearStore('arrearsOrder', {
  computed: {
    ...ARREAR_COMPUTED, entryAt: 's.entry_at', receivable: 'o.receivable', discount: 'o.discount', waived: 'o.waived', due: 'o.due',
    orderState: 'o.state',
  },
});

export const owedPlateStore: EntityStore = {
  entity: 'owedPlate',
  table: 'arrears_by_plate',
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
};
