'use client';

import { useBuildWatcher } from './build-watcher';
import { useChunkReload } from './chunk-reload';
import { NavigationProgress } from './navigation-progress';

/** The site's small client behaviours (SPEC §2, §4, §7–§9), mounted once in the layout. */
export function BrowserBehaviours() {
  useBuildWatcher();
  useChunkReload();
  return <NavigationProgress />;
}
