import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and while hydrating, true from the render after: for a
 * control that is a plain link until its code runs (pages request their code after
 * their first paint, lib/next-build/paint-first.ts) and for ever without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  );
}
