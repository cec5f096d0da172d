/**
 * The CV check: a file's bytes in, its verdict out. What the sandbox's child runs
 * (../child.ts), and all that its bundle holds: no process, pool or queue here.
 */
import { isCfb } from './cfb';
import { cfbStructureProblem } from './cfb-structure';
import { sniffCv } from './sniff';
import { refuse, type Verdict } from './verdict';

/**
 * The format of a CV file, or why it is not one we take: sniffCv, after an OLE structure
 * that `cfb` would trust blindly (a cyclic directory, a FAT chain pointing to itself) is
 * checked, so that the reader never loops on one.
 */
export async function checkCv(content: Buffer): Promise<Verdict> {
  const problem = isCfb(content) ? cfbStructureProblem(content) : null;
  return problem ? refuse('file_damaged', `cfb: ${problem}`) : sniffCv(content);
}
