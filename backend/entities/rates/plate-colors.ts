// /RatePlateColorInfo over `plate_color_types`: the vehicle type each plate colour means (one row
// per colour), for pricing when a camera reports the colour only.
import { at } from '../settings/common';
import type { EntityStore } from '../types';

export const plateColorTypeStore: EntityStore = {
  entity: 'plateColorType',
  table: 'plate_color_types',
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: at(context.now) };
  },
};
