'use client';
// Where client-side navigation starts: a link to the rows.
import { Box, Button } from '@mui/material';
import { useTranslations } from 'next-intl';
import Link from 'next/link';

export default function Home() {
  const t = useTranslations('rows');
  return <Box sx={{ p: 3 }}><Button component={Link} href="/" data-testid="open-rows">{t('open')}</Button></Box>;
}
