import { describe, expect, it } from 'vitest';
import { isLang, localizePath, splitLangPath } from '../src/lang.ts';

describe('language paths', () => {
  it('splits the Spanish prefix off and leaves English paths alone', () => {
    expect(splitLangPath('/es/homestead')).toEqual({ lang: 'es', path: '/homestead' });
    expect(splitLangPath('/es')).toEqual({ lang: 'es', path: '/' });
    expect(splitLangPath('/es/')).toEqual({ lang: 'es', path: '/' });
    expect(splitLangPath('/homestead')).toEqual({ lang: 'en', path: '/homestead' });
    // A path that only starts with the letters is not Spanish.
    expect(splitLangPath('/estimate')).toEqual({ lang: 'en', path: '/estimate' });
  });

  it('prefixes site paths for Spanish and keeps query and fragment', () => {
    expect(localizePath('/propertycard?pid=123#sales', 'es')).toBe('/es/propertycard?pid=123#sales');
    expect(localizePath('/', 'es')).toBe('/es/');
    expect(localizePath('/homestead', 'en')).toBe('/homestead');
  });

  it('moves a path between languages without doubling the prefix', () => {
    expect(localizePath('/es/faqcontent/SOH?x=1', 'en')).toBe('/faqcontent/SOH?x=1');
    expect(localizePath('/es/faqcontent/SOH', 'es')).toBe('/es/faqcontent/SOH');
  });

  it('leaves external addresses, API paths and fragments alone', () => {
    expect(localizePath('https://example.org/a', 'es')).toBe('https://example.org/a');
    expect(localizePath('//cdn.example.org/a', 'es')).toBe('//cdn.example.org/a');
    expect(localizePath('/api/Content/GetContentAlert', 'es')).toBe('/api/Content/GetContentAlert');
    expect(localizePath('#main', 'es')).toBe('#main');
  });

  it('knows only its two languages', () => {
    expect(isLang('es')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});
