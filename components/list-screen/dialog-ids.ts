// Ids of a list screen's dialogs: keys of their state in the dialog tray (one of each per entity).
export function dialogIds(entity: string) {
  return {
    form: `form-${entity}`,
    confirm: `confirm-${entity}`,
    action: `action-${entity}`,
    importErrors: `import-errors-${entity}`,
    special: `special-${entity}`,
  } as const;
}
