// /RatePlateColorInfo over `plate_color_types`: the vehicle type each plate colour means (one row
// per colour), for pricing when a camera reports the colour only.
import { isoAt } from '../../db';
import type { EntityStore } from '../../entities/types';

export const plateColorTypeStore: EntityStore = {
  entity: 'plateColorType',
  table: 'plate_color_types',
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: isoAt(context.now) };
  },
};
