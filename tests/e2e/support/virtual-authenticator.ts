import type { CDPSession, Page } from "@playwright/test";

/** A credential as the virtual authenticator holds it (CDP's WebAuthn.Credential). */
export type VirtualCredential = {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
};

/**
 * A platform authenticator (as a laptop's fingerprint reader is) in this page's Chromium, through
 * the DevTools protocol's WebAuthn domain: it makes discoverable passkeys, verifies its user, and
 * answers every request at once, as a person touching the sensor would.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials(): Promise<VirtualCredential[]> {
      return (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials as VirtualCredential[];
    },
    /** Puts a credential back as it was, or with another signature count (a clone of an older copy). */
    async putCredential(credential: VirtualCredential): Promise<void> {
      await cdp.send("WebAuthn.removeCredential", { authenticatorId, credentialId: credential.credentialId }).catch(() => undefined);
      await cdp.send("WebAuthn.addCredential", { authenticatorId, credential });
    },
    /** Whether the person passes the fingerprint or PIN check from now on. */
    async setUserVerified(isUserVerified: boolean): Promise<void> {
      await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified });
    },
    /** Whether the authenticator answers by itself, or waits (as an unattended sensor does, until the request times out). */
    async setAnswering(enabled: boolean): Promise<void> {
      await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled });
    },
  };
}
