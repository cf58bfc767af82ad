// Every area's form tools, one line per area: the list screen's form shows the tool its screen
// declares (ScreenDecl.formTool) beside the fields.
import type { ComponentType } from 'react';
import type { FormToolProps } from '@/components/list-screen/form-tools';
import { RATE_FORM_TOOLS } from './rates/form-tools';

const FORM_TOOLS: Readonly<Record<string, ComponentType<FormToolProps>>> = {
  ...RATE_FORM_TOOLS,
};

/** A form tool by its name; a name no area declares shows nothing. */
export const formTool = (name: string): ComponentType<FormToolProps> | undefined => FORM_TOOLS[name];
