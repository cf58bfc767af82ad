import { getTranslations } from 'next-intl/server';
import { CORNER_RADIUS, PRIMARY_COLOR } from '@/components/app/theme-tokens';

// Plain elements, not MUI components: Next loads this page's client code with every page, and
// MUI components here came as a second copy of Button, Typography and Box (17 KB of script).
export default async function NotFound() {
  const t = await getTranslations('common');
  return (
    <main data-testid="not-found" style={{ padding: 48, textAlign: 'center' }}>
      <h1 style={{ fontSize: '3rem', fontWeight: 400, margin: 0 }}>404</h1>
      <p style={{ margin: '16px 0' }}>{t('notFound')}</p>
      <a href="/" style={{
        display: 'inline-block', padding: '6px 16px', borderRadius: CORNER_RADIUS, background: PRIMARY_COLOR, color: '#fff',
        textDecoration: 'none', fontWeight: 500, fontSize: '0.875rem', letterSpacing: '0.03em', textTransform: 'uppercase',
      }}>{t('backHome')}</a>
    </main>
  );
}
