import en from '@county/shared/code-text/messages/en.json';
import { defineMessages } from '../catalog.ts';
import { makeUseT } from '../i18n.tsx';

// The code tables' descriptions in Spanish (issue 33, decision 105): a Spanish table beside the
// roll's own, keyed by the English description the roll holds for the sample county's codes (use
// codes, exemptions, deed types, the generator's land lines). A county whose roll words a code
// differently, or adds its own codes, sees that description as the roll has it until the catalog
// gains a line for it.

export const codeMessages = defineMessages('codes', en, () => import('@county/shared/code-text/messages/es.json'));
const useCodesT = makeUseT(codeMessages);

/** A description from a code table, in the page's language when the Spanish table has it. */
export function useCodeDescription(): (english: string) => string {
  const t = useCodesT();
  return (english) => {
    const key = codeMessages.keyOfEnglish(english);
    return key === undefined ? english : t(key);
  };
}
