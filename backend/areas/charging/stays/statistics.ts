// /ParkingSpaceNumberStatistics and /TollmanParkingSpaceReport over the views of
// 108_stay_statistics.sql and 185_occupancy.sql: spaces per lot, yard area and street; per toll
// collector, lot and day, the berths worked, plates recorded and money collected. Read only.
import type { EntityStore } from '../../../entities/types';

export const spaceStatisticsStore: EntityStore = {
  entity: 'spaceStatistics',
  table: 'space_statistics',
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
};

export const tollmanReportStore: EntityStore = {
  entity: 'tollmanReport',
  table: 'tollman_daily',
  computed: { collectorName: 'u.name', lotName: 'l.name' },
  joins: 'LEFT JOIN pos_users u ON u.login_name = t.collector LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
};
