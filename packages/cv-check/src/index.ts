/**
 * The package's main entry, `@site/cv-check`: the CV check in this process (a file's
 * bytes in, its verdict out), the formats it reads and the rules for a CV's file name.
 * The check in a child process, as a server runs it, is `@site/cv-check/sandbox`.
 */
export { checkCv } from './check/check';
export { cvFormats, cvMimeTypes, maxCvBytes, type CvFormat } from './check/formats';
export type { FileProblem, Verdict } from './check/verdict';
export { cleanDisplayName, extensionMismatch } from './file-names';
