/**
 * The package's `@site/cv-check/sandbox` entry: the CV check in a child process, with
 * the limits each check runs under and the queue of checks waiting for a turn.
 */
export { checkCvInSandbox, sandboxLoad, warmSandbox, type SandboxSettings } from './pool';
export { queueLimits, sandboxLimits } from './limits';
export type { SandboxVerdict } from './run';
