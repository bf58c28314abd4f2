import { Link } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { useOwnerAlertT } from '../messages.ts';

/** An expired (410) or otherwise refused link: say which, and offer a new sign-up. */
export function LinkProblem({ error }: { error: unknown }) {
  const t = useOwnerAlertT();
  const expired = error instanceof HttpError && error.status === 410;
  return (
    <div role="alert">
      <p>{t(expired ? 'ownerAlert.expired' : 'ownerAlert.invalid')}</p>
      <p>
        <Link to="/owner-alert">{t('ownerAlert.signUpAgain')}</Link>
      </p>
    </div>
  );
}
