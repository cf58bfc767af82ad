'use client';
// 20 rows read in the browser through TanStack Query from this app's route handler, in the
// columns /TempOrder lists (as plain text: the console's own cell formatting is its own cost).
import { Box, Typography } from '@mui/material';
import { DataGrid } from '@mui/x-data-grid';
import { zhCN } from '@mui/x-data-grid/locales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

const FIELDS = ['orderNo', 'plate', 'lotName', 'entryAt', 'exitAt', 'stayState', 'receivable', 'discount', 'waived', 'paid', 'due', 'state', 'createdAt', 'pricedAt'];

export default function RowsPage() {
  const t = useTranslations('rows');
  const [model, setModel] = useState({ page: 0, pageSize: 20 });
  const page = useQuery({
    queryKey: ['rows', model],
    queryFn: async () => {
      const response = await fetch('/api/rows', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ startIndex: model.page * model.pageSize + 1, endIndex: (model.page + 1) * model.pageSize }),
      });
      return (await response.json()).data;
    },
    placeholderData: keepPreviousData,
  });
  const columns = FIELDS.map((field) => ({ field, headerName: t(field), width: 140 }));
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      <DataGrid rows={page.data?.rows ?? []} columns={columns} loading={page.isFetching} rowCount={page.data?.total ?? 0}
        paginationMode="server" paginationModel={model} onPaginationModelChange={setModel} pageSizeOptions={[10, 20, 50, 100]}
        localeText={zhCN.components.MuiDataGrid.defaultProps.localeText} autoHeight />
    </Box>
  );
}
