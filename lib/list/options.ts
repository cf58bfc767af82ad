// Options of selects that come from the server: the lot picker's [{ id, name }] and a ref
// field's [{ value, label }], in one shape.
export interface Option { value: string; label: string }

export function toOptions(rows: unknown): Option[] {
  if (!Array.isArray(rows)) return [];
  const options: Option[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const value = r.value ?? r.id;
    const label = r.label ?? r.name ?? value;
    if (value === null || value === undefined) continue;
    options.push({ value: String(value), label: String(label) });
  }
  return options;
}
