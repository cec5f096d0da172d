import { describe, expect, it } from 'vitest';
import { codeExtensions, readSource, sourceFiles } from '../../helpers/source-files';

/**
 * A limit in the docs points at the constant that owns it (`maxBodyBytes`,
 * `rateLimit`, `sandboxLimits.cpuMs`) rather than standing alone as a number, so that a
 * reader can check it. This holds the other half: every such name, a camelCase word in a
 * code span of a Markdown file (with `.field`s and `()` if any), occurs in the code, so a
 * renamed or removed constant cannot leave the docs naming it.
 */

/** Names of other projects' options the docs mention, which the code does not use. */
const foreign: ReadonlyMap<string, string> = new Map([
  ['cacheComponents', "Next's option the site does not turn on (docs/next-upgrade.md)"]
]);

/** The camelCase names in the code spans of a Markdown text, fenced blocks left out, each split into its parts. */
function namesIn(markdown: string): string[][] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*)(?:\(\))?`/g)].map((m) => m[1]!.split('.'));
}

/** The names (as written, with their fields) whose parts do not all occur as words in `code`. */
function unknownNames(markdown: string, code: string): string[] {
  const words = new Set(code.match(/\b[A-Za-z_$][\w$]*\b/g) ?? []);
  return namesIn(markdown)
    .filter((parts) => !foreign.has(parts[0]!) && !parts.every((part) => words.has(part)))
    .map((parts) => parts.join('.'));
}

describe('the name finder (on made-up text)', () => {
  const code = 'export const rateLimit = { max: 5, windowMs: 600000 };\nexport const maxBodyBytes = 1;';

  it('finds camelCase names in code spans, with their fields, and not in fenced blocks or plain words', () => {
    const text = 'At most `maxBodyBytes`, `rateLimit.windowMs` and `buildId()`; not `npm`, `ENQUIRY_DB` or rateLimit.\n```\n`inFence`\n```';
    expect(namesIn(text)).toEqual([['maxBodyBytes'], ['rateLimit', 'windowMs'], ['buildId']]);
  });

  it('names each one the code does not have, or whose field it does not have', () => {
    const text = '`maxBodyBytes`, `rateLimit.max`, `maxBodyBites`, `rateLimit.perHour`, `cacheComponents`';
    expect(unknownNames(text, code)).toEqual(['maxBodyBites', 'rateLimit.perHour']);
  });
});

describe('names in the docs', () => {
  it('occur in the code', () => {
    const code = sourceFiles(codeExtensions)
      .map((file) => readSource(file))
      .join('\n');
    const missing = sourceFiles(['.md']).flatMap((file) => unknownNames(readSource(file), code).map((name) => `${file}: ${name}`));
    expect(missing).toEqual([]);
  });
});
