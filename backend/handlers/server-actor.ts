// Who a server-to-server call acts for (pay terminals, payment platforms, apps): no user, the
// handler as the job ('system:<job>', backend/kernel/work.ts Actor), from the caller's address.
import type { RequestContext } from '../context';
import type { Actor } from '../kernel/work';

export const systemActor = (context: RequestContext, job: string): Actor =>
  ({ name: `system:${job}`, userId: null, address: context.address, page: null });
