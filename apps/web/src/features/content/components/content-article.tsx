import { Page } from '../../../components/page.tsx';
import { useContentPage } from '../api/get-content-page.ts';
import { ContentBody } from './content-body.tsx';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { formatDate } from '../../../i18n/format.ts';
import type { Lang } from '@county/shared';
import { useContentT } from '../messages.ts';
import '../content.css';

/** 2026-11-20 as 'November 20, 2026' or '20 de noviembre de 2026'; read as a local day, so no time zone moves it. */
function formatDay(isoDay: string, lang: Lang): string {
  const date = new Date(`${isoDay}T00:00:00`);
  return Number.isNaN(date.getTime()) ? isoDay : formatDate(date, lang, 'long');
}

interface ContentArticleProps {
  kind: string;
  pageID: string;
  /** The title the route table gives the page, shown while its text loads. */
  knownTitle?: string;
}

/** One page of the office's content: its title as the h1, its text, and when it was last updated. */
export function ContentArticle({ kind, pageID, knownTitle }: ContentArticleProps) {
  const t = useT();
  const ct = useContentT();
  const lang = useLang();
  const state = useContentPage(kind, pageID);
  // The route table's titles are English: a Spanish page waits for its own title.
  const title = lang === 'en' ? knownTitle : undefined;
  if (state.status === 'missing') return <Page heading={t('spec.notFound')} />;
  if (state.status === 'loading') {
    const loading = (
      <p className="page-loading" role="status">
        {t('shell.loading')}
      </p>
    );
    return title ? <Page heading={title}>{loading}</Page> : loading;
  }
  if (state.status === 'failed') {
    return (
      <Page heading={title ?? ct('content.information')}>
        <p role="alert">{ct('content.failed')}</p>
      </Page>
    );
  }
  const { page } = state;
  return (
    <Page heading={page.title} className="content-page">
      {page.language === page.requestedLanguage ? (
        <ContentBody html={page.html} />
      ) : (
        <>
          <p className="content-untranslated">{t('lang.untranslated')}</p>
          <div lang={page.language}>
            <ContentBody html={page.html} />
          </div>
        </>
      )}
      <p className="content-updated">
        {ct.rich('content.updated', { date: formatDay(page.updated, lang), time: (text) => <time dateTime={page.updated}>{text}</time> })}
      </p>
    </Page>
  );
}
