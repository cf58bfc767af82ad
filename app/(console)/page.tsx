// '/' goes to the default home, /DataHome, or the first permitted menu entry (spec 2).
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Typography } from '@mui/material';
import { getUserMenu } from '@/lib/bff/user-menu';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { homePath } from '@/lib/menu/permissions';
import { getSession } from '@/lib/session/session';

export default async function Home() {
  const [session, config, t] = await Promise.all([getSession(), getRuntimeConfig(), getTranslations('common')]);
  const menu = await getUserMenu(session, config, false);
  const home = menu.ok ? homePath(menu.menu) : null;
  if (home) redirect(home);
  return <Typography sx={{ p: 3 }} data-testid="no-pages">{t('noPermittedPages')}</Typography>;
}
