/**
 * Run by faults-sqlite.test.ts as the server's user: posts once, prints the status,
 * waits for a line on stdin (the test has made the file writable), posts again.
 */
import readline from 'node:readline';
import { handleContactPost } from '@/lib/enquiries/handler';
import { contactPost } from './contact-post';

async function post(n: number) {
  const response = await handleContactPost(contactPost(process.env.FAULT_SECRET!, `readonly.${n}@example.org`));
  console.log(`status ${response.status}`);
}

async function main() {
  const lines = readline.createInterface({ input: process.stdin });
  await post(1);
  for await (const line of lines) {
    if (line === 'again') await post(2);
  }
}

void main();
