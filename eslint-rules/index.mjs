/**
 * The repository's own lint rules, registered in eslint.config.mjs as the `local` plugin:
 * rules about this codebase that no published plugin has.
 */
import clientOnly from './client-only.mjs';
import colourPairs from './colour-pairs.mjs';
import localeLists from './locale-lists.mjs';
import processEnv from './process-env.mjs';
import restrictedSyntax from './restricted-syntax.mjs';
import serverOnly from './server-only.mjs';

const plugin = {
  meta: { name: 'local' },
  rules: {
    'server-only': serverOnly,
    'client-only': clientOnly,
    'locale-lists': localeLists,
    'process-env': processEnv,
    'colour-pairs': colourPairs,
    english: restrictedSyntax("Write 'en' only where it means English itself, not the default locale"),
    'page-paths': restrictedSyntax('Write page paths only in lib/routes.ts'),
    'unicode-ranges': restrictedSyntax('Write font Unicode ranges only in lib/font-ranges.mjs'),
    'markup-escaping': restrictedSyntax('Escape markup only in lib/security/escape-html.ts'),
    'color-mode-key': restrictedSyntax('Name the colour-mode storage key only in lib/browser/color-mode.ts'),
    'package-entries': restrictedSyntax('Import a workspace package only through the entry points its package.json exports')
  }
};

export default plugin;
