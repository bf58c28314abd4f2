// What other features may use of the content feature.
export { useContentPage } from './api/get-content-page.ts';
export { ContentBody } from './components/content-body.tsx';
