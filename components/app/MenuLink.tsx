'use client';
// A link to a menu page. Not prefetched when it comes into view: every page of the console is
// rendered per request, so a prefetch brings only the route's outline, yet costs the server a
// request each, a dozen per page shown (the side menu, the home page's links). The click reads
// the page as it would anyway (docs/performance.md, bench:first-rows).
import Link from 'next/link';
import { forwardRef, type ComponentProps } from 'react';

export const MenuLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof Link>>(function MenuLink(props, ref) {
  return <Link ref={ref} prefetch={false} {...props} />;
});
