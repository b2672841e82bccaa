import { afterEach, describe, expect, it, vi } from 'vitest';

/** language.ts and context-headers.ts afresh: the page's language is decided once per module load. */
async function freshModules() {
  vi.resetModules();
  const language = await import('@/shared/i18n/language');
  const { contextHeaders } = await import('@/shared/api/context-headers');
  return { ...language, contextHeaders };
}

function browserSpeaks(code: string) {
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(code);
}

describe('the page language', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the browser’s for the interface and the API calls alike when nothing is saved', async () => {
    browserSpeaks('fr-FR');
    const { decidePageLanguage, contextHeaders } = await freshModules();
    expect(decidePageLanguage()).toBe('fr');
    expect(contextHeaders()['X-localization']).toBe('fr');
  });

  it('is the saved one over the browser’s', async () => {
    browserSpeaks('fr-FR');
    window.localStorage.setItem('language-setting', JSON.stringify('en'));
    const { decidePageLanguage, contextHeaders } = await freshModules();
    expect(decidePageLanguage()).toBe('en');
    expect(contextHeaders()['X-localization']).toBe('en');
  });

  it('is English for a browser language the storefront does not ship', async () => {
    browserSpeaks('de-DE');
    const { decidePageLanguage, contextHeaders } = await freshModules();
    expect(decidePageLanguage()).toBe('en');
    expect(contextHeaders()['X-localization']).toBe('en');
  });

  it('stays as decided at start for the page’s life, whatever is saved later (another tab)', async () => {
    browserSpeaks('fr-FR');
    const { decidePageLanguage, contextHeaders } = await freshModules();
    decidePageLanguage();
    window.localStorage.setItem('language-setting', JSON.stringify('en'));
    expect(contextHeaders()['X-localization']).toBe('fr');
  });
});
