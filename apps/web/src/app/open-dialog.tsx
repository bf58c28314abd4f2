import { Suspense, lazy } from 'react';
import { Modal } from '../components/modal.tsx';
import { dialogs, type OpenDialog as Open } from '../lib/dialogs.ts';
import { useT } from '../i18n/i18n.tsx';

const ChatPanel = lazy(() => import('../features/chat/components/chat-panel.tsx'));
const FeedbackForm = lazy(() => import('../features/feedback/components/feedback-form.tsx'));
const NoticePanel = lazy(() => import('../features/notice/components/notice-panel.tsx'));

/** The open dialog in its modal; each dialog's own code loads when first opened. */
export default function OpenDialog({ open }: { open: NonNullable<Open> }) {
  const t = useT();
  const close = dialogs.close;
  const loading = <p role="status">{t('shell.loading')}</p>;
  switch (open.kind) {
    case 'chat':
      return (
        <Modal title={t('spec.chat.title')} onClose={close} className="modal-wide">
          <Suspense fallback={loading}>
            <ChatPanel onClose={close} />
          </Suspense>
        </Modal>
      );
    case 'feedback':
      return (
        <Modal title={t('spec.feedback.title')} onClose={close} className="modal-wide">
          <Suspense fallback={loading}>
            {/* A sent message closes the dialog: the form moves to the receipt's page. */}
            <FeedbackForm onClose={close} onSent={close} initial={open.input} />
          </Suspense>
        </Modal>
      );
    case 'notice':
      return (
        <Modal title={t('shell.leavingSite')} onClose={close}>
          <Suspense fallback={loading}>
            <NoticePanel input={open.input} onClose={close} />
          </Suspense>
        </Modal>
      );
  }
}
