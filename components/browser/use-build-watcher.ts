'use client';

import { useEffect } from 'react';
import { buildPollIntervalMs, currentBuildId, isNewBuild, latestBuildPath } from '@/lib/browser/build-id';
import { inSiteNavigation } from '@/lib/browser/links';

/**
 * Checks the latest build id hourly (first an hour after load). Once a newer build
 * is out, the next in-site link is followed with a full page load, so a visitor who
 * kept a tab open gets the new pages and assets instead of a mix.
 */
export function useBuildWatcher() {
  useEffect(() => {
    let outdated = false;
    const check = async () => {
      try {
        const response = await fetch(latestBuildPath, { cache: 'no-store' });
        if (response.ok && isNewBuild(await response.json(), currentBuildId)) outdated = true;
      } catch {
        // Offline or the server is restarting: try again next hour.
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!outdated) return;
      const url = inSiteNavigation(event, window.location);
      if (!url) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(url.href);
    };
    const timer = window.setInterval(check, buildPollIntervalMs);
    // Capture phase: ahead of the client router's own click handler on the link.
    document.addEventListener('click', onClick, true);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
