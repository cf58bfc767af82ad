import { Box, Button, Typography } from '@mui/material';
import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('common');
  return (
    <Box sx={{ p: 6, textAlign: 'center' }} data-testid="not-found">
      <Typography variant="h3" component="h1">404</Typography>
      <Typography sx={{ my: 2 }}>{t('notFound')}</Typography>
      <Button href="/" variant="contained">{t('backHome')}</Button>
    </Box>
  );
}
