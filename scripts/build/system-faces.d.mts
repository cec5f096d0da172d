// Types of scripts/build/system-faces.mjs for the tests.
export type FaceMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };
export type FaceFile = { local: readonly string[]; file?: string; metrics: FaceMetrics };
export type SystemFace = { familyName: string; debianPackage?: string; regular: FaceFile; bold: FaceFile };
export declare const systemFaces: readonly SystemFace[];
