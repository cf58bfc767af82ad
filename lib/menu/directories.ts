// Menu directories (spec 1): the top level of the seeded menu, where screens are listed. Their titles
// are seeded data (menu_entries.title/title_en), editable later in /pageGroup.
export interface MenuDirectory { key: string; menuId: number; order: number; title: string; titleEn: string; icon: string }

export const MENU_DIRECTORIES = {
  data: { key: 'data', menuId: 1, order: 1, title: '数据与看板', titleEn: 'Data and dashboards', icon: 'Dashboard' },
  monitoring: { key: 'monitoring', menuId: 2, order: 2, title: '监控中心', titleEn: 'Monitoring centre', icon: 'Monitor' },
  parking: { key: 'parking', menuId: 6, order: 10, title: '停车场管理', titleEn: 'Parking management', icon: 'LocalParking' },
  offRoad: { key: 'offRoad', menuId: 7, order: 11, title: '路外停车', titleEn: 'Off-road parking', icon: 'Garage' },
  onRoad: { key: 'onRoad', menuId: 8, order: 12, title: '路内停车', titleEn: 'On-road parking', icon: 'Signpost' },
  system: { key: 'system', menuId: 3, order: 20, title: '系统管理', titleEn: 'System management', icon: 'AdminPanelSettings' },
  settings: { key: 'settings', menuId: 4, order: 21, title: '系统设置', titleEn: 'Settings', icon: 'Settings' },
  logs: { key: 'logs', menuId: 5, order: 22, title: '日志', titleEn: 'Logs', icon: 'ReceiptLong' },
  parameters: { key: 'parameters', menuId: 9, order: 13, title: '系统参数', titleEn: 'System parameters', icon: 'Tune' },
  operation: { key: 'operation', menuId: 10, order: 14, title: '运营中心', titleEn: 'Operation centre', icon: 'PointOfSale' },
  reports: { key: 'reports', menuId: 12, order: 15, title: '报表', titleEn: 'Reports', icon: 'Assessment' },
  rentals: { key: 'rentals', menuId: 13, order: 16, title: '月租与产权', titleEn: 'Monthly rental and property', icon: 'CardMembership' },
  merchants: { key: 'merchants', menuId: 15, order: 17, title: '商户与优惠', titleEn: 'Coupons, merchants, marketing', icon: 'Storefront' },
  invoicing: { key: 'invoicing', menuId: 16, order: 18, title: '发票管理', titleEn: 'Invoicing', icon: 'Receipt' },
} as const satisfies Record<string, MenuDirectory>;

export type DirectoryKey = keyof typeof MENU_DIRECTORIES;
