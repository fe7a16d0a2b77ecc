// @vitest-environment jsdom
import { render } from "@testing-library/react";
import * as z from "zod/mini";
import { useAuthForm } from "./use-auth-form";

// The SDK module is the edge: the test only counts when it is fetched.
const sdk = vi.hoisted(() => ({ fetched: 0 }));
vi.mock("./firebase-auth.client", () => {
  sdk.fetched += 1;
  return {};
});

function AccountFormProbe() {
  useAuthForm(z.object({}), async () => {});
  return null;
}

describe("useAuthForm", () => {
  it("fetches the sign-in SDK only once the page has loaded", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    render(<AccountFormProbe />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sdk.fetched).toBe(0);

    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(sdk.fetched).toBe(1));
  });
});
