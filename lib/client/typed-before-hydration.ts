'use client';
// What a person types into a server-rendered field before the page's script has hydrated shows in
// the field but never reaches React's state: React 19 keeps the DOM value and reports no change. A
// form would then act on what it rendered, not on what it shows (an upload for the wrong day, a
// sign-in with a "blank" account). So, once a form has hydrated, a field whose value differs from
// what React rendered (its defaultValue) is reported to React as a change, and the form's submit
// button stays disabled until then (no submission by the browser itself before the script runs).
import { useEffect, useState, type RefObject } from 'react';

/** Fields whose value is no typed text. */
const NOT_TYPED = new Set(['file', 'checkbox', 'radio', 'hidden', 'submit', 'reset', 'button', 'image']);

function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): ((value: string) => void) | undefined {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/** Reports to React, as input events, the fields of `root` typed into before it hydrated. */
export function replayTypedValues(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (NOT_TYPED.has(field.type) || field.value === field.defaultValue) continue;
    const typed = field.value;
    const setNative = nativeValueSetter(field);
    if (!setNative) continue;
    // React tracks the value through the element's own property: set it to what React rendered,
    // then put the typed text back past the tracker, so the input event counts as a change.
    field.value = field.defaultValue;
    setNative.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Keeps what was typed into the fields under `ref` before hydration; returns whether the form has
 * hydrated (false on the server and in the first render: give it to the submit button's disabled).
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLElement | null>): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (ref.current) replayTypedValues(ref.current);
    setHydrated(true);
  }, [ref]);
  return hydrated;
}
