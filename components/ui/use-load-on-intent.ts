'use client';

import { useState } from 'react';

/**
 * For a button whose dialog's code is imported on demand: `wanted` turns true once the
 * visitor points at, focuses or touches the button (spread `intent` on it), so the
 * code is usually in by the time they press it; call `want()` on the press as well,
 * for keyboards and scripts that click without either.
 */
export function useLoadOnIntent() {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return { wanted, want, intent: { onPointerEnter: want, onFocus: want, onTouchStart: want } };
}
