type FontMetrics = {
  familyName: string;
  fullName: string;
  postscriptName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
};
export declare const dejaVuSans: FontMetrics;
export declare function nextFontMetrics(): Record<string, FontMetrics>;
export declare function fallbackMetrics(metrics: Record<string, FontMetrics>): FontMetrics[];
export declare function fallbackCss(metrics?: Record<string, FontMetrics>): string;
