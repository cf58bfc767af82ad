// The rate screens' form tools (ScreenDecl.formTool -> component). Importing this module
// registers them with the list screen (components/list-screen/form-tools.ts).
import type { ComponentType } from 'react';
import { registerFormTool, type FormToolProps } from '@/components/list-screen/form-tools';
import type { FormToolName } from '@/lib/rates/form-tool-names';
import { TryRatePanel } from './TryRatePanel';

export const RATE_FORM_TOOLS: Record<FormToolName, ComponentType<FormToolProps>> = { tryRate: TryRatePanel };

for (const [name, component] of Object.entries(RATE_FORM_TOOLS)) registerFormTool(name, component);
