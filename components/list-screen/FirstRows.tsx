'use client';
// The list's first page as a plain table, in the page's HTML: MUI's DataGrid draws nothing on the
// server (nor while the page hydrates), so without it a list showed no row until the browser had
// run every script and built the grid. The same columns, widths and cell texts as the grid's, at
// its row heights; the grid takes its place once the page has been painted (ListScreen).
import { Box, type SxProps, type Theme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { cellText } from '@/lib/list/cells';
import { listedFields } from '@/lib/list/first-page';
import type { ScreenDecl } from '@/lib/screens/types';
import type { Row } from './screen-api';
import type { ScreenLabels } from './useScreenLabels';

/** The DataGrid's defaults: header and row heights, its checkbox column's width. */
const HEADER_PX = 56;
const ROW_PX = 52;
const FOOTER_PX = 52;
const CHECKBOX_PX = 50;

export interface FirstRowsProps {
  screen: ScreenDecl;
  labels: ScreenLabels;
  /** The grid's columns (useColumns): their titles, widths and alignment. */
  columns: GridColDef<Row>[];
  rows: Row[];
  checkbox: boolean;
}

/** The grid's own border colour (@mui/x-data-grid's getBorderColor, light theme). */
const borderOf = (theme: Theme) => theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88);

const TABLE_SX: SxProps<Theme> = (theme) => ({
  border: 1, borderColor: borderOf(theme), borderRadius: 1, overflow: 'hidden',
  '& table': { tableLayout: 'fixed', borderCollapse: 'collapse', ...theme.typography.body2 },
  '& th, & td': { px: '10px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' },
  '& thead > tr': { height: HEADER_PX },
  '& th': { fontWeight: theme.typography.fontWeightMedium },
  '& tbody td': { height: ROW_PX, borderTop: 1, borderColor: borderOf(theme) },
  '& [data-align="right"]': { textAlign: 'right' },
  '& .first-rows-footer': { height: FOOTER_PX, borderTop: 1, borderColor: borderOf(theme) },
});

export function FirstRows({ screen, labels, columns, rows, checkbox }: FirstRowsProps) {
  const fields = new Map(listedFields(screen).map((f) => [f.name, f]));
  // Fixed widths as declared; the others share what is left, each at least its minimum (the grid's flex).
  const least = (checkbox ? CHECKBOX_PX : 0) + columns.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 0), 0);
  return (
    <Box sx={TABLE_SX} data-testid="list-first-rows">
      <table style={{ width: `max(100%, ${least}px)` }}>
        <colgroup>
          {checkbox && <col style={{ width: CHECKBOX_PX }} />}
          {columns.map((c) => <col key={c.field} style={c.width ? { width: c.width } : undefined} />)}
        </colgroup>
        <thead>
          <tr>
            {checkbox && <td />}
            {columns.map((c) => <th key={c.field} scope="col" data-align={c.headerAlign}>{c.headerName}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {checkbox && <td />}
              {columns.map((c) => {
                const field = fields.get(c.field);
                return <td key={c.field} data-align={c.align}>{field ? cellText(field, row[field.name], labels) : ''}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="first-rows-footer" />
    </Box>
  );
}
