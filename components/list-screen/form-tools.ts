// What a tool inside the create/edit form (lib/screens/types.ts ScreenDecl.formTool) is given, e.g.
// the fee of the rate being typed: the form's values as typed. Areas' tools are gathered in
// components/areas/form-tools.ts.
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
