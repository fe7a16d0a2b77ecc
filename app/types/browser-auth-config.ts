/** What the browser needs to reach the identity provider; the root loader supplies it. */
export type BrowserAuthConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** Set in emulator mode: the SDK talks to this URL instead of Google. */
  emulatorURL?: string;
};
