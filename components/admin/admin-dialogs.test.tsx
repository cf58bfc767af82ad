// The special dialogs: every declared dialog name is registered, and the grant tree renders the
// checked, partial and unchecked states with the messages of the role-group screens.
import { renderToStaticMarkup } from 'react-dom/server';
import enRoleGroup from '../../messages/en-US/screens/roleGroup.json';
import { buildGrantTree, indexTree, type Grantable, type GrantEntry } from '@/lib/admin/grant-tree';
import { ROW_ACTION_DIALOG_NAMES } from '@/lib/admin/dialog-names';
import { GrantTreeNode } from './GrantTreeDialog';
import { ROW_ACTION_DIALOGS } from './row-action-dialogs';
import { rowActionDialog } from '@/components/list-screen/row-action-dialogs';
import { rowActionOfDialog } from './useRowActionCall';
import { screenAt } from '@/lib/screens/registry';

jest.mock('next-intl', () => ({ useTranslations: () => Object.assign((k: string) => k, { has: () => true }), useLocale: () => 'en-US' }));

const dialog = enRoleGroup.dialog as Record<string, string>;
const t = Object.assign((key: string) => {
  if (!(key in dialog)) throw new Error(`missing message screens.roleGroup.dialog.${key}`);
  return dialog[key];
}, { has: (key: string) => key in dialog }) as never;

const e = (id: number, pid: number, menuType: number, title: string, index = '', status = 1): GrantEntry =>
  ({ id, pid, menuType, title, titleEn: `${title} (en)`, index, status });
const tree = buildGrantTree([
  e(3, 0, 1, '系统管理'), e(301, 3, 2, '员工信息', '/EmployeeInformation'), e(30101, 301, 3, '新增', 'add'), e(30102, 301, 3, '修改', 'edit', 0),
  e(302, 3, 2, '员工手机绑定', '/StaffPhoneBinding'),
]);
const index = indexTree(tree);

const render = (checked: number[], expanded: number[], grantable: Grantable = 'all') => renderToStaticMarkup(
  <ul>
    <GrantTreeNode node={tree[0]} index={index} checked={new Set(checked)} grantable={grantable} expanded={new Set(expanded)} english
      onCheck={jest.fn()} onExpand={jest.fn()} t={t} />
  </ul>,
);
const checkbox = (html: string, id: number) => new RegExp(`<input[^>]*data-testid="grant-check-${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('special row-action dialogs', () => {
  it('registers a component for every declared dialog name, with the list screen too', () => {
    expect(Object.keys(ROW_ACTION_DIALOGS).sort()).toEqual([...ROW_ACTION_DIALOG_NAMES].sort());
    for (const name of ROW_ACTION_DIALOG_NAMES) expect(rowActionDialog(name)).toBe(ROW_ACTION_DIALOGS[name]);
  });

  it('finds the row action a dialog belongs to from the declaration', () => {
    expect(rowActionOfDialog(screenAt('/AuthorityGroup')!, 'grantTree')).toBe('grants');
    expect(rowActionOfDialog(screenAt('/PermissionGroup')!, 'lotPicker')).toBe('assignLots');
    expect(rowActionOfDialog(screenAt('/PermissionGroup')!, 'memberPicker')).toBe('assignMembers');
    expect(rowActionOfDialog(screenAt('/EmployeeInformation')!, 'grantTree')).toBeUndefined();
  });

  it('renders directories, pages and buttons with their check states', () => {
    const html = render([3, 301, 30101], [3]);
    expect(html).toContain('系统管理 (en)');
    expect(html).toContain('/EmployeeInformation');
    expect(checkbox(html, 30101)).toMatch(/checked/);
    expect(checkbox(html, 30102)).not.toMatch(/checked/);
    expect(checkbox(html, 302)).not.toMatch(/checked/);
    // The directory and the page are checked with something below them unchecked: partial.
    expect(html).toMatch(/data-indeterminate="true"[^]*grant-check-3"/);
    expect(html).toContain(dialog.disabled);
    expect(html).toContain(dialog.directory);
  });

  it('disables the entries the user may not grant', () => {
    const html = render([3, 301], [3], new Set([3, 301]));
    expect(checkbox(html, 301)).not.toMatch(/disabled/);
    expect(checkbox(html, 30101)).toMatch(/disabled/);
    expect(checkbox(html, 302)).toMatch(/disabled/);
  });

  it('hides the entries of a collapsed directory', () => {
    const html = render([], []);
    expect(html).toContain('data-testid="grant-check-3"');
    expect(html).not.toContain('data-testid="grant-check-301"');
  });
});
