// A screen's labels in one language, read from the messages tree (screens.<entity>).
export interface ScreenLabels {
  title: string;
  fields: Record<string, string>;
  options: Record<string, Record<string, string>>;
  actions: Record<string, string>;
}

export function screenLabels(messages: Record<string, unknown>, entity: string): ScreenLabels {
  const screens = (messages.screens ?? {}) as Record<string, Partial<ScreenLabels>>;
  const own = screens[entity] ?? {};
  return { title: own.title ?? entity, fields: own.fields ?? {}, options: own.options ?? {}, actions: own.actions ?? {} };
}
