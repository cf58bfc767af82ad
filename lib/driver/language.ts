// The driver's page speaks the phone's language (Accept-Language): English when the phone prefers
// it to Chinese, Chinese (zh-CN) otherwise. No cookie, no session: a public page.
import type { Language } from '../spec-constants';

export function driverLanguage(acceptLanguage: string | null | undefined): Language {
  const ranked = (acceptLanguage ?? '').split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((t) => t.tag.startsWith('zh') || t.tag.startsWith('en'));
  return first?.tag.startsWith('en') ? 'en-US' : 'zh-CN';
}
