'use client';
// /ParkingMonitoring: occupancy of every lot and street of the caller's lots (vehicles in against
// capacity: lib/parking/occupancy.ts, the definition every screen shares), with berths out of
// service, offline devices and open alarms; polled live.
import { Alert, Box, Grid, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/app/ScrollRegion';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { asApiError } from '@/components/list-screen/screen-api';
import { usePageQuery, type PageAnswer } from '@/lib/client/page-operation';
import { occupancyGauge, occupancyPercent } from '@/lib/parking/occupancy';

/** A lot's or a street's figures. */
type Figures = Pick<PageAnswer<'monitoring', 'occupancy'>['streets'][number], 'capacity' | 'vehiclesIn' | 'free' | 'outOfService'>;

const LIVE_MS = 5_000;

function Rate({ figures }: { figures: Figures }) {
  const t = useTranslations('parkingMonitoring');
  const format = useFormatter();
  const percent = occupancyPercent(figures.vehiclesIn, figures.capacity) ?? 0;
  return (
    <Box sx={{ minWidth: 120 }}>
      {/* Named by its column (axe: aria-progressbar-name); its value is the figure beside it. */}
      <LinearProgress variant="determinate" value={occupancyGauge(figures)} aria-label={t('columns.rate')} />
      <Typography variant="caption">{format.number(percent / 100, { style: 'percent', maximumFractionDigits: 1 })}</Typography>
    </Box>
  );
}

export function ParkingMonitoring() {
  const t = useTranslations('parkingMonitoring');
  const d = useTranslations('devices');
  const dates = useDates();
  const errorText = useErrorText();
  const occupancy = usePageQuery('monitoring', 'occupancy', {}, { refetchInterval: LIVE_MS });
  const data = occupancy.data;
  const figureCells = (f: Figures) => (
    <>
      <TableCell align="right">{f.capacity}</TableCell>
      <TableCell align="right" data-testid="occupied">{f.vehiclesIn}</TableCell>
      <TableCell align="right" data-testid="free">{f.free}</TableCell>
      <TableCell align="right">{f.outOfService}</TableCell>
      <TableCell><Rate figures={f} /></TableCell>
    </>
  );
  const figureHeads = (['capacity', 'occupied', 'free', 'outOfService', 'rate'] as const).map((c) => <TableCell key={c} align={c === 'rate' ? 'left' : 'right'}>{t(`columns.${c}`)}</TableCell>);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">{t('title')}</Typography>
      <Typography variant="caption" color="text.secondary">{t('live')}</Typography>
      {occupancy.error && <Alert severity="error" sx={{ my: 2 }}>{errorText(asApiError(occupancy.error))}</Alert>}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, xl: 7 }}>
          <ScrollRegion label={t('occupancy')} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">{t('lots')}</Typography>
            <Table size="small" data-testid="monitoring-lots">
              <TableHead><TableRow><TableCell>{t('columns.name')}</TableCell>{figureHeads}
                <TableCell align="right">{t('columns.devicesOffline')}</TableCell><TableCell align="right">{t('columns.openAlarms')}</TableCell></TableRow></TableHead>
              <TableBody>
                {data?.lots.length === 0 && <TableRow><TableCell colSpan={8}>{t('empty')}</TableCell></TableRow>}
                {data?.lots.map((lot) => (
                  <TableRow key={lot.id} data-testid={`monitoring-lot-${lot.id}`}>
                    <TableCell>{lot.name}</TableCell>{figureCells(lot)}
                    <TableCell align="right">{lot.devicesOffline}</TableCell><TableCell align="right">{lot.openAlarms}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{t('streets')}</Typography>
            <Table size="small" data-testid="monitoring-streets">
              <TableHead><TableRow><TableCell>{t('columns.name')}</TableCell><TableCell>{t('columns.lot')}</TableCell>{figureHeads}</TableRow></TableHead>
              <TableBody>
                {data?.streets.length === 0 && <TableRow><TableCell colSpan={7}>{t('empty')}</TableCell></TableRow>}
                {data?.streets.map((street) => (
                  <TableRow key={street.id} data-testid={`monitoring-street-${street.id}`}>
                    <TableCell>{street.name}</TableCell><TableCell>{street.lotName}</TableCell>{figureCells(street)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Grid>
        <Grid size={{ xs: 12, xl: 5 }}>
          <ScrollRegion label={t('alarms')} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">{t('alarms')}</Typography>
            <Table size="small" data-testid="monitoring-alarms">
              <TableHead><TableRow>{(['raisedAt', 'lot', 'device', 'alarm'] as const).map((c) => <TableCell key={c}>{t(`columns.${c}`)}</TableCell>)}</TableRow></TableHead>
              <TableBody>
                {data?.alarms.length === 0 && <TableRow><TableCell colSpan={4}>{t('noAlarms')}</TableCell></TableRow>}
                {data?.alarms.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>{dates.dateTime(a.raisedAt)}</TableCell>
                    <TableCell>{a.lotName ?? ''}</TableCell>
                    <TableCell>{`${d(`kinds.${a.kind}`)} ${a.serial}`}</TableCell>
                    <TableCell>{d(`alarms.${a.alarm}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Grid>
      </Grid>
    </Box>
  );
}
