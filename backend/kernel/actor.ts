// The actor a domain service acts for, from a request: the signed-in user, where from, on which page.
import { requireCaller, type RequestContext } from '../context';
import type { Actor } from './work';

/** The page a screen command names (datas.page, which the engine checked against the caller's grants). */
const pageOfRequest = (context: RequestContext): string | null => {
  const page = context.request.payload.page;
  return typeof page === 'string' ? page.trim() : null;
};

/** The user of a request, on `page`: by default the page the request itself names. */
export function actorOf(context: RequestContext, page: string | null = pageOfRequest(context)): Actor {
  const caller = requireCaller(context);
  return { name: caller.loginName, userId: caller.userId, address: context.address, page };
}
