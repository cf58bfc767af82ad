// The checkbox pickers of a permission group's lots and members (pure): what the backend answers
// to { read: true } and the rules of picking. Picked sets are sorted number arrays (tray state).

/** One choice: a parking lot, or a user ("display name (login)"; disabled users are marked). */
export interface PickerOption { id: number; name: string; disabled?: boolean }

/** The assignLots / assignMembers row actions' answer to { read: true }. */
export interface PickerRead {
  group: { id: number; name: string; nameEn: string };
  options: PickerOption[];
  selected: number[];
}

/** The two pickers: the dialog name, and the key of the ids it saves. */
export const PICKERS = {
  lotPicker: { idsKey: 'lotIds', title: 'lotsTitle' },
  memberPicker: { idsKey: 'userIds', title: 'membersTitle' },
} as const;
export type PickerName = keyof typeof PICKERS;

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** Options whose name contains the search text (case-insensitive, spaces trimmed). */
export function filterOptions(options: readonly PickerOption[], search: string): PickerOption[] {
  const needle = search.trim().toLowerCase();
  return needle ? options.filter((o) => o.name.toLowerCase().includes(needle)) : [...options];
}

export function togglePicked(picked: readonly number[], id: number, on: boolean): number[] {
  return sorted(on ? [...picked, id] : picked.filter((x) => x !== id));
}

/** Picks (on) or drops every one of `ids` (the options shown), leaving the others as they are. */
export function setPicked(picked: readonly number[], ids: readonly number[], on: boolean): number[] {
  const drop = new Set(ids);
  return sorted(on ? [...picked, ...ids] : picked.filter((x) => !drop.has(x)));
}

/** Whether every one of `ids` is picked ('all'), some ('some') or none ('none'). */
export function pickedState(picked: readonly number[], ids: readonly number[]): 'all' | 'some' | 'none' {
  const set = new Set(picked);
  const n = ids.filter((id) => set.has(id)).length;
  return n === 0 ? 'none' : n === ids.length ? 'all' : 'some';
}
