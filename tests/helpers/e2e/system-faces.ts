import type { CDPSession, Page } from '@playwright/test';

/**
 * The system faces a first view may be set in (scripts/build/system-faces.mjs), each
 * forced in turn as the page's only face, so that a test measures the same text on every
 * machine whatever faces the machine happens to have. Each is set with the overrides of
 * the site's own fallback face (`rules`): its own, or, for Nimbus Sans, Arial's, since
 * WebKitGTK answers local(Arial) with whatever fontconfig substitutes for Arial (Nimbus
 * Sans where Liberation Sans is missing; Nimbus Sans is Helvetica's metric twin).
 * Arial itself is in no Debian package: Liberation Sans stands for it, with the same
 * widths glyph by glyph and the same overrides (tests/integration/fonts.test.ts holds that).
 * Arabic letters, which only DejaVu Sans of these has, are set in DejaVu Sans after it.
 */
type SystemFace = {
  name: string;
  /** The family and PostScript names the browser reports for the face's regular and bold files. */
  family: string;
  postscript: { regular: string; bold: string };
  /** The site's fallback family whose @font-face rules (overrides) the face is set with. */
  rules: string;
  /** Other local() names than the rules' own, by weight. */
  local?: { regular: string; bold: string };
  debianPackage: string;
};

export const systemFaces: readonly SystemFace[] = [
  {
    name: 'Arial / Liberation Sans',
    family: 'Liberation Sans',
    postscript: { regular: 'LiberationSans', bold: 'LiberationSans-Bold' },
    rules: 'Liberation Sans',
    debianPackage: 'fonts-liberation2'
  },
  {
    name: 'Helvetica / Nimbus Sans',
    family: 'Nimbus Sans',
    postscript: { regular: 'NimbusSans-Regular', bold: 'NimbusSans-Bold' },
    rules: 'Arial',
    local: { regular: 'NimbusSans-Regular', bold: 'NimbusSans-Bold' },
    debianPackage: 'fonts-urw-base35'
  },
  {
    name: 'Roboto',
    family: 'Roboto',
    postscript: { regular: 'Roboto-Regular', bold: 'Roboto-Bold' },
    rules: 'Roboto',
    debianPackage: 'fonts-roboto-unhinted'
  },
  {
    name: 'DejaVu Sans',
    family: 'DejaVu Sans',
    postscript: { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' },
    rules: 'DejaVu Sans',
    debianPackage: 'fonts-dejavu-core'
  }
];

const forcedFamily = 'Forced system face';
const forcedStyleId = 'forced-system-face';

/**
 * Sets the page's text in `face` alone (until unforceSystemFace), with the overrides of the site's
 * own fallback faces, and waits until it is loaded. Throws when the face is not installed:
 * a missing face would leave the text in another one and the test would measure that.
 */
export async function forceSystemFace(page: Page, face: SystemFace): Promise<void> {
  const failed = await page.evaluate(
    async ({ face, family, id }) => {
      document.getElementById(id)?.remove();
      const rules: string[] = [];
      const walk = (list: CSSRuleList) => {
        for (const rule of list) {
          if (rule instanceof CSSFontFaceRule) {
            if (rule.style.getPropertyValue('font-family').replace(/["']/g, '') !== `Noto Sans Fallback: ${face.rules}`) continue;
            const weight = Number(rule.style.getPropertyValue('font-weight') || 400);
            const local = face.local
              ? `local('${weight >= 600 ? face.local.bold : face.local.regular}')`
              : rule.style.getPropertyValue('src');
            rules.push(rule.cssText.replace(/font-family:[^;]+;/, `font-family: "${family}";`).replace(/src:[^;]+;/, `src: ${local};`));
          } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules);
      const style = document.createElement('style');
      style.id = id;
      style.textContent = `${rules.join('\n')}\n:root { --font-body: "${family}", "Noto Sans Fallback: DejaVu Sans" !important; }`;
      document.head.append(style);
      const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === family);
      await Promise.all(faces.map((f) => f.load().catch(() => undefined)));
      await document.fonts.ready;
      return faces.length === 0 ? ['no @font-face rule'] : faces.filter((f) => f.status !== 'loaded').map((f) => `weight ${f.weight}`);
    },
    { face, family: forcedFamily, id: forcedStyleId }
  );
  if (failed.length > 0) throw new Error(`${face.family} is not installed (${failed.join(', ')}): apt-get install ${face.debianPackage}`);
}

/** Back to the site's own stack. */
export async function unforceSystemFace(page: Page): Promise<void> {
  await page.evaluate((id) => document.getElementById(id)?.remove(), forcedStyleId);
}

/** The faces the browser really draws a node's text with (DevTools' "rendered fonts"). */
export async function renderedFonts(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}
