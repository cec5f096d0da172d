/**
 * What the CV sandbox (./pool.ts) watches of its child, read from Linux's /proc:
 * resident size (statm), CPU time used (utime + stime in stat) and whether it is
 * stopped (stat's state T or t) or already ended (Z or X). Elsewhere /proc is missing: every sample is null,
 * and only the wall-clock backstop bounds a check.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';

/** `exited`: a zombie (killed or ended, not yet reaped), which Node has not yet reported as gone. */
export type ProcSample = { residentMb: number; cpuMs: number; stopped: boolean; exited: boolean };

/**
 * Clock ticks per second, the unit of utime and stime. Almost always 100 on Linux; asked
 * of `getconf` once, in the background, so that no check waits for it.
 */
let ticksPerSecond = 100;
let asked = false;
function askClockTicks() {
  if (asked) return;
  asked = true;
  execFile('getconf', ['CLK_TCK'], (error, stdout) => {
    const ticks = Number(stdout.trim());
    if (!error && Number.isFinite(ticks) && ticks > 0) ticksPerSecond = ticks;
  });
}

/** One sample of `pid`, or null when it cannot be read (gone, or no /proc). */
export function sampleProcess(pid: number | undefined): ProcSample | null {
  if (!pid) return null;
  askClockTicks();
  try {
    const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The command name (field 2) is in parentheses and may hold spaces or ")": the
    // fields are counted from the last ")". After it: state (field 3) … utime (14), stime (15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return {
      residentMb: (pages * 4096) / (1024 * 1024),
      cpuMs: (ticks * 1000) / ticksPerSecond,
      stopped: fields[0] === 'T' || fields[0] === 't',
      exited: fields[0] === 'Z' || fields[0] === 'X'
    };
  } catch {
    return null;
  }
}
