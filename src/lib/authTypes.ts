// The auth actions' types, apart from their code: the first screens need the names, not the actions.
export type OAuthProvider = 'google' | 'github';

interface SignUpResult {
  /** The auth server wants the address confirmed before the first sign-in. */
  needsConfirmation: boolean;
}

interface SignUpDetails {
  email: string;
  password: string;
  /** The optional display name and handle travel as user metadata; the database copies them to the profile. */
  displayName?: string;
  handle?: string;
  /** Where the emailed confirmation link lands, signed in. */
  emailRedirectTo: string;
}

/** The emails that carry a 6-digit code, by the `type` verifyOtp takes for it. */
export type EmailCodeKind = 'signup' | 'magiclink' | 'recovery';

export interface AuthActions {
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signUpWithEmail: (details: SignUpDetails) => Promise<SignUpResult>;
  /** The code of a confirmation, sign-in or reset email: signs the person in (a reset then chooses a new password). */
  verifyEmailCode: (email: string, code: string, kind: EmailCodeKind) => Promise<void>;
  /** The authenticator app's code after the password: the session steps up to aal2 and the person is signed in. */
  verifySecondFactor: (code: string) => Promise<void>;
  signInWithProvider: (provider: OAuthProvider) => Promise<void>;
  signOut: () => Promise<void>;
  clearError: () => void;
}
