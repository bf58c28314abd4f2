import { Suspense, lazy } from 'react';
import { useStore } from '../lib/store.ts';
import { openDialogStore } from '../lib/dialogs.ts';

// The modal and the dialogs load when a visitor first opens one: none is needed to paint a page,
// and leaving them out keeps the home page's first script under its budget (decision 0006).
const OpenDialog = lazy(() => import('./open-dialog.tsx'));

/** Renders the open dialog, if any. */
export function DialogHost() {
  const open = useStore(openDialogStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenDialog open={open} />
    </Suspense>
  );
}
