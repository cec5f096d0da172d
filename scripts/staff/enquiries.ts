/**
 * Staff command line for the enquiries (`npm run enquiries -- help`): the package's
 * (@site/enquiry-store/cli) on the site's store (ENQUIRY_DB or DATABASE_URL) with the
 * site's mail delivery, which writes the mail in the site's words (lib/enquiries/mail.ts).
 */
import { smtpUrl, storeConfig } from '@/lib/enquiries/config';
import { deliverDue } from '@/lib/enquiries/delivery';
import { runEnquiriesCli } from '@site/enquiry-store/cli';

runEnquiriesCli(process.argv.slice(2), { store: storeConfig(), deliver: smtpUrl() ? deliverDue : undefined }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
);
