// The rate screens' form tools (ScreenDecl.formTool -> component). Importing this module
// registers them with the list screen (components/list-screen/form-tools.ts). A tool (and the
// tariff engine it runs) is loaded when a form that shows it opens.
import { lazy, type ComponentType } from 'react';
import { registerFormTool, type FormToolProps } from '@/components/list-screen/form-tools';
import type { FormToolName } from '@/lib/rates/form-tool-names';

export const RATE_FORM_TOOLS: Record<FormToolName, ComponentType<FormToolProps>> = {
  tryRate: lazy(() => import('./TryRatePanel').then((m) => ({ default: m.TryRatePanel }))),
};

for (const [name, component] of Object.entries(RATE_FORM_TOOLS)) registerFormTool(name, component);
