// Rates: the tools of the rate screens' forms (ScreenDecl.formTool -> component), gathered by
// components/areas/form-tools.ts. A tool (and the tariff engine it runs) is loaded when a form
// that shows it opens.
import { lazy, type ComponentType } from 'react';
import type { FormToolProps } from '@/components/list-screen/form-tools';
import type { FormToolName } from '@/lib/areas/rates/form-tool-names';

export const RATE_FORM_TOOLS: Readonly<Record<FormToolName, ComponentType<FormToolProps>>> = {
  tryRate: lazy(() => import('./TryRatePanel').then((m) => ({ default: m.TryRatePanel }))),
};
