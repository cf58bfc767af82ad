import { pagesOf } from './page-index';
import type { MenuNode } from './types';

const page = (id: string, path: string, title = id): MenuNode =>
  ({ kind: 'page', id, title, titleEn: `${title} en`, icon: '', path, isShow: true, isFrame: false, btns: [] });

describe('pagesOf', () => {
  it('indexes pages by path with their directories as the trail; the first listed wins; no path, no entry', () => {
    const tree: MenuNode[] = [
      { kind: 'directory', id: 'd1', title: 'Sys', titleEn: 'System', icon: '', isShow: true, subs: [
        { kind: 'directory', id: 'd2', title: 'Staff', titleEn: 'Staff en', icon: '', isShow: true, subs: [page('p1', '/A')] },
        page('p2', '/A'), page('p3', ''),
      ] },
      page('p4', '/B'),
    ];
    const pages = pagesOf(tree);
    expect(Object.keys(pages)).toEqual(['/A', '/B']);
    expect(pages['/A'].page.id).toBe('p1');
    expect(pages['/A'].trail).toEqual([{ title: 'Sys', titleEn: 'System' }, { title: 'Staff', titleEn: 'Staff en' }]);
    expect(pages['/B'].trail).toEqual([]);
  });
});
