// The link-preview cards' @font-face rules with the font files inlined, for the card renderer
// (scripts/build/cards.mts) and for the test that sets the same text in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { cardFonts } from './cards';

export function cardFontFaces(root: string): string {
  return cardFonts
    .map(({ family, file }) => {
      const data = fs.readFileSync(path.join(root, 'node_modules', file)).toString('base64');
      return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:100 900;font-style:normal;font-display:block}`;
    })
    .join('\n');
}
