import type { SearchSuggestion } from '@storefront/sdk';
import { useEffect, useState } from 'react';

export const SUGGEST_FROM = 2; // characters typed before suggestions are asked for
export const SUGGEST_AFTER_MS = 250; // a pause in typing first: not one request per keystroke
const SUGGEST_TEXT_MAX = 50; // what the servers' suggestion endpoints read at most

/**
 * The suggestions for `text` from `suggest`, asked after a pause in typing and from SUGGEST_FROM
 * characters; an answer overtaken by newer typing is dropped, a refusal suggests nothing.
 */
export function useSuggestions(suggest: ((text: string) => Promise<readonly SearchSuggestion[]>) | null, text: string): readonly SearchSuggestion[] {
  const wanted = text.trim().slice(0, SUGGEST_TEXT_MAX);
  const [found, setFound] = useState<{ text: string; list: readonly SearchSuggestion[] }>({ text: '', list: [] });
  useEffect(() => {
    if (!suggest || wanted.length < SUGGEST_FROM) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      suggest(wanted).then(
        (list) => current && setFound({ text: wanted, list }),
        () => current && setFound({ text: wanted, list: [] }),
      );
    }, SUGGEST_AFTER_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [suggest, wanted]);
  return suggest && wanted.length >= SUGGEST_FROM && found.text === wanted ? found.list : [];
}

/** The id of a suggestion's option, for the search field's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;
