// What lanes record about the vehicles they see (written by the lanes, read and exported here):
// /CarBrandAuthentication over brand_checks and /HealthyCodeQuery over health_code_checks.
import type { EntityStore } from '../../entities/types';

const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';

export const brandCheckStore: EntityStore = {
  entity: 'brandCheck',
  table: 'brand_checks',
  computed: {
    lotName: 'l.name',
    result: `CASE WHEN t.matches IS NULL THEN 'unregistered' WHEN t.matches THEN 'match' ELSE 'mismatch' END`,
    stayNo: 's.stay_no',
  },
  joins: `${LOT_JOIN} LEFT JOIN stays s ON s.id = t.stay_id`,
  lotColumn: 'lot_id',
};

export const healthCodeCheckStore: EntityStore = {
  entity: 'healthCodeCheck',
  table: 'health_code_checks',
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};
