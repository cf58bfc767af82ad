// Screens that are ordinary components rather than declared lists (dashboards, monitoring, lock
// control). components/screens/registry.ts maps each to its component; the type keeps them in step.
export const SPECIAL_SCREEN_PATHS = ['/DataHome', '/SystemOperationMonitoring'] as const;
export type SpecialScreenPath = (typeof SPECIAL_SCREEN_PATHS)[number];
