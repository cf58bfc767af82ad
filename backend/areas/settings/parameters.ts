// /CommonParaTemplateInfo, /CommonParaInfo, /CommonParameterPermissionInfo.
import { isoAt } from '../../db';
import { fail } from '../../kernel/failures';
import type { EntityStore } from '../../entities/types';
import { checkRef, checkUnique } from '../../kernel/refs';

export const commonParaTemplateStore: EntityStore = {
  entity: 'commonParaTemplate',
  table: 'common_para_templates',
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: isoAt(context.now) };
  },
};

export const commonParaStore: EntityStore = {
  entity: 'commonPara',
  table: 'common_paras',
  columns: { updatedAt: 'updated_at' },
  computed: { templateName: 'tp.name' },
  joins: 'LEFT JOIN common_para_templates tp ON tp.id = t.template_id',
  options: { templateId: 'SELECT id AS value, name AS label FROM common_para_templates ORDER BY name, id' },
  async beforeWrite(tx, values, mode, context, id) {
    // Who may change a parameter besides super administrators: a role group given "can edit" on
    // it in /CommonParameterPermissionInfo (default: nobody else).
    const caller = context.caller;
    if (mode === 'update' && caller && !caller.isSuper) {
      const granted = await tx.query(
        'SELECT 1 FROM common_para_permissions WHERE parameter_id = $1 AND role_group_id = $2 AND can_edit',
        [id, caller.roleGroupId],
      );
      if (granted.length === 0) throw fail.forbidden();
    }
    const templateId = await checkRef(tx, values, 'templateId', 'SELECT 1 FROM common_para_templates WHERE id = $1');
    return { ...values, templateId, updatedAt: isoAt(context.now) };
  },
};

export const commonParaPermissionStore: EntityStore = {
  entity: 'commonParaPermission',
  table: 'common_para_permissions',
  columns: { updatedAt: 'updated_at' },
  computed: { parameterName: "p.code || ' ' || p.name", roleGroupName: 'g.name' },
  joins: 'JOIN common_paras p ON p.id = t.parameter_id JOIN role_groups g ON g.id = t.role_group_id',
  options: {
    parameterId: "SELECT id AS value, code || ' ' || name AS label FROM common_paras ORDER BY code, id",
    // Super administrators may change every parameter already.
    roleGroupId: 'SELECT id AS value, name AS label FROM role_groups WHERE NOT is_super ORDER BY name, id',
  },
  async beforeWrite(tx, values, _mode, context, id) {
    const parameterId = await checkRef(tx, values, 'parameterId', 'SELECT 1 FROM common_paras WHERE id = $1');
    const roleGroupId = await checkRef(tx, values, 'roleGroupId', 'SELECT 1 FROM role_groups WHERE id = $1 AND NOT is_super');
    await checkUnique(tx, 'common_para_permissions', { parameter_id: parameterId, role_group_id: roleGroupId }, 'roleGroupId', id);
    return { ...values, parameterId, roleGroupId, updatedAt: isoAt(context.now) };
  },
};
