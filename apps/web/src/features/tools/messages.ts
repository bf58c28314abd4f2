import type { z } from 'zod';
import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { icu } from '../../i18n/icu.ts';
import { makeUseT, type Translator } from '../../i18n/i18n.tsx';

/** The tools' catalog (messages/en.json, messages/es.json). */
export const toolsMessages = defineMessages('tools', en, () => import('./messages/es.json'), icu);
export const useToolsT = makeUseT(toolsMessages);
export type ToolsKey = keyof typeof en;

/**
 * A dollar field's problem in the page's language. The shared schema's messages are English
 * sentences built around the field's name, so the kind of problem is read from the issue itself.
 */
export function dollarIssue(t: Translator<ToolsKey>, issue: z.core.$ZodIssue, field: string): string {
  if (issue.code === 'custom') return t('tools.error.assessedAbove');
  if (issue.code === 'too_small') return t('tools.error.min', { field });
  if (issue.code === 'too_big') return t('tools.error.max', { field });
  if (issue.code === 'invalid_type' && issue.expected === 'int') return t('tools.error.cents', { field });
  return t('tools.error.number', { field });
}
