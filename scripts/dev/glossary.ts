/** Writes docs/glossary.md, the translators' view of the glossary data in scripts/dev/glossary/ (`npm run glossary`). */
import fs from 'node:fs';
import path from 'node:path';
import { glossaryMarkdown } from './glossary/markdown';

fs.writeFileSync(path.join(process.cwd(), 'docs/glossary.md'), glossaryMarkdown());
console.log('docs/glossary.md written');
