// /VehicleList over vehicles: vehicles the operator knows (type, brand, colour, owner). Each
// plate once, checked and stored normalised.
import type { EntityStore } from '../types';
import { uniquePlateWrite } from './common';

export const vehicleStore: EntityStore = {
  entity: 'vehicle',
  table: 'vehicles',
  columns: {
    plate: 'plate', plateColor: 'plate_color', vehicleType: 'vehicle_type', brand: 'brand', color: 'color', owner: 'owner',
    phone: 'phone', remark: 'remark', updatedAt: 'updated_at',
  },
  beforeWrite: uniquePlateWrite('vehicles'),
};
