import { Alert, Box } from '@mui/material';
import { getTranslations } from 'next-intl/server';

export async function BackendUnavailable() {
  const t = await getTranslations('errors');
  return <Box sx={{ p: 4 }}><Alert severity="error" data-testid="backend-unavailable">{t('backendUnavailable')}</Alert></Box>;
}
