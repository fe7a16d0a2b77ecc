/** What the browser needs to reach the identity provider; the root loader supplies it. */
export type BrowserAuthConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** Offer "Continue with Google": the emulator always can; a project once the provider is enabled. */
  googleSignIn: boolean;
  /** Set in emulator mode: the SDK talks to this URL instead of Google. */
  emulatorURL?: string;
};
