// Menu-driven routes (spec 2): a page opens only if it is in the user's menu, checked here on
// the server; typing the URL of a page not granted gives the 404 page. A page is a special page
// (lib/pages, its component in components/screens/registry.tsx) or a declared list (lib/screens),
// whose declaration and labels are the only ones this page sends to the browser.
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/app/PageMessages';
import { ListScreen } from '@/components/list-screen';
import { SpecialScreen } from '@/components/screens/registry';
import { getUserMenu } from '@/lib/bff/user-menu';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { pageClientMessages, screenClientMessages } from '@/lib/i18n/client-messages';
import { canOpenPage } from '@/lib/menu/permissions';
import { pageAt, type PagePath } from '@/lib/pages/registry';
import { screenAt } from '@/lib/screens/registry';
import { getSession } from '@/lib/session/session';

export default async function MenuPage({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const path = `/${slug.map(decodeURIComponent).join('/')}`;
  const [session, config] = await Promise.all([getSession(), getRuntimeConfig()]);
  const menu = await getUserMenu(session, config, false);
  if (!menu.ok || !canOpenPage(menu.menu, path)) notFound();
  const page = pageAt(path);
  if (page) {
    return <PageMessages messages={pageClientMessages(await getMessages(), page)}><SpecialScreen path={path as PagePath} /></PageMessages>;
  }
  const screen = screenAt(path);
  if (!screen) {
    console.warn(`Detected a wrong route: page ${menu.menu.pages[path].page.title}`);
    notFound();
  }
  return (
    <PageMessages messages={screenClientMessages(await getMessages(), screen)}>
      <ListScreen screen={screen} path={path} userId={session.userId} />
    </PageMessages>
  );
}
