import { PAGE_TITLES } from '@county/shared';
import { ContentArticle } from './content-article.tsx';

/** The single information pages with a path of their own: /homestead, /tpp, /disclaimer ... */
export default function NamedContentPage({ slug }: { slug: string }) {
  return <ContentArticle key={slug} kind="page" pageID={slug} knownTitle={PAGE_TITLES[`/${slug}`]} />;
}
