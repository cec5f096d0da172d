/** Resident memory of a process and all its descendants (Linux /proc), for the tests' limits. */
import fs from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

function residentMb(pid: number): number {
  try {
    return (Number(fs.readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * 4096) / (1024 * 1024);
  } catch {
    return 0;
  }
}

export function treeResidentMb(pid: number): number {
  return residentMb(pid) + childrenOf(pid).reduce((sum, child) => sum + treeResidentMb(child), 0);
}

/** Samples the tree's resident size every `everyMs` until stopped; gives the peak. */
export function watchPeak(pid: number, everyMs = 10): { stop: () => number } {
  let peak = treeResidentMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeResidentMb(pid))), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeResidentMb(pid));
    }
  };
}
