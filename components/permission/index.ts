export { MenuProvider, useMenu, type MenuContextValue } from './menu-context';
export { useCurrentPage, type CurrentPage } from './use-current-page';
export { useButtons } from './use-buttons';
export { IfButton, type IfButtonProps } from './if-button';
