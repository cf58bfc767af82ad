export { AppShell, type AppShellProps } from './AppShell';
export type { ShellUser } from './UserMenu';
