/**
 * The site's enquiry store (@site/enquiry-store) on the settings of its environment
 * (./config.ts): what the route, the worker, the cron route and the beacon share.
 */
import 'server-only';
import { processStore, type EnquiryStore } from '@site/enquiry-store';
import { storeConfig } from './config';

export type { EnquiryStore } from '@site/enquiry-store';

/** The process's store, opened from the environment on first use and kept. */
export function getStore(): Promise<EnquiryStore> {
  return processStore(storeConfig());
}
