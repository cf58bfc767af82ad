// Stores of the staff, role, menu, permission-group and log screens
// (lib/screens/declarations/staff.ts; tables of migrations 001, 002 and 020).
import { boothCollectorStore, postStore, staffPhoneStore } from './staff/assignments';
import { employeeStore } from './staff/employee';
import { auditLogStore, fileOperationStore } from './staff/logs';
import { menuStores } from './staff/menus';
import { permissionGroupStore } from './staff/permission-groups';
import { roleGroupStores } from './staff/role-groups';
import type { EntityStore } from './types';

export const STAFF_STORES: readonly EntityStore[] = [
  employeeStore, staffPhoneStore, boothCollectorStore, postStore,
  ...roleGroupStores,
  ...menuStores,
  permissionGroupStore,
  auditLogStore, fileOperationStore,
];
