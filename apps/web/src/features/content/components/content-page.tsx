import { useParams } from 'react-router';
import { CONTENT_TITLES } from '@county/shared';
import { ContentArticle } from './content-article.tsx';

/** /content/{pageID}, /faqcontent/{pageID}, /videocontent/{pageID} and /hybcontent/{pageID}. */
export default function ContentPage({ kind }: { kind: string }) {
  const { pageId = '' } = useParams();
  const knownTitle = kind === 'content' || kind === 'faqcontent' ? CONTENT_TITLES[pageId] : undefined;
  return <ContentArticle key={`${kind}/${pageId}`} kind={kind} pageID={pageId} knownTitle={knownTitle} />;
}
