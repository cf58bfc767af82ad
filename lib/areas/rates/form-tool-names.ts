// Names of the form tools (ScreenDecl.formTool) of the rate screens, registered by
// components/areas/rates/form-tools.ts; pure, so that declarations and their tests can name them.
export const FORM_TOOLS = { tryRate: 'tryRate' } as const;
export type FormToolName = (typeof FORM_TOOLS)[keyof typeof FORM_TOOLS];
