// /SpecialVehicle over special_vehicles: police, military, emergency... vehicles that pass free
// until their validity ends. Each plate once, checked and stored normalised.
import type { EntityStore } from '../../entities/types';
import { uniquePlateWrite } from './common';

export const specialVehicleStore: EntityStore = {
  entity: 'specialVehicle',
  table: 'special_vehicles',
  columns: { updatedAt: 'updated_at' },
  beforeWrite: uniquePlateWrite('special_vehicles'),
};
