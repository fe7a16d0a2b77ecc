import { readIdentitySettings } from "./identity-env.server";

describe("readIdentitySettings", () => {
  it("uses the emulator when its host is set, with a browser config that points at it", () => {
    const settings = readIdentitySettings({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(settings).toMatchObject({
      mode: "emulator",
      projectId: "demo-brightline",
      browser: { emulatorURL: "http://127.0.0.1:9099", projectId: "demo-brightline" },
    });
  });

  it("refuses an emulator host that is not on this machine", () => {
    const settings = readIdentitySettings({ FIREBASE_AUTH_EMULATOR_HOST: "10.1.2.3:9099" });
    expect(settings.mode).toBe("unconfigured");
    if (settings.mode === "unconfigured") expect(settings.reason).toMatch(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it("uses a real project when its web config is set, without any emulator URL", () => {
    const settings = readIdentitySettings({
      FIREBASE_PROJECT_ID: "brightline-prod",
      FIREBASE_API_KEY: "AIzaSyExampleExampleExample",
      FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}',
    });
    expect(settings).toMatchObject({
      mode: "project",
      projectId: "brightline-prod",
      serviceAccount: '{"type":"service_account"}',
      browser: { apiKey: "AIzaSyExampleExampleExample", authDomain: "brightline-prod.firebaseapp.com" },
    });
    if (settings.mode === "project") expect(settings.browser.emulatorURL).toBeUndefined();
  });

  it("says what is missing when nothing is configured", () => {
    const settings = readIdentitySettings({});
    expect(settings.mode).toBe("unconfigured");
  });

  it("treats empty variables as unset", () => {
    const settings = readIdentitySettings({ FIREBASE_API_KEY: "", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9399" });
    expect(settings.mode).toBe("emulator");
  });
});
