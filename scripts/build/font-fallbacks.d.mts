// Types of scripts/build/font-fallbacks.mjs for the tests.
import type { FaceMetrics, SystemFace } from './system-faces.mjs';

export type WebFontMetrics = FaceMetrics & { familyName: string };
export declare function notoSansMetrics(weights?: readonly number[]): Promise<Record<number, WebFontMetrics>>;
export declare function fallbackCss(noto: Record<number, WebFontMetrics>, faces?: readonly SystemFace[]): string;
