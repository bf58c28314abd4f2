import { useEffect, useState } from 'react';
import type { StaffMe, StaffSignInOptions } from '@county/shared/staff';
import { apiPath } from '../../../lib/api.ts';
import { readSignInOptions } from '../api/staff.ts';
import { SignInForm } from './sign-in-form.tsx';

/**
 * The ways this office signs in (decision 140): the county's identity provider, local accounts, or
 * both. Nothing is offered until the server says which, so a closed local form never flashes.
 */
export function SignInChoices({ onSignedIn }: { onSignedIn: (me: StaffMe) => void }) {
  const [options, setOptions] = useState<StaffSignInOptions | null>(null);
  useEffect(() => {
    // Unreachable server: the local form, whose own message then says the office could not be reached.
    readSignInOptions().then(setOptions, () => setOptions({ oidc: false, local: true }));
  }, []);
  if (!options) return null;
  return (
    <>
      {options.oidc ? (
        <p>
          For the property appraiser's staff.{' '}
          <a className="button" href={apiPath('staffOidcStart')}>
            Sign in with your county account
          </a>
        </p>
      ) : null}
      {options.local ? (
        <>
          <p>
            {options.oidc ? 'Or sign in with an office account: ' : "For the property appraiser's staff. Sign in with "}
            your office e-mail address, your password and the code your authenticator app shows.
          </p>
          <SignInForm onSignedIn={onSignedIn} />
        </>
      ) : null}
    </>
  );
}
