'use client';
// The grid's columns: the declaration's listed fields, read with their labels, and a row-actions
// column (details, edit, delete, row actions) when any of them is offered. A row action its
// row's state does not allow is disabled, and says why in the backend's words.
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { useBackendText } from '@/components/app/useBackendText';
import { cellText } from '@/lib/list/cells';
import { listedFields } from '@/lib/list/first-page';
import { rowRefusal } from '@/lib/screens/commands';
import type { ListGrants } from '@/lib/list/permissions';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '@/lib/screens/types';
import type { Row } from './screen-api';
import type { ScreenLabels } from './useScreenLabels';

export const ACTIONS_COLUMN = '__actions';
const NUMERIC = new Set<FieldDecl['type']>(['integer', 'decimal', 'money', 'maxSpaces', 'coordinate']);
const ICON_WIDTH = 40;
const ACTION_WIDTH = 96;

export { listedFields };

export interface RowHandlers {
  detail(row: Row): void;
  edit(row: Row): void;
  remove(ids: number[]): void;
  /** `row`: the row whose button was pressed (not given for the selected rows). */
  action(action: RowActionDecl, ids: number[], row?: Row): void;
}

interface RowIconProps { label: string; testId: string; icon: ReactNode; onClick(): void; color?: 'error' }

/** A row's icon button (details, edit, delete): its label is its tooltip and its accessible name. */
function RowIcon({ label, testId, icon, onClick, color }: RowIconProps) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" color={color} aria-label={label} data-testid={testId} onClick={onClick}>{icon}</IconButton>
    </Tooltip>
  );
}

/** `actor`: the signed-in user's login name (an approval needs someone other than its requester). */
export function useColumns(screen: ScreenDecl, labels: ScreenLabels, grants: ListGrants, handlers: RowHandlers, actor: string): GridColDef<Row>[] {
  const list = useTranslations('list');
  const backendText = useBackendText();
  return useMemo(() => {
    const columns: GridColDef<Row>[] = listedFields(screen).map((field) => ({
      field: field.name,
      headerName: labels.field(field.name),
      sortable: field.sortable !== false,
      ...(field.width ? { width: field.width } : { flex: 1, minWidth: 120 }),
      ...(NUMERIC.has(field.type) ? { align: 'right' as const, headerAlign: 'right' as const } : {}),
      valueFormatter: (value: unknown) => cellText(field, value, labels),
    }));
    if (!grants.rowColumn) return columns;
    const width = 16 + [grants.detail, grants.update, grants.delete].filter(Boolean).length * ICON_WIDTH + grants.rowActions.length * ACTION_WIDTH;
    columns.push({
      field: ACTIONS_COLUMN, headerName: list('actions'), sortable: false, filterable: false, hideable: false,
      disableColumnMenu: true, disableExport: true, width: Math.max(width, 90),
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
          {grants.detail && (
            <RowIcon label={list('detail')} testId={`row-detail-${row.id}`} icon={<InfoIcon fontSize="small" />} onClick={() => handlers.detail(row)} />
          )}
          {grants.update && (
            <RowIcon label={list('update')} testId={`row-edit-${row.id}`} icon={<EditIcon fontSize="small" />} onClick={() => handlers.edit(row)} />
          )}
          {grants.delete && (
            <RowIcon label={list('delete')} testId={`row-delete-${row.id}`} icon={<DeleteIcon fontSize="small" />} color="error"
              onClick={() => handlers.remove([row.id])} />
          )}
          {grants.rowActions.map((action) => {
            const refusal = rowRefusal(action, row, actor);
            const button = (
              <Button size="small" data-testid={`row-action-${action.name}-${row.id}`} disabled={refusal !== null}
                onClick={() => handlers.action(action, [row.id], row)}>
                {labels.action(action.name)}
              </Button>
            );
            // A disabled button gets no pointer events: the tooltip sits on a wrapper.
            return refusal ? <Tooltip key={action.name} title={backendText(refusal)}><span>{button}</span></Tooltip> : <span key={action.name}>{button}</span>;
          })}
        </Box>
      ),
    });
    return columns;
  }, [screen, labels, grants, handlers, list, actor, backendText]);
}
