export { MenuProvider, useMenu, useMenuLanguage, type MenuProviderProps } from './MenuProvider';
export { useCurrentPage, type CurrentPage } from './useCurrentPage';
export { useButtons } from './useButtons';
export { IfButton, type IfButtonProps } from './IfButton';
