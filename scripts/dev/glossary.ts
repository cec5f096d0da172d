/** Writes docs/glossary.md, the translators' view of lib/i18n/glossary.ts (`npm run glossary`). */
import fs from 'node:fs';
import path from 'node:path';
import { glossaryMarkdown } from '../../lib/i18n/glossary-markdown';

fs.writeFileSync(path.join(process.cwd(), 'docs/glossary.md'), glossaryMarkdown());
console.log('docs/glossary.md written');
