import { rereadSettings } from "~/platform/settings.server";
import { loader } from "./error-drill";

function call(url: string) {
  try {
    loader({ request: new Request(url), params: {}, context: undefined } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown;
  }
  throw new Error("the loader returned instead of throwing");
}

describe("error drill route", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    rereadSettings();
  });

  function enableDrill() {
    vi.stubEnv("ERROR_DRILL", "1");
    rereadSettings();
  }

  it("is an ordinary 404 unless the server enables it", () => {
    const thrown = call("http://localhost/error-drill?kind=crash");
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("throws a real error when enabled", () => {
    enableDrill();
    const thrown = call("http://localhost/error-drill?kind=crash");
    expect(thrown).toBeInstanceOf(Error);
  });

  it("answers 400 for the bad-request drill", () => {
    enableDrill();
    expect((call("http://localhost/error-drill?kind=bad-request") as Response).status).toBe(400);
  });
});
