import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ErrorBox } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { useAuth } from '@/lib/auth.tsx';
import { counted } from '@contract/glossary.ts';
import { formatDate } from '@/lib/format.ts';
import { useSession } from '@/stores/session.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';
import { ChangePasswordForm } from './components/ChangePasswordForm.tsx';
import { DeleteAccountSection } from './components/DeleteAccountSection.tsx';
import { DisplayNameForm } from './components/DisplayNameForm.tsx';
import { HandleForm } from './components/HandleForm.tsx';
import { LadderSection } from './components/LadderSection.tsx';
import { RecordSection } from './components/RecordSection.tsx';
import { TurnEmailsSection } from './components/TurnEmailsSection.tsx';
import { TwoFactorSection } from './components/TwoFactorSection.tsx';
import './account.css';

/** Every account shows as the Free Plan: what PRO unlocks is not part of the product's pages (the flag only lifts the free allowance, in the database). */
const PLAN_NAME = 'Free Plan';

function ProfileSection() {
  const user = useSession((s) => s.user);
  return (
    <section className="card account__section" aria-labelledby="account-profile">
      <h2 id="account-profile">Profile</h2>
      <DisplayNameForm />
      <HandleForm />
      <dl className="account__facts">
        <div className="account__fact--wide">
          <dt>Email</dt>
          <dd data-testid="account-email">{user?.email ?? '—'}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd data-testid="account-type">{PLAN_NAME}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{user ? formatDate(user.createdAt) : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

function UsageSection() {
  const usage = useUsage((s) => s.usage);
  const usageStatus = useUsage((s) => s.status);
  const loadingUsage = usageStatus !== 'ready' && usage === null;
  const pending = <span className="account__pending">Loading…</span>;
  const total = usage?.total_debates ?? 0;
  return (
    <section className="card account__section" aria-labelledby="account-usage">
      <h2 id="account-usage">Debates</h2>
      <dl className="account__facts">
        <div>
          <dt>Free debates remaining</dt>
          <dd data-testid="free-debates-remaining">{loadingUsage ? pending : String(usage?.free_debates_remaining ?? 0)}</dd>
        </div>
        {/* The engine counts them beside the free debates: the two pages tell the same allowance. */}
        {!loadingUsage && (usage?.turn_credit ?? 0) > 0 && (
          <div>
            <dt>Turns in hand</dt>
            <dd data-testid="turns-in-hand">{usage?.turn_credit}</dd>
          </div>
        )}
        <div>
          <dt>Last debate</dt>
          <dd data-testid="last-debate">
            {loadingUsage ? pending : usage?.last_debate_started ? formatDate(usage.last_debate_started) : 'Never'}
          </dd>
        </div>
        <div>
          <dt>Total debates generated</dt>
          <dd>
            {loadingUsage ? (
              pending
            ) : (
              <Link
                to="/community/history"
                className="account__total"
                data-testid="total-debates"
                aria-label={`${counted(total, 'debate')} generated, open your debate history`}
              >
                {total}
              </Link>
            )}
          </dd>
        </div>
      </dl>
      {usage?.free_debates_remaining === 0 && (
        <p className="account__hint">A free debate becomes available again within 7 days of your last one.</p>
      )}
    </section>
  );
}

function PlanSection() {
  return (
    <section className="card account__section account__plan" aria-labelledby="account-plan">
      <div>
        <h2 id="account-plan">Subscription</h2>
        <p className="account__plan-name">{PLAN_NAME}</p>
        <p className="account__plan-text">Two free debates to start, and another free debate within 7 days of your last one.</p>
      </div>
      <div className="account__plan-action">
        <Button variant="primary" aria-describedby="upgrade-note" aria-disabled="true" onClick={(e) => e.preventDefault()}>
          Upgrade to Pro
        </Button>
        <p id="upgrade-note" className="field__hint">
          PRO plans are not available yet.
        </p>
      </div>
    </section>
  );
}

function SignOutButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // A failure ends the attempt; its text is the session's auth error, shown at the top of the page.
  const { run: onSignOut, pending: signingOut } = useMutation(async () => {
    await signOut();
    navigate('/login');
  }, {});
  return (
    <div className="account__signout">
      <Button variant="danger" onClick={() => void onSignOut()} disabled={signingOut} busy={signingOut}>
        Sign Out
      </Button>
    </div>
  );
}

/** /account: profile, allowance, subscription and sign-out. */
export function AccountPage() {
  const authError = useSession((s) => s.authError);

  useEffect(() => {
    void useUsage.getState().refresh();
  }, []);

  return (
    <div className="container container--narrow account">
      <header className="page-header">
        <h1>Account</h1>
        <p className="page-header__lead">Your profile, your free debates and your plan.</p>
      </header>
      {authError && <ErrorBox>{authError}</ErrorBox>}
      <ProfileSection />
      <UsageSection />
      <RecordSection />
      <LadderSection />
      <PlanSection />
      <TurnEmailsSection />
      <section className="card account__section" aria-labelledby="account-password">
        <h2 id="account-password">Change password</h2>
        <ChangePasswordForm />
      </section>
      <TwoFactorSection />
      <DeleteAccountSection />
      <SignOutButton />
    </div>
  );
}
