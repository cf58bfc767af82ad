'use client';
// Export of the filtered, sorted list by the server: xlsx by default, CSV (for very large
// exports) from the small menu. Shows the spec's messages and the bytes (and rows) received.
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Alert, Box, Button, LinearProgress, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/client/hydrated';
import { formatBytes } from '@/lib/list/download';
import { downloadExport, saveBlob, type ExportFormat, type ExportRequest } from './transfer';

export type ExportStatus =
  | { kind: 'idle' }
  | { kind: 'running'; bytes: number; total: number | null; rows: number | null }
  | { kind: 'done' | 'empty' | 'failed' };

const PROGRESS_EVERY_MS = 100;

export interface ExportControlProps {
  request: Omit<ExportRequest, 'format'>;
  /** File name when the server gives none (without extension). */
  baseName: string;
  /** The status line is rendered by the screen where it fits; it gets it here. */
  onStatus(status: ExportStatus): void;
  running: boolean;
}

export function ExportControl({ request, baseName, onStatus, running }: ExportControlProps) {
  const list = useTranslations('list');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hydrated = useHydrated();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let last = 0;
    onStatus({ kind: 'running', bytes: 0, total: null, rows: null });
    const result = await downloadExport({ ...request, format }, `${baseName}.${format}`, (p) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS) return;
      last = now;
      onStatus({ kind: 'running', ...p });
    }, controller.signal);
    if (controller.signal.aborted) return;
    if (result.ok) {
      saveBlob(result.blob, result.fileName);
      onStatus({ kind: 'done' });
    } else onStatus({ kind: result.error.messageKey === 'noDataToExport' ? 'empty' : 'failed' });
  };

  return (
    <>
      {/* A split button of two joined buttons (MUI's ButtonGroup, 5 KB, served only this). */}
      <Box role="group" sx={{ display: 'inline-flex' }}>
        <Button variant="outlined" disabled={running || !hydrated} onClick={() => run('xlsx')} data-testid="list-export"
          sx={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}>{list('export')}</Button>
        <Button variant="outlined" size="small" disabled={running || !hydrated} aria-label={list('exportFormat')} aria-haspopup="menu" data-testid="list-export-menu"
          onClick={(e) => setAnchor(e.currentTarget)} sx={{ minWidth: 40, ml: '-1px', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}>
          <ArrowDropDownIcon />
        </Button>
      </Box>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('xlsx')} data-testid="list-export-xlsx">{list('exportXlsx')}</MenuItem>
        <MenuItem onClick={() => run('csv')} data-testid="list-export-csv">{list('exportCsv')}</MenuItem>
      </Menu>
    </>
  );
}

const SEVERITY = { running: 'info', done: 'success', empty: 'warning', failed: 'error' } as const;
const MESSAGE = { running: 'exporting', done: 'exportCompleted', empty: 'noDataToExport', failed: 'exportFailed' } as const;

/** The export's message (exactly the spec's text) and, while it runs, the progress. */
export function ExportStatusLine({ status, onClose }: { status: ExportStatus; onClose(): void }) {
  const list = useTranslations('list');
  if (status.kind === 'idle') return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Alert severity={SEVERITY[status.kind]} data-testid="export-status" onClose={status.kind === 'running' ? undefined : onClose}>
        {list(MESSAGE[status.kind])}
      </Alert>
      {status.kind === 'running' && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant={status.total ? 'determinate' : 'indeterminate'} aria-label={list(MESSAGE.running)}
            value={status.total ? Math.min(100, (status.bytes / status.total) * 100) : undefined} />
          <Typography variant="caption" color="text.secondary" data-testid="export-progress">
            {status.rows !== null
              ? list('exportProgressRows', { size: formatBytes(status.bytes), rows: status.rows })
              : list('exportProgress', { size: formatBytes(status.bytes) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
