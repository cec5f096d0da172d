'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error page's copy, translated on the server: the error page ships no message formatter. */
export type ErrorTexts = {
  title: string;
  description: string;
  /** Sentence with the mailto link, as HTML built on the server from the catalogue and the site config. */
  contactHtml: string;
  messageLabel: string;
  home: string;
  homeHref: string;
};

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

export function ErrorTextsProvider({ value, children }: { value: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext value={value}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts | null {
  return useContext(ErrorTextsContext);
}
