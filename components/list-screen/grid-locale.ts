// The DataGrid's own texts (pagination, column menu, overlays...) in the console's language.
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '@/lib/spec-constants';

const GRID_LOCALES: Record<Language, typeof enUS> = { 'zh-CN': zhCN, 'en-US': enUS };

export const gridLocaleText = (language: Language) => (GRID_LOCALES[language] ?? enUS).components.MuiDataGrid.defaultProps.localeText;
