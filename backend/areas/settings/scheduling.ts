// /SchedulingPlan (shifts) and /SchedulingManage (the roster: one shift per staff member and day).
import { isoAt } from '../../db';
import type { EntityStore } from '../../entities/types';
import { timeOfDay } from './common';
import { checkRef, checkUnique } from '../../kernel/refs';

export const schedulingPlanStore: EntityStore = {
  entity: 'schedulingPlan',
  table: 'scheduling_plans',
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(_tx, values, _mode, context) {
    // HH:mm; an end before the start is an overnight shift, so any pair is accepted.
    return { ...values, startTime: timeOfDay(values, 'startTime'), endTime: timeOfDay(values, 'endTime'), updatedAt: isoAt(context.now) };
  },
};

const STAFF_LABEL = "u.display_name || ' (' || u.login_name || ')'";
const PLAN_LABEL = "p.name || ' ' || p.start_time || '-' || p.end_time";

export const schedulingAssignmentStore: EntityStore = {
  entity: 'schedulingAssignment',
  table: 'scheduling_assignments',
  columns: { staffId: 'user_id', updatedAt: 'updated_at' },
  computed: { staffName: STAFF_LABEL, planName: PLAN_LABEL },
  joins: 'JOIN users u ON u.id = t.user_id JOIN scheduling_plans p ON p.id = t.plan_id',
  options: {
    staffId: "SELECT id AS value, display_name || ' (' || login_name || ')' AS label FROM users WHERE NOT disabled ORDER BY display_name",
    planId: "SELECT id AS value, name || ' ' || start_time || '-' || end_time AS label FROM scheduling_plans WHERE status = 1 ORDER BY start_time, name",
  },
  async beforeWrite(tx, values, _mode, context, id) {
    // Only enabled staff and enabled shifts are offered; a row may keep the ones it has.
    const table = 'scheduling_assignments';
    const staffId = await checkRef(tx, values, 'staffId', 'SELECT 1 FROM users WHERE id = $1 AND NOT disabled', { table, column: 'user_id', id });
    const planId = await checkRef(tx, values, 'planId', 'SELECT 1 FROM scheduling_plans WHERE id = $1 AND status = 1', { table, column: 'plan_id', id });
    await checkUnique(tx, table, { user_id: staffId, work_date: values.workDate }, 'workDate', id);
    return { ...values, staffId, planId, updatedAt: isoAt(context.now) };
  },
};
