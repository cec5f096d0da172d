/**
 * The lines `npm run build` prints about what it did to Next's output, as templates:
 * docs/next-upgrade.md quotes them, with their `{placeholders}`, as what to look for after
 * an upgrade, and tests/unit/next-build/build-log.test.ts fails when a quoted line is not
 * one of these or one of these is not quoted. Node built-ins only (the build scripts load it).
 * @internal
 */
export const buildLogLines = {
  policiesWritten: 'csp: policies of {pages} prerendered pages and the not-found pages of {languages} languages → {files}',
  compileHintApplied: 'compile-hint: {chunks} start-up chunks of {pages} public pages are compiled while they stream in',
  compileHintSkipped: 'compile-hint: skipped, the pages ship unhinted (slower start-up on a slow phone, otherwise the same): {reason}',
  compileHintOff: 'compile-hint: off (BUILD_COMPILE_HINT=off): the pages ship as Next wrote them',
  verifyPassed:
    'verify-build: every prerendered page and the files it names check out; {server} sent {paths} paths, each with its own policy',
  verifyFailed: 'verify-build: {count} problem(s) with the build in {dist}:'
} as const;

export type BuildLogLine = keyof typeof buildLogLines;

/** A line of `buildLogLines` with its placeholders filled. */
export function buildLogLine(line: BuildLogLine, values: Record<string, string | number> = {}): string {
  return buildLogLines[line].replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`build log line ${line}: no value for {${name}}`);
    return String(values[name]);
  });
}
