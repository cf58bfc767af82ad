// /DisabledVehicle over disabled_vehicles: vehicles of disabled drivers, with the share of the
// fee waived (100: free) until their validity ends. Each plate once, checked and stored normalised.
import type { EntityStore } from '../../entities/types';
import { uniquePlateWrite } from './common';

export const disabledVehicleStore: EntityStore = {
  entity: 'disabledVehicle',
  table: 'disabled_vehicles',
  columns: { updatedAt: 'updated_at' },
  beforeWrite: uniquePlateWrite('disabled_vehicles'),
};
