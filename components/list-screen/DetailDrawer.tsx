'use client';
// A row's detail view: every field of the row (that its values show, FieldDecl.shownWhen), its
// related records (declared `detail.sections`, e.g. an order's fee lines, payments and discounts)
// and its history from the audit log.
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert, Box, Divider, Drawer, IconButton, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { formatDateTime } from '@/lib/i18n/dates';
import { cellText } from '@/lib/list/cells';
import { shownFields } from '@/lib/screens/form-layout';
import type { ScreenDecl } from '@/lib/screens/types';
import { FieldList } from './FieldList';
import { asApiError, screenCall, screenKey, type Row } from './screen-api';
import type { ScreenLabels } from './useScreenLabels';

interface AuditEntry { id: number; at: string; actor: string | null; action: string; before: Row | null; after: Row | null }
interface Detail { row: Row; sections: Record<string, Row[]>; audit: AuditEntry[] }

const WIDTH = 640;

/** Fields an audit entry changed (compared as JSON). */
const changedFields = (entry: AuditEntry) => {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].filter((k) => k !== 'id' && JSON.stringify(entry.before?.[k]) !== JSON.stringify(entry.after?.[k]));
};

export function DetailDrawer({ screen, path, labels, id, onClose }: {
  screen: ScreenDecl; path: string; labels: ScreenLabels; id: number | null; onClose(): void;
}) {
  const list = useTranslations('list');
  const t = useTranslations(`screens.${screen.entity}`);
  const errorText = useErrorText();
  const detail = useQuery({
    queryKey: [...screenKey(path), 'detail', id],
    queryFn: () => screenCall<Detail>(path, 'detail', { id }),
    enabled: id !== null,
  });
  const section = (name: string, key: string, fallback: string) => (t.has(`sections.${name}.${key}`) ? t(`sections.${name}.${key}`) : fallback);
  const fields = screen.fields.filter((f) => f.type !== 'password');
  const data = detail.data;
  return (
    // At the level of dialogs: the app bar sits above ordinary drawers (TopBar) and would cover the
    // header and close button.
    <Drawer anchor="right" open={id !== null} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: WIDTH } } } }}>
      <Box sx={{ p: 2 }} data-testid="detail-drawer">
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{list('detailTitle', { title: labels.title })}</Typography>
          <IconButton aria-label={list('close')} onClick={onClose} data-testid="detail-close"><CloseIcon /></IconButton>
        </Stack>
        {detail.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={list('loading')} />}
        {detail.error && <Alert severity="error">{errorText(asApiError(detail.error))}</Alert>}
        {data && (
          <>
            <FieldList testId="detail-fields" itemTestId="detail-"
              items={shownFields(fields, data.row).map((f) => ({ name: f.name, label: labels.field(f.name), text: cellText(f, data.row[f.name], labels) }))} />
            {(screen.detail?.sections ?? []).map((s) => (
              <Box key={s.name} sx={{ mt: 3 }} data-testid={`detail-section-${s.name}`}>
                <Typography variant="subtitle1" component="h3">{section(s.name, 'title', s.name)}</Typography>
                <Divider sx={{ mb: 1 }} />
                {(data.sections[s.name] ?? []).length === 0
                  ? <Typography variant="body2" color="text.secondary">{list('noRows')}</Typography>
                  : (
                    <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small">
                      <TableHead><TableRow>{s.fields.map((f) => <TableCell key={f.name}>{section(s.name, `fields.${f.name}`, f.name)}</TableCell>)}</TableRow></TableHead>
                      <TableBody>
                        {data.sections[s.name].map((r, i) => (
                          <TableRow key={String(r.id ?? i)}>
                            {s.fields.map((f) => (
                              <TableCell key={f.name}>
                                {cellText(f, r[f.name], { ...labels, option: (field, value) => (t.has(`sections.${s.name}.options.${field.name}.${value}`) ? t(`sections.${s.name}.options.${field.name}.${value}`) : undefined) })}
                              </TableCell>
                            ))}
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                    </Box>
                  )}
              </Box>
            ))}
            {screen.detail?.audit && (
              <Box sx={{ mt: 3 }} data-testid="detail-audit">
                <Typography variant="subtitle1" component="h3">{list('history')}</Typography>
                <Divider sx={{ mb: 1 }} />
                {data.audit.map((entry) => (
                  <Typography key={entry.id} variant="body2" sx={{ mb: 0.5 }}>
                    {formatDateTime(entry.at, labels.language)} · {entry.actor ?? list('system')} · {entry.action}
                    {changedFields(entry).length > 0 && ` · ${changedFields(entry).map((k) => labels.field(k)).join(', ')}`}
                  </Typography>
                ))}
              </Box>
            )}
          </>
        )}
      </Box>
    </Drawer>
  );
}
