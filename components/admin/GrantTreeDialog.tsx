'use client';
// 'grantTree': the menu of a role group's terrace as a checkbox tree (directories > pages >
// buttons) with the group's grants, saved with one call. Checking an entry checks everything
// below it and its ancestors; unchecking unchecks everything below (lib/admin/grant-tree.ts).
// The checked set and the expanded directories live in the dialog tray, so they survive
// minimising and navigation. A super administrators' group has every permission: it shows that
// instead of the tree. Entries the user may not grant (he does not hold them) are shown disabled.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Alert, Box, Button, Checkbox, Chip, CircularProgress, FormControlLabel, IconButton, Stack, Typography,
} from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { MinimizableDialog, useTrayState } from '@/components/dialogs';
import {
  allIds, checkState, indexTree, mayChange, setAllGrants, toggleGrant, type Grantable, type GrantIndex, type GrantNode,
  type GrantsRead,
} from '@/lib/admin/grant-tree';
import { MENU_KIND } from '@/lib/admin/terraces';
import type { AdminDialogProps } from './types';
import { apiErrorOf, useRowActionRead, useRowActionWrite } from './useRowActionCall';

export const GRANT_TREE_DIALOG = 'grantTree';

interface TreeState {
  /** null until the user changes something: the granted set read from the backend applies. */
  checked: number[] | null;
  /** Expanded directories and pages; null: every directory expanded. */
  expanded: number[] | null;
}
const INITIAL: TreeState = { checked: null, expanded: null };

export const grantDialogId = (entity: string, groupId: number | undefined) => `grants-${entity}-${groupId ?? 0}`;

interface NodeProps {
  node: GrantNode;
  index: GrantIndex;
  checked: ReadonlySet<number>;
  grantable: Grantable;
  expanded: ReadonlySet<number>;
  english: boolean;
  onCheck(id: number, on: boolean): void;
  onExpand(id: number, open: boolean): void;
  t: ReturnType<typeof useTranslations>;
}

function nodeTitle(node: GrantNode, english: boolean): string {
  return (english && node.titleEn) || node.title || node.index || String(node.id);
}

export function GrantTreeNode({ node, index, checked, grantable, expanded, english, onCheck, onExpand, t }: NodeProps) {
  const state = checkState(checked, index, node.id);
  const buttons = node.children.filter((c) => c.menuType === MENU_KIND.button);
  const nested = node.children.filter((c) => c.menuType !== MENU_KIND.button);
  const open = expanded.has(node.id);
  const expandable = nested.length > 0;
  const kind = node.menuType === MENU_KIND.directory ? 'directory' : 'page';
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid={`grant-node-${node.id}`}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {expandable ? (
          <IconButton size="small" aria-label={nodeTitle(node, english)} aria-expanded={open} onClick={() => onExpand(node.id, !open)}>
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : <Box sx={{ width: 34 }} />}
        <FormControlLabel
          sx={{ mr: 1 }}
          label={<Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{nodeTitle(node, english)}</span>
            {node.menuType === MENU_KIND.page && node.index && <Typography variant="caption" color="text.secondary">{node.index}</Typography>}
            <Chip size="small" variant="outlined" label={t(kind)} />
            {node.status !== 1 && <Chip size="small" color="warning" label={t('disabled')} />}
          </Stack>}
          control={<Checkbox size="small" checked={state !== 'unchecked'} indeterminate={state === 'partial'} disabled={!mayChange(grantable, node.id)}
            onChange={(e) => onCheck(node.id, e.target.checked)} slotProps={{ input: { 'data-testid': `grant-check-${node.id}` } as object }} />}
        />
      </Stack>
      {buttons.length > 0 && (
        <Stack direction="row" sx={{ pl: 8, flexWrap: 'wrap' }}>
          {buttons.map((button) => (
            <FormControlLabel key={button.id}
              label={<Typography variant="body2" color={button.status === 1 ? undefined : 'text.disabled'}>{nodeTitle(button, english)}</Typography>}
              control={<Checkbox size="small" checked={checked.has(button.id)} disabled={!mayChange(grantable, button.id)} onChange={(e) => onCheck(button.id, e.target.checked)}
                slotProps={{ input: { 'data-testid': `grant-check-${button.id}` } as object }} />}
            />
          ))}
        </Stack>
      )}
      {expandable && open && (
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {nested.map((child) => (
            <GrantTreeNode key={child.id} node={child} index={index} checked={checked} grantable={grantable} expanded={expanded} english={english}
              onCheck={onCheck} onExpand={onExpand} t={t} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function GrantTreeDialog({ screen, path, entity, ids, onDone, onClose }: AdminDialogProps) {
  const t = useTranslations(`screens.${entity}.dialog`);
  const english = useLocale() === 'en-US';
  const errorText = useErrorText();
  const dialogId = grantDialogId(entity, ids[0]);
  const [state, setState, forget] = useTrayState<TreeState>(dialogId, INITIAL);
  const read = useRowActionRead<GrantsRead>(screen, path, GRANT_TREE_DIALOG, ids);
  const save = useRowActionWrite<{ granted: number[] }>(screen, path, GRANT_TREE_DIALOG, ids);

  const data = read.data;
  const index = useMemo(() => (data ? indexTree(data.tree) : null), [data]);
  const checkedList = state.checked ?? data?.granted ?? [];
  const checked = useMemo(() => new Set(checkedList), [checkedList]);
  const grantable: Grantable = useMemo(() => (data?.grantable ? new Set(data.grantable) : 'all'), [data]);
  const expanded = useMemo(
    () => new Set(state.expanded ?? (data?.tree ?? []).filter((n) => n.menuType === MENU_KIND.directory).map((n) => n.id)),
    [state.expanded, data],
  );

  const close = () => { forget(); (onClose ?? onDone)(); };
  const onCheck = (id: number, on: boolean) => {
    if (!index) return;
    setState((previous) => ({ ...previous, checked: toggleGrant(previous.checked ?? data?.granted ?? [], index, id, on, grantable) }));
  };
  const onExpand = (id: number, open: boolean) => setState((previous) => {
    const current = new Set(previous.expanded ?? [...expanded]);
    if (open) current.add(id); else current.delete(id);
    return { ...previous, expanded: [...current] };
  });
  const setAllExpanded = (open: boolean) => setState((previous) => ({ ...previous, expanded: open && index ? allIds(index) : [] }));

  const group = data?.group;
  const name = group ? ((english && group.nameEn) || group.name) : '';
  const isSuper = Boolean(group?.isSuper);
  const failure = read.error ?? save.error;

  return (
    <MinimizableDialog id={dialogId} title={t('title', { name })} open onClose={close} maxWidth="md"
      actions={<>
        <Button onClick={close}>{t('cancel')}</Button>
        {!isSuper && (
          <Button variant="contained" disabled={!data || save.isPending} data-testid="grant-save"
            onClick={() => save.mutate({ menuIds: checkedList }, { onSuccess: () => { forget(); onDone(); } })}>
            {t('save')}
          </Button>
        )}
      </>}>
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{errorText(apiErrorOf(failure))}</Alert>}
      {read.isPending && <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><CircularProgress size={20} aria-label={t('loading')} /><span>{t('loading')}</span></Stack>}
      {data && isSuper && <Alert severity="info" data-testid="grant-all">{t('allPermissions')}</Alert>}
      {data && index && !isSuper && (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => setState((p) => ({ ...p, checked: setAllGrants(checkedList, index, true, grantable) }))}>{t('checkAll')}</Button>
            <Button size="small" onClick={() => setState((p) => ({ ...p, checked: setAllGrants(checkedList, index, false, grantable) }))}>{t('clear')}</Button>
            <Button size="small" onClick={() => setAllExpanded(true)}>{t('expandAll')}</Button>
            <Button size="small" onClick={() => setAllExpanded(false)}>{t('collapseAll')}</Button>
            <Typography variant="body2" color="text.secondary" data-testid="grant-count">{t('selected', { count: checked.size })}</Typography>
          </Stack>
          {data.tree.length === 0
            ? <Typography color="text.secondary">{t('empty')}</Typography>
            : (
              <Box component="ul" sx={{ p: 0, m: 0, maxHeight: '60vh', overflow: 'auto' }}>
                {data.tree.map((node) => (
                  <GrantTreeNode key={node.id} node={node} index={index} checked={checked} grantable={grantable} expanded={expanded} english={english}
                    onCheck={onCheck} onExpand={onExpand} t={t} />
                ))}
              </Box>
            )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>{t('nextLoad')}</Typography>
        </>
      )}
    </MinimizableDialog>
  );
}
