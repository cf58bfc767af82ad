// Stores of the staff, role, menu, permission-group and log screens
// (lib/areas/staff/screens.ts; tables of migrations 001, 002 and 020).
import { boothCollectorStore, postStore, staffPhoneStore } from './assignments';
import { employeeStore } from './employee';
import { auditLogStore, fileOperationStore } from './logs';
import { menuStores } from './menus';
import { permissionGroupStore } from './permission-groups';
import { roleGroupStores } from './role-groups';
import type { EntityStore } from '../../entities/types';

export const STAFF_STORES: readonly EntityStore[] = [
  employeeStore, staffPhoneStore, boothCollectorStore, postStore,
  ...roleGroupStores,
  ...menuStores,
  permissionGroupStore,
  auditLogStore, fileOperationStore,
];
