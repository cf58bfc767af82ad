// Menu-driven routes (spec 2): a page opens only if it is in the user's menu, checked here on
// the server; typing the URL of a page not granted gives the 404 page. A page is a special page
// (lib/pages, its component in components/screens/registry.tsx) or a declared list (lib/screens),
// whose declaration and labels are the only ones this page sends to the browser. The data the
// page shows first is read here, beside the messages, and sent with it (lib/bff/prefetch.ts).
import { getMessages } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/app/PageMessages';
import { ServerReads } from '@/components/app/ServerReads';
import { ListScreen } from '@/components/list-screen';
import { SpecialScreen } from '@/components/screens/registry';
import { clientAddress } from '@/lib/bff/client-address';
import { dehydrateReads, readListOnOpen, readPageOnOpen } from '@/lib/bff/prefetch';
import { getUserMenu } from '@/lib/bff/user-menu';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { pageClientMessages, screenClientMessages } from '@/lib/i18n/client-messages';
import { canOpenPage } from '@/lib/menu/permissions';
import { pageAt, type PagePath } from '@/lib/pages/registry';
import { screenAt } from '@/lib/screens/registry';
import { getSession } from '@/lib/session/session';
import { sessionState } from '@/lib/session/timeout-rules';

export default async function MenuPage({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const path = `/${slug.map(decodeURIComponent).join('/')}`;
  const [session, config, requestHeaders] = await Promise.all([getSession(), getRuntimeConfig(), headers()]);
  const menu = await getUserMenu(session, config, false);
  if (!menu.ok || !canOpenPage(menu.menu, path)) notFound();
  // A timed-out session reads nothing: the console's layout shows the 'Login Time Out' alert.
  const reader = sessionState(session, Date.now()) === 'signed-in'
    ? { session, config, menu: menu.menu, clientAddress: clientAddress(requestHeaders) } : null;
  const page = pageAt(path);
  if (page) {
    const [messages, reads] = await Promise.all([getMessages(), reader ? readPageOnOpen(reader, page) : []]);
    return (
      <PageMessages messages={pageClientMessages(messages, page)}>
        <ServerReads state={dehydrateReads(reads)}><SpecialScreen path={path as PagePath} /></ServerReads>
      </PageMessages>
    );
  }
  const screen = screenAt(path);
  if (!screen) {
    console.warn(`Detected a wrong route: page ${menu.menu.pages[path].page.title}`);
    notFound();
  }
  const [messages, reads] = await Promise.all([getMessages(), reader ? readListOnOpen(reader, path) : []]);
  return (
    <PageMessages messages={screenClientMessages(messages, screen)}>
      <ServerReads state={dehydrateReads(reads)}><ListScreen screen={screen} path={path} userId={session.userId} /></ServerReads>
    </PageMessages>
  );
}
