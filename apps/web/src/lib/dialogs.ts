import type { NoticeInput } from '@county/shared';
import { createStore } from './store.ts';

// Which dialog is open. The header opens chat and feedback; cards and content open the
// external-link notice. Only one dialog is open at a time.

export type { NoticeInput, NoticeType } from '@county/shared';

export interface FeedbackInput {
  RecordId?: string;
  ParcelId?: string;
  Address?: string;
}

export type OpenDialog = { kind: 'chat' } | { kind: 'feedback'; input?: FeedbackInput } | { kind: 'notice'; input: NoticeInput } | null;

export const openDialogStore = createStore<OpenDialog>(null);

export const dialogs = {
  openChat: () => openDialogStore.set({ kind: 'chat' }),
  openFeedback: (input?: FeedbackInput) => openDialogStore.set({ kind: 'feedback', input }),
  openNotice: (input: NoticeInput) => openDialogStore.set({ kind: 'notice', input }),
  close: () => openDialogStore.set(null),
};
