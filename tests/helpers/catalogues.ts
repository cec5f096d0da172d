/**
 * The catalogues as written (messages/<code>.json), one per locale of the locale table,
 * read by code so that the table alone says which there are. Read from the working
 * directory, the repository's root for both runners: Playwright compiles helpers to
 * CommonJS, where neither import.meta nor a JSON import by a built name is available.
 */
import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/locales';
import type en from '@/messages/en.json';

export type Catalogue = typeof en;

export const catalogues = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(fs.readFileSync(path.resolve('messages', `${l}.json`), 'utf8')) as Catalogue])
) as Record<Locale, Catalogue>;
