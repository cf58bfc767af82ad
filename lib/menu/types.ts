// The menu as the backend sends it (WebPowerList, spec 3) and as the console uses it.

/** One entry of WebPowerList's answer. KindDegree, KindNo, MenuType, isFrame, isShow are strings. */
export interface RawMenuEntry {
  id: string | number;
  pid: string | number;
  KindDegree: string;
  KindNo: string;
  /** '1' directory, '2' page, '3' button. */
  MenuType: string;
  isFrame: string;
  isShow: string;
  title: string;
  titleEn?: string;
  /** Route path of a page ('/DataHome'), or the key of a button. */
  index: string;
  icon?: string;
  FuncID?: string;
  FuncName?: string;
  FuncNameEn?: string;
  children?: RawMenuEntry[];
}

/** Button permission (spec 3): index, FuncID, FuncName. */
export interface ButtonPermission {
  index: string;
  FuncID: string;
  FuncName: string;
  FuncNameEn: string;
}

export interface MenuPage {
  kind: 'page';
  id: string;
  title: string;
  titleEn: string;
  icon: string;
  /** Route path, '' when the entry has none (a wrong route). */
  path: string;
  isShow: boolean;
  isFrame: boolean;
  btns: ButtonPermission[];
}

export interface MenuDirectory {
  kind: 'directory';
  id: string;
  title: string;
  titleEn: string;
  icon: string;
  isShow: boolean;
  subs: MenuNode[];
}

export type MenuNode = MenuDirectory | MenuPage;

/** What the console keeps per user on the server: the tree and every page by path. */
export interface ConvertedMenu {
  tree: MenuNode[];
  /** Pages with a path, by path; each with the titles of its ancestors for breadcrumbs. */
  pages: Record<string, { page: MenuPage; trail: { title: string; titleEn: string }[] }>;
  /** Titles of entries with no path (each logged as 'Detected a wrong route: page {title}'). */
  wrongRoutes: string[];
}
