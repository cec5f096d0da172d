// What the bench started (servers, browsers, its work folder), stopped however the run ends.

/** @type {Array<() => Promise<unknown>>} */
const cleanups = [];

/** Registers `stop` to be called when the run ends, in the reverse order of registration. */
export function onExit(stop) {
  cleanups.push(stop);
}

/** Stops everything registered, last first; a failing stop does not keep the others from running. */
export async function runCleanups() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
}
