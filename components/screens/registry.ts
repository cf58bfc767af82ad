// Screens that are ordinary components, by route path. A menu page whose path is not here maps
// to the 404 page with the 'Detected a wrong route' warning.
import type { ComponentType } from 'react';
import { DataHome } from './DataHome';
import { SystemOperationMonitoring } from './SystemOperationMonitoring';

export const screens: Record<string, ComponentType> = {
  '/DataHome': DataHome,
  '/SystemOperationMonitoring': SystemOperationMonitoring,
};
