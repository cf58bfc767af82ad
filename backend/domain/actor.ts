// The actor a domain service acts for, from a request: the signed-in user, where from, on which page.
import { requireCaller, type RequestContext } from '../context';
import type { Actor } from './work';

export function actorOf(context: RequestContext, page: string | null = null): Actor {
  const caller = requireCaller(context);
  return { name: caller.loginName, userId: caller.userId, address: context.address, page };
}
