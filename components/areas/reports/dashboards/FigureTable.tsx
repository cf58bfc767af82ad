'use client';
// One table of a dashboard: its chart above, the same data as a table below, with export (xlsx,
// CSV) and print of the table.
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DashboardTable } from '@/lib/areas/reports/dashboards/answer';
import { useModule } from '@/lib/client/use-module';
import { printTable, saveCsv, saveXlsx, type TableFile } from './table-files';
import { useDashboardText } from './useDashboardText';

/** The charts library, asked for as soon as this module runs in the browser. */
const chartCode = typeof window === 'undefined' ? undefined : import('./DashboardChart');

export function FigureTable({ table }: { table: DashboardTable }) {
  const text = useDashboardText();
  const charts = useModule(chartCode);
  const title = text.t(`tables.${table.key}` as never);
  const file: TableFile = {
    title,
    header: [text.t('rowHeader'), ...table.columns.map((c) => text.column(c.name))],
    rows: table.rows.map((row) => [text.row(table.rowKind, row.key, row.label), ...row.values.map((v, i) => text.value(table.columns[i].unit, v))]),
  };
  return (
    <Card variant="outlined" data-testid={`dashboard-table-${table.key}`}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="subtitle1" component="h2">{title}</Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => void saveXlsx(file)} data-testid={`dashboard-xlsx-${table.key}`}>{text.t('exportXlsx')}</Button>
            <Button size="small" variant="outlined" onClick={() => saveCsv(file)} data-testid={`dashboard-csv-${table.key}`}>{text.t('exportCsv')}</Button>
            <Button size="small" variant="outlined" onClick={() => printTable(file)}>{text.t('print')}</Button>
          </Stack>
        </Stack>
        {table.rows.length === 0 ? <Typography color="text.secondary" sx={{ py: 2 }}>{text.t('noRows')}</Typography> : (
          <>
            <Box data-testid={`dashboard-chart-${table.key}`}>{charts && <charts.DashboardChart table={table} />}</Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead><TableRow>{file.header.map((h, i) => <TableCell key={h} align={i === 0 ? 'left' : 'right'}>{h}</TableCell>)}</TableRow></TableHead>
                <TableBody>
                  {file.rows.map((row, r) => (
                    <TableRow key={table.rows[r].key}>{row.map((cell, i) => <TableCell key={i} align={i === 0 ? 'left' : 'right'}>{cell}</TableCell>)}</TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
