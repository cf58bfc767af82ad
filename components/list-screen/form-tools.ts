// Tools inside the create/edit form (lib/screens/types.ts ScreenDecl.formTool), e.g. the fee of
// the rate being typed. Components register here under the tool's name and get the form's
// values as typed; a tool that is not registered is not shown.
import type { ComponentType } from 'react';
import type { FormValues } from '@/lib/list/form-values';
import type { FormMode } from '@/lib/screens/form-fields';
import type { ScreenDecl } from '@/lib/screens/types';
import type { ScreenLabels } from './useScreenLabels';

export interface FormToolProps {
  screen: ScreenDecl;
  mode: FormMode;
  /** The form's values as its inputs hold them (amounts in yuan, as typed). */
  values: FormValues;
  labels: ScreenLabels;
}

const tools = new Map<string, ComponentType<FormToolProps>>();

export function registerFormTool(name: string, component: ComponentType<FormToolProps>): void {
  tools.set(name, component);
}

export function formTool(name: string): ComponentType<FormToolProps> | undefined {
  return tools.get(name);
}
