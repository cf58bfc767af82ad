'use client';
// The component of every special page (lib/pages/registry.ts), by route path: those of every
// area's manifest (components/areas/all.ts); the type makes the two agree. Declared list screens
// (lib/screens/registry.ts) need no entry here. A menu page that is neither maps to the 404 page
// with the 'Detected a wrong route' warning.
import type { ComponentType } from 'react';
import { PAGE_COMPONENTS } from '@/components/areas/all';
import type { PagePath } from '@/lib/pages/registry';

const screens: Readonly<Record<PagePath, ComponentType>> = PAGE_COMPONENTS;

export function SpecialScreen({ path }: { path: PagePath }) {
  const Screen = screens[path];
  return <Screen />;
}
