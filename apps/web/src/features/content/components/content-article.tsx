import { messages } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { useContentPage } from '../api/get-content-page.ts';
import { ContentBody } from './content-body.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import '../content.css';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : LONG_DATE.format(date);
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
  const state = useContentPage(kind, pageID);
  if (state.status === 'missing') return <Page heading={messages.notFound} />;
  if (state.status === 'loading') {
    const loading = <p className="page-loading" role="status">Loading…</p>;
    return knownTitle ? <Page heading={knownTitle}>{loading}</Page> : loading;
  }
  if (state.status === 'failed') {
    return (
      <Page heading={knownTitle ?? 'Information'}>
        <p role="alert">This page could not be loaded. Please try again in a moment.</p>
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
        Last updated <time dateTime={page.updated}>{formatDay(page.updated)}</time>
      </p>
    </Page>
  );
}
