'use client';
// A declared list screen (lib/screens): filter bar, server-paged DataGrid, create/edit form,
// delete and row actions, export and import, each control shown only when its button is granted.
import { Alert, Box, Button, LinearProgress, Skeleton, Typography } from '@mui/material';
import { DataGrid, type GridRowSelectionModel, type GridSortDirection, type GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Notice } from '@/components/app/Notice';
import { useErrorText } from '@/components/app/useErrorText';
import { useTray } from '@/components/dialogs/TrayContext';
import { OnceOpened } from '@/components/app/OnceOpened';
import { useButtons } from '@/components/permission';
import { useHydrated, usePainted } from '@/lib/client/hydrated';
import { newRequestKey } from '@/lib/client/keys';
import { isMinimised } from '@/lib/dialogs/tray-state';
import { cursorFor, NO_CURSORS, rememberNext, viewOf, type PageCursors } from '@/lib/list/cursors';
import { FIRST_PAGE, initialSortOf, listPayload } from '@/lib/list/first-page';
import { clampPage, PAGE_SIZE_OPTIONS, type PageModel } from '@/lib/list/paging';
import { approximateRowsText, gridRowCount } from '@/lib/list/totals';
import { listGrants } from '@/lib/list/permissions';
import { CHART_HEIGHT_PX } from '@/lib/screens/chart-size';
import type { RowActionDecl, ScreenDecl } from '@/lib/screens/types';
import type { Language } from '@/lib/spec-constants';
import { listedFields, useColumns, type RowHandlers } from './columns';
import { dialogIds } from './dialog-ids';
import { useActionFormOpener, useConfirmOpener, useFormOpener } from './dialog-openers';
import { ExportControl, ExportStatusLine, type ExportStatus } from './ExportControl';
import { FirstRows } from './FirstRows';
import { FilterBar } from './FilterBar';
import { gridLocaleText } from './grid-locale';
import { ImportControl } from './ImportControl';
import { hasRowActionDialog } from './row-action-dialogs';
// Registers the administration area's special row-action dialogs (grant tree, lot and member pickers).
import '@/components/admin/row-action-dialogs';
// Registers the rate screens' form tool (try this rate).
import { asApiError, listKey, screenCall, type ListPage, type Row } from './screen-api';
import { SpecialActionDialog, useSpecialActionOpener } from './SpecialActionDialog';
import { useColumnVisibility } from './useColumnVisibility';
import { useRowCommand } from './useRowCommand';
import { useScreenLabels } from './useScreenLabels';

// The dialogs and the detail drawer load when first opened (OnceOpened), not with the list.
const FormDialog = dynamic(() => import('./FormDialog').then((m) => m.FormDialog));
const ConfirmDialog = dynamic(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));
const ActionFormDialog = dynamic(() => import('./ActionFormDialog').then((m) => m.ActionFormDialog));
const ImportErrorsDialog = dynamic(() => import('./ImportErrorsDialog').then((m) => m.ImportErrorsDialog));
const DetailDrawer = dynamic(() => import('./DetailDrawer').then((m) => m.DetailDrawer));

// Only screens that declare a chart load it (and the charts library).
const ListChart = dynamic(() => import('./ListChart').then((m) => m.ListChart), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={CHART_HEIGHT_PX} sx={{ mb: 2 }} />,
});

export interface ListScreenProps {
  /** The declaration shown (lib/screens/registry.ts screenAt), given by the server page so that
   * the browser is sent this screen's declaration only, not all of them. */
  screen: ScreenDecl;
  path: string;
  /** Column choices are remembered per user; 'me' when not given. */
  userId?: string;
}

export function ListScreen({ screen, path, userId }: ListScreenProps) {
  return <DeclaredList screen={screen} path={path} userId={userId} />;
}

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The height of the bar that shows a list being read again (MUI's LinearProgress). */
const REFETCH_BAR_PX = 4;
// The grid's props that do not change are made once: the grid renders again (every row of it)
// whenever a prop is a new object, so each of the list's own renders would redraw it.
const NO_ROWS: Row[] = [];
const PAGE_SIZES = [...PAGE_SIZE_OPTIONS];
const SORTING_ORDER: GridSortDirection[] = ['asc', 'desc', null];

function initialSort(screen: ScreenDecl): GridSortModel {
  const sort = initialSortOf(screen);
  return sort ? [{ field: sort.field, sort: sort.direction }] : [];
}

function DeclaredList({ screen, path, userId }: { screen: ScreenDecl; path: string; userId?: string }) {
  const list = useTranslations('list');
  const locale = useLocale();
  const errorText = useErrorText();
  const buttons = useButtons();
  const labels = useScreenLabels(screen, path);
  const grants = useMemo(() => listGrants(screen, buttons, hasRowActionDialog), [screen, buttons]);

  const [pageModel, setPageModel] = useState<PageModel>(FIRST_PAGE);
  const [sortModel, setSortModel] = useState<GridSortModel>(() => initialSort(screen));
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [notice, setNotice] = useState<string | null>(null);
  const [exportStatus, setExportStatus] = useState<ExportStatus>({ kind: 'idle' });

  const sort = sortModel[0]?.sort ? { field: sortModel[0].field, direction: sortModel[0].sort } : undefined;
  // The next page is read after the last row of the one before (keyset) when the backend gave a cursor.
  const [cursors, setCursors] = useState<PageCursors>(NO_CURSORS);
  const view = viewOf(sort, filters, pageModel.pageSize);
  const after = cursorFor(cursors, view, pageModel.page);
  // The first page's is also read by the server page (lib/bff/prefetch.ts): the same payload, so the same query.
  const payload = listPayload(pageModel, sort, filters, after);
  const page = useQuery({
    queryKey: [...listKey(path), payload],
    queryFn: () => screenCall<ListPage>(path, 'list', payload),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.rows ?? NO_ROWS;
  const exactTotal = page.data && !page.data.totalKind ? page.data.total : undefined;
  const next = page.isPlaceholderData ? undefined : page.data?.next;
  useEffect(() => setCursors((c) => rememberNext(c, view, pageModel.page, next)), [view, pageModel.page, next]);

  // Rows went away (a delete): show the last page that still has rows (an exact total only).
  useEffect(() => {
    if (exactTotal === undefined) return;
    const clamped = clampPage(pageModel, exactTotal);
    if (clamped !== pageModel) setPageModel(clamped);
  }, [exactTotal, pageModel]);
  const rowCount = useMemo(() => gridRowCount(page.data, rows.length, pageModel.pageSize), [page.data, rows.length, pageModel.pageSize]);
  const gridText = gridLocaleText(locale as Language);
  const localeText = useMemo(() => (page.data?.totalKind ? {
    ...gridText,
    paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
      approximateRowsText(page.data, { from, to }, (key, values) => list(key, values)) ?? '',
  } : gridText), [page.data, gridText, list]);

  const selectedIds = useMemo(() => {
    if (selection.type === 'include') return [...selection.ids].map(Number);
    return rows.filter((r) => !selection.ids.has(r.id)).map((r) => r.id);
  }, [selection, rows]);

  const tray = useTray();
  const ids = dialogIds(screen.entity);
  const inTray = (id: string) => tray.state.open[id] === true || isMinimised(tray.state, id);
  const openForm = useFormOpener(screen);
  const confirm = useConfirmOpener(screen);
  const openActionForm = useActionFormOpener(screen);
  const openSpecial = useSpecialActionOpener(screen);
  const command = useRowCommand(path);
  const { mutate: runCommand } = command;

  const afterCommand = useCallback((message: string) => {
    setSelection(NO_SELECTION);
    setNotice(message);
  }, []);
  const runAction = useCallback((action: RowActionDecl, ids: number[], row?: Row) => {
    const key = action.idempotent ? newRequestKey() : undefined;
    if (action.dialog) openSpecial(action.dialog, ids);
    else if (action.fields?.length) openActionForm(action, ids, row);
    else if (action.confirm) confirm({ action: action.name, ids, key });
    else runCommand({ action: action.name, ids, key }, { onSuccess: () => afterCommand(labels.done(action.name)) });
  }, [openSpecial, openActionForm, confirm, runCommand, afterCommand, labels]);
  const [detailId, setDetailId] = useState<number | null>(null);
  const handlers = useMemo<RowHandlers>(() => ({
    detail: (row) => setDetailId(row.id),
    edit: openForm.edit,
    remove: (ids) => confirm({ action: 'delete', ids }),
    action: runAction,
  }), [openForm.edit, confirm, runAction]);

  const columns = useColumns(screen, labels, grants, handlers, userId ?? '');
  const hydrated = useHydrated();
  // The rows show at once as plain text (in the server's HTML, or in a navigation's first frame); the grid follows.
  const gridShown = usePainted();
  const [visibility, setVisibility] = useColumnVisibility(userId, path, useMemo(() => listedFields(screen).map((f) => f.name), [screen]));

  const sortBy = useCallback((model: GridSortModel) => {
    setSortModel(model.slice(0, 1));
    setPageModel((m) => ({ ...m, page: 0 }));
  }, []);

  const apply = (next: Record<string, unknown>) => {
    // The same search again reads the rows again: devices and other users change them meanwhile.
    if (pageModel.page === 0 && JSON.stringify(next) === JSON.stringify(filters)) void page.refetch();
    setFilters(next);
    setPageModel((m) => ({ ...m, page: 0 }));
    setSelection(NO_SELECTION);
  };

  return (
    <Box sx={{ p: 3 }} data-testid={`list-${screen.entity}`}>
      <Typography variant="h5" component="h1" gutterBottom>{labels.title}</Typography>
      <FilterBar screen={screen} labels={labels} onApply={apply} />

      <Box sx={{ display: 'flex', mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {grants.create && <Button variant="contained" disabled={!hydrated} onClick={openForm.create} data-testid="list-create">{list('create')}</Button>}
        {grants.delete && (
          <Button variant="outlined" color="error" disabled={selectedIds.length === 0} data-testid="bulk-delete"
            onClick={() => confirm({ action: 'delete', ids: selectedIds })}>
            {list('deleteSelected')}
          </Button>
        )}
        {grants.bulkActions.map((action) => (
          <Button key={action.name} variant="outlined" disabled={selectedIds.length === 0 || command.isPending}
            data-testid={`bulk-action-${action.name}`} onClick={() => runAction(action, selectedIds)}>
            {labels.action(action.name)}
          </Button>
        ))}
        {grants.selectable && selectedIds.length > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="list-selected">{list('selected', { count: selectedIds.length })}</Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {grants.export && (
          <ExportControl request={{ path, ...(sort ? { sort } : {}), filters }} baseName={labels.title}
            onStatus={setExportStatus} running={exportStatus.kind === 'running'} />
        )}
        {grants.import && <ImportControl screen={screen} path={path} labels={labels} onImported={(count) => setNotice(list('imported', { count }))} />}
      </Box>

      <ExportStatusLine status={exportStatus} onClose={() => setExportStatus({ kind: 'idle' })} />
      {page.error && <Alert severity="error" sx={{ mb: 2 }} data-testid="list-error">{errorText(asApiError(page.error))}</Alert>}
      {command.error && <Alert severity="error" sx={{ mb: 2 }} data-testid="command-error" onClose={() => command.reset()}>{errorText(asApiError(command.error))}</Alert>}

      {screen.chart && <ListChart screen={screen} chart={screen.chart} rows={rows} labels={labels} />}
      {/* Rows read again stay usable: the grid's own loading overlay would cover them and swallow
          a click on them (and put a progress bar where a grid allows only rows). A bar says it,
          only once hydrated: on the server a read it has just made looks stale, and a bar drawn
          there alone would make React redraw the page and drop what was typed. */}
      <Box sx={{ height: REFETCH_BAR_PX }}>
        {hydrated && page.isFetching && rows.length > 0 && <LinearProgress aria-label={list('loading')} data-testid="list-refetching" />}
      </Box>
      <Box data-testid="list-grid" sx={{ bgcolor: 'background.paper' }}>
        {!gridShown && <FirstRows screen={screen} labels={labels} columns={columns} rows={rows} checkbox={grants.selectable} />}
        {gridShown && <DataGrid
          rows={rows}
          columns={columns}
          // Lists have a dozen columns at most: render them all, so that scrolling sideways
          // (to the actions column, say) never blanks the first ones.
          columnBufferPx={4000}
          loading={page.isFetching && rows.length === 0}
          {...rowCount}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={pageModel}
          onPaginationModelChange={setPageModel}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sortModel}
          onSortModelChange={sortBy}
          sortingOrder={SORTING_ORDER}
          checkboxSelection={grants.selectable}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          disableRowSelectionOnClick
          disableColumnFilter
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          localeText={localeText}
          autoHeight
        />}
      </Box>
      {page.data?.totalKind && (
        <Typography variant="caption" color="text.secondary" data-testid="list-total-approximate">
          {page.data.totalKind === 'estimate' ? list('totalApproximate') : list('totalCapped', { total: page.data.total })}
        </Typography>
      )}

      <OnceOpened open={inTray(ids.form)}>
        <FormDialog screen={screen} path={path} labels={labels} onSaved={() => setNotice(list('saved'))} />
      </OnceOpened>
      <OnceOpened open={inTray(ids.confirm)}>
        <ConfirmDialog screen={screen} path={path} labels={labels}
          onDone={(c) => afterCommand(c.action === 'delete' ? list('deleted') : labels.done(c.action))} />
      </OnceOpened>
      <OnceOpened open={inTray(ids.action)}>
        <ActionFormDialog screen={screen} path={path} labels={labels} onDone={(action) => afterCommand(labels.done(action))} />
      </OnceOpened>
      <OnceOpened open={inTray(ids.importErrors)}>
        <ImportErrorsDialog screen={screen} labels={labels} />
      </OnceOpened>
      <SpecialActionDialog screen={screen} path={path} onDone={() => afterCommand(list('done'))} />
      <OnceOpened open={grants.detail && detailId !== null}>
        <DetailDrawer screen={screen} path={path} labels={labels} id={detailId} onClose={() => setDetailId(null)} />
      </OnceOpened>

      <Notice open={notice !== null} autoHideDuration={3000} onClose={() => setNotice(null)} message={notice ?? ''}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }} data-testid="list-notice" />
    </Box>
  );
}
