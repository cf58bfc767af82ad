// /ParkingSpaceNumberStatistics and /TollmanParkingSpaceReport over the views of
// 108_stay_statistics.sql and 185_occupancy.sql: spaces per lot, yard area and street; per toll
// collector, lot and day, the berths worked, plates recorded and money collected. Read only.
import type { EntityStore } from '../types';

export const spaceStatisticsStore: EntityStore = {
  entity: 'spaceStatistics',
  table: 'space_statistics',
  columns: {
    lotId: 'lot_id', level: 'level', placeName: 'place_name', berths: 'berths', reserved: 'reserved', outOfService: 'out_of_service',
    capacity: 'capacity', vehiclesIn: 'vehicles_in', free: 'free',
  },
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
};

export const tollmanReportStore: EntityStore = {
  entity: 'tollmanReport',
  table: 'tollman_daily',
  columns: { day: 'day', collector: 'collector', lotId: 'lot_id', berths: 'berths', stays: 'stays', payments: 'payments', amount: 'amount' },
  computed: { collectorName: 'u.name', lotName: 'l.name' },
  joins: 'LEFT JOIN pos_users u ON u.login_name = t.collector LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
};
