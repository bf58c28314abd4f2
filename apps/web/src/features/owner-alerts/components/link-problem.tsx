import { Link } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { useOwnerAlertT } from '../messages.ts';

/** An expired (410), already used (409) or otherwise refused link: say which, and offer a new sign-up. */
export function LinkProblem({ error }: { error: unknown }) {
  const t = useOwnerAlertT();
  const status = error instanceof HttpError ? error.status : 0;
  return (
    <div role="alert">
      <p>{t(status === 410 ? 'ownerAlert.expired' : status === 409 ? 'ownerAlert.used' : 'ownerAlert.invalid')}</p>
      <p>
        <Link to="/owner-alert">{t('ownerAlert.signUpAgain')}</Link>
      </p>
    </div>
  );
}
