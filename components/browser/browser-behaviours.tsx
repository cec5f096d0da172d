'use client';

import { useBuildWatcher } from './build-watcher';
import { useChunkReload } from './chunk-reload';
import { NavigationProgress } from './navigation-progress';

/** The site's small client behaviours (docs/behaviour.md: Navigation, Build updates), mounted once in the layout. */
export function BrowserBehaviours() {
  useBuildWatcher();
  useChunkReload();
  return <NavigationProgress />;
}
