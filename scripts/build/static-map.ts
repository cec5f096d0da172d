/**
 * Before `next build` and `next dev`: writes the static office map's shapes
 * (lib/static-map-geometry.ts) to an SVG file that the locations
 * page draws with `<use>`; the build gives it a content-hashed URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { staticMapSvg } from '../../lib/static-map-geometry';

// components/locations/static-office-map.tsx refers to this file by the same path.
const target = path.resolve(import.meta.dirname, '..', '..', 'generated', 'map', 'office-map.svg');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, staticMapSvg());
console.log(`static map: ${path.relative(process.cwd(), target)} (${fs.statSync(target).size} bytes)`);
