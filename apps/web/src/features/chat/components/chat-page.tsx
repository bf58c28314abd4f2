import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import ChatPanel from './chat-panel.tsx';

// /ocpabot: the assistant as a page. Close goes back to where the person came from, or home when
// the page was opened directly.
export default function ChatPage() {
  const t = useT();
  const navigate = useNavigate();
  const close = () => {
    if ((history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/dashboard');
  };
  return (
    <Page heading={t('spec.chat.title')}>
      <ChatPanel onClose={close} />
    </Page>
  );
}
