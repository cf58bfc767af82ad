// The BI page's address (/MaiboBi, spec 7: biUrl of the configuration, else the dictionary's type
// 99 biUrl: the console's runtime configuration holds the result). proxy.ts, which reads that
// configuration on every page request, gives /MaiboBi a Content-Security-Policy whose frame-src is
// exactly the address's origin, and hands the address to the page in a cookie scoped to the page's
// path (the page's component runs in the browser and the backend does not know the console's
// configuration). Pure, so the proxy, the component and the tests agree.

export const BI_PAGE_PATH = '/MaiboBi';
/** Read by the page's component; set by the proxy on the page's responses only. */
export const BI_ADDRESS_COOKIE = 'bi-address';

/** The origin an address may be framed from: http(s) only; null for none or anything else. */
export function biOrigin(address: string): string | null {
  if (address.trim() === '') return null;
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The address the page frames: the configured one when it has an origin that may be framed, else ''. */
export const framedAddress = (address: string) => (biOrigin(address) === null ? '' : address.trim());

/** A cookie's value out of document.cookie. */
export function cookieValue(cookies: string, name: string): string {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return '';
}
