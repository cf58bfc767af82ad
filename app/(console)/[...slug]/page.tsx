// Menu-driven routes (spec 2): a page opens only if it is in the user's menu, checked here on
// the server; typing the URL of a page not granted gives the 404 page. A page is an ordinary
// component (components/screens/registry.ts) or, failing that, a declared list (lib/screens).
import { notFound } from 'next/navigation';
import { ListScreen } from '@/components/list-screen';
import { screens } from '@/components/screens/registry';
import { getUserMenu } from '@/lib/bff/user-menu';
import type { PagePath } from '@/lib/pages/registry';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { canOpenPage } from '@/lib/menu/permissions';
import { screenAt } from '@/lib/screens/registry';
import { getSession } from '@/lib/session/session';

export default async function MenuPage({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const path = `/${slug.map(decodeURIComponent).join('/')}`;
  const [session, config] = await Promise.all([getSession(), getRuntimeConfig()]);
  const menu = await getUserMenu(session, config, false);
  if (!menu.ok || !canOpenPage(menu.menu, path)) notFound();
  const Screen = Object.hasOwn(screens, path) ? screens[path as PagePath] : undefined;
  if (!Screen && screenAt(path)) return <ListScreen path={path} userId={session.userId} />;
  if (!Screen) {
    console.warn(`Detected a wrong route: page ${menu.menu.pages[path].page.title}`);
    notFound();
  }
  return <Screen />;
}
