// Lot groups (docs/rentals.md, "Lot groups"; the notes' "shared lot group"): lots that sell
// packages together. A package of a lot may name a group the lot is in; a card of it is valid at
// every lot of the group. Lots are picked with the lot picker (a lot may be in several groups).
// Tables: 280_lot_groups.sql; store: backend/areas/rentals/lot-groups.ts.
import type { ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, shown } from '../../screens/common-fields';

export const LOT_GROUP_SCREENS: readonly ScreenDecl[] = [{
  path: '/ParkingLotGroup',
  directory: 'rentals',
  menuId: 1414,
  entity: 'lotGroup',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 50, filter: 'text', width: 180 },
    shown('lotNames', 'text', { sortable: false, width: 280 }),
    shown('packageCount', 'integer', { sortable: false, width: 100 }),
    { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
  ],
  buttons: ALL_BUTTONS,
  // Not 'assignLots': that button edits what others hold and only a super administrator grants it.
  rowActions: [{ name: 'groupLots', button: 'groupLots', dialog: 'lotPicker' }],
  defaultSort: { field: 'name', direction: 'asc' },
}];
