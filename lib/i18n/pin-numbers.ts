/** Rewrites a message's numbers to the named Latin-digit format of lib/i18n/numbers.ts. */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { numberingSystem as latn } from './numbers';

type Edit = { start: number; end: number; text: string };

function collect(els: MessageFormatElement[], count: string | undefined, edits: Edit[]) {
  for (const el of els) {
    if (el.type === TYPE.pound && count && el.location) {
      edits.push({ start: el.location.start.offset, end: el.location.end.offset, text: `{${count}, number, ${latn}}` });
    } else if (el.type === TYPE.number && !el.style && el.location) {
      edits.push({ start: el.location.start.offset, end: el.location.end.offset, text: `{${el.value}, number, ${latn}}` });
    } else if (el.type === TYPE.plural) {
      // `#` stands for the count minus the offset; with an offset it stays as written.
      const own = el.offset ? undefined : el.value;
      for (const option of Object.values(el.options)) collect(option.value, own, edits);
    } else if (el.type === TYPE.select) {
      for (const option of Object.values(el.options)) collect(option.value, count, edits);
    } else if (el.type === TYPE.tag) collect(el.children, count, edits);
  }
}

/** The message with every `#` and unstyled `{n, number}` written as `{n, number, latn}`; the rest byte for byte. */
export function pinNumbers(message: string): string {
  if (!message.includes('#') && !/,\s*number\s*\}/.test(message)) return message;
  const edits: Edit[] = [];
  collect(parse(message, { captureLocation: true }), undefined, edits);
  let out = message;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + text + out.slice(end);
  return out;
}
