'use client';
// 'invoicePdf': an issued invoice's PDF (docs/invoicing.md, "PDF"), rendered by the backend from the
// invoice's rows, shown in the dialog and downloadable under its number.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { apiErrorOf, useRowActionRead } from '@/components/admin/useRowActionCall';
import type { AdminDialogProps } from '@/components/admin/types';

interface InvoicePdf { fileName: string; pdf: string }

export function InvoicePdfDialog({ screen, path, entity, ids, onDone, onClose }: AdminDialogProps) {
  const t = useTranslations(`screens.${entity}.dialog`);
  const errorText = useErrorText();
  const read = useRowActionRead<InvoicePdf>(screen, path, 'invoicePdf', ids);
  const close = onClose ?? onDone;
  const href = read.data ? `data:application/pdf;base64,${read.data.pdf}` : '';
  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        {read.error && <Alert severity="error" data-testid="invoice-pdf-error">{errorText(apiErrorOf(read.error))}</Alert>}
        {read.isPending && !read.error && <Typography variant="body2">{t('loading')}</Typography>}
        {read.data && (
          <Box component="object" data={href} type="application/pdf" data-testid="invoice-pdf" sx={{ width: '100%', height: 480, border: 0 }}>
            <Typography variant="body2">{read.data.fileName}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('close')}</Button>
        <Button variant="contained" disabled={!read.data} href={href} download={read.data?.fileName} data-testid="invoice-pdf-download">{t('download')}</Button>
      </DialogActions>
    </Dialog>
  );
}
