'use client';

import * as Dialog from '@radix-ui/react-dialog';
import NextLink from 'next/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchKind } from '@/lib/search/extract';
import { loadEngine, searchSite, type SearchHit } from './engine';
import { formatResultCount, type SearchTexts } from './search-texts';

export type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back (Radix returns it to a Dialog.Trigger, which this dialog has not). */
  onClosed: () => void;
  locale: Locale;
  texts: SearchTexts;
  siteMapHref: string;
  closeIcon: ReactNode;
};

/** Groups in the order shown. */
const kinds: SearchKind[] = ['service', 'page', 'news'];

/** Wait after the last keystroke before searching: fast typists do not search every letter. */
const debounceMs = 60;

type State = { query: string; hits: SearchHit[]; status: 'idle' | 'loading' | 'done' | 'error' };

/**
 * The search dialog (loaded on first open by search-trigger.tsx): a Radix Dialog with
 * a search field; results as the visitor types, grouped by kind. Arrow keys move
 * between the field and the result links, Enter follows the focused link, Escape
 * closes and focus goes back to where it was.
 */
export function SearchDialog({ open, onOpenChange, onClosed, locale, texts, siteMapHref, closeIcon }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ query: '', hits: [], status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const statusId = useId();

  const [engineReady, setEngineReady] = useState(false);
  // Start fetching the engine as soon as the dialog shows, while the visitor types.
  useEffect(() => {
    if (open)
      loadEngine().then(
        () => setEngineReady(true),
        () => {}
      );
  }, [open]);

  // The state a keystroke implies (idle when the field is empty, else loading) is set by
  // the change handler; the effect only runs the debounced search.
  const onQueryChange = (value: string) => {
    setQuery(value);
    setState((s) => (value.trim() ? { ...s, status: 'loading' } : { query: '', hits: [], status: 'idle' }));
  };

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    let current = true;
    const timer = setTimeout(() => {
      searchSite(trimmed, (hits, complete) => {
        if (current) setState({ query: trimmed, hits, status: complete ? 'done' : 'loading' });
      }).catch(() => current && setState({ query: trimmed, hits: [], status: 'error' }));
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (!all.length) return;
    event.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, all.length - 1) : at - 1;
    if (next < 0) input.current?.focus();
    else all[next]!.focus();
  };

  const groups = kinds.map((kind) => ({ kind, hits: state.hits.filter((h) => h.kind === kind) })).filter((g) => g.hits.length);
  const status =
    state.status === 'loading'
      ? texts.loading
      : state.status === 'done' && state.hits.length
        ? formatResultCount(texts.resultCount, state.hits.length, locale)
        : state.status === 'done' || state.status === 'error'
          ? `${texts.noResultsTitle}. ${texts.noResultsText}`
          : '';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <Dialog.Content
          className="fixed inset-x-3 top-3 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-xl bg-surface shadow-2xl sm:top-[10vh] sm:max-h-[80vh]"
          data-testid="search-dialog"
          // For the bench and tests: the engine has loaded (they time queries from there).
          data-engine={engineReady ? 'ready' : 'loading'}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
          }}
          onKeyDown={onKeyDown}
        >
          <div className="flex items-center justify-between gap-3 border-b border-border-raised px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-strong">{texts.title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-md text-control hover:bg-highlight"
              aria-label={texts.close}
            >
              {closeIcon}
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{texts.description}</Dialog.Description>
          <form role="search" className="px-4 pt-4" onSubmit={(event) => event.preventDefault()}>
            <label className="mb-1 block text-sm font-medium text-soft" htmlFor="site-search-input">
              {texts.inputLabel}
            </label>
            <input
              ref={input}
              id="site-search-input"
              type="search"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={texts.placeholder}
              aria-describedby={statusId}
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              className="w-full rounded-md border border-border-input bg-background px-3 py-2 text-base text-strong placeholder:text-neutral-500 focus:border-primary-700 dark:placeholder:text-neutral-400"
            />
          </form>
          <p id={statusId} role="status" className={state.status === 'done' && !state.hits.length ? 'px-4 pt-4' : 'sr-only'}>
            {state.status === 'done' && !state.hits.length ? (
              <span data-testid="search-empty">
                <strong className="block text-strong">{texts.noResultsTitle}</strong>
                <span className="text-muted">{texts.noResultsText}</span>
              </span>
            ) : (
              status
            )}
          </p>
          <div ref={list} className="flex-1 overflow-y-auto px-2 py-3" data-testid="search-results" aria-busy={state.status === 'loading'}>
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} className="mb-3">
                <h3
                  id={`search-group-${group.kind}`}
                  className="px-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400"
                >
                  {texts.groups[group.kind]}
                </h3>
                <ul>
                  {group.hits.map((hit) => (
                    <li key={hit.url}>
                      <NextLink
                        href={hit.url}
                        prefetch={false}
                        data-result={group.kind}
                        className="block rounded-md px-2 py-2 hover:bg-highlight focus:bg-accent-soft"
                      >
                        <span className="block font-medium text-accent-hover">{hit.title}</span>
                        <span className="mt-0.5 block text-sm text-muted">
                          {hit.excerpt.map((part, i) =>
                            part.mark ? (
                              <mark key={i} className="rounded-sm bg-amber-200 text-neutral-950 dark:bg-amber-300">
                                {part.text}
                              </mark>
                            ) : (
                              <span key={i}>{part.text}</span>
                            )
                          )}
                        </span>
                      </NextLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="border-t border-border-raised px-4 py-3 text-sm">
            <a href={siteMapHref} className="text-accent underline underline-offset-4">
              {texts.siteMapLink}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
