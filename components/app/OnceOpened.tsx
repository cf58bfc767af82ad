'use client';
// Renders its children from the first time `open` is true on, and then keeps them (so that a
// closing dialog still plays its exit and keeps its state until the tray forgets it). With a
// next/dynamic child, the child's code loads when it first opens, not with the page.
import { useState, type ReactNode } from 'react';

export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
