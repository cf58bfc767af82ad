// /VehicleList over vehicles: vehicles the operator knows (type, brand, colour, owner). Each
// plate once, checked and stored normalised.
import type { EntityStore } from '../../entities/types';
import { uniquePlateWrite } from './common';

export const vehicleStore: EntityStore = {
  entity: 'vehicle',
  table: 'vehicles',
  columns: { updatedAt: 'updated_at' },
  beforeWrite: uniquePlateWrite('vehicles'),
};
