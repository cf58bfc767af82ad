// /TempOrder (and its view /CatcPayOrder) and /OrderList over orders: read only, written by the
// charging services alone (the row actions of commands.ts), audited as the services audit them.
import { AUDIT, shownOrderStateSql, ORDER_AT_READ } from '../charging';
import type { EntityStore } from '../../entities/types';
import { ORDER_JOINS, ORDER_RELATED } from './common';
import { ORDER_COMMANDS } from './commands';

/** What the order's stay says, and the state the order shows. */
const STAY_FIELDS = {
  lotName: 'l.name', entryAt: 's.entry_at', exitAt: 's.exit_at', stayState: 's.state', state: shownOrderStateSql('t.state', 's.state'),
};

export const tempOrderStore: EntityStore = {
  entity: 'tempOrder',
  table: 'orders',
  auditEntity: AUDIT.order,
  computed: STAY_FIELDS,
  joins: ORDER_JOINS,
  lotColumn: 'lot_id',
  related: ORDER_RELATED,
  atRead: ORDER_AT_READ,
  rowActions: ORDER_COMMANDS,
};

export const orderListStore: EntityStore = {
  entity: 'orderList',
  table: 'orders',
  auditEntity: AUDIT.order,
  computed: {
    ...STAY_FIELDS,
    stayNo: 's.stay_no',
    placeName: 'coalesce(ya.name, st.name)',
    berthNumber: 'b.number',
    vehicleClass: 's.vehicle_class',
    rateName: 'r.name',
  },
  joins: `${ORDER_JOINS} LEFT JOIN yard_areas ya ON ya.id = s.yard_area_id LEFT JOIN streets st ON st.id = s.street_id
    LEFT JOIN berths b ON b.id = s.berth_id LEFT JOIN rates r ON r.id = s.rate_id`,
  lotColumn: 'lot_id',
  related: ORDER_RELATED,
  atRead: ORDER_AT_READ,
};
