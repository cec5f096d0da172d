import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and while hydrating, true from the render after: for a
 * control that is a plain link until its code runs (on a slow phone, a second or more
 * after the page is painted) and for ever without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  );
}
