import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AccountArea } from "~/components/layout/account-area";
import { accountShape, standInUser } from "./stand-in";
import { renderAccountCorner, standInFromHeader, standInHeaderValue, standInKey } from "./stand-in.server";

const ada = { uid: "u1", email: "ada@example.com", displayName: "Ada Lovelace", photoURL: null, emailVerified: true };

describe("stand-ins", () => {
  it("have the visitor's shape: the same details present, the same verification", () => {
    expect(accountShape(ada)).toBe("1101");
    const standIn = standInUser(accountShape(ada), "a", standInKey());
    expect(accountShape(standIn)).toBe("1101");
    expect(standIn.photoURL).toBeNull();
    expect(standIn.displayName).toMatch(/^a[0-9a-f]{24}name$/);
    expect(standInUser("0010", "b", standInKey())).toMatchObject({ email: null, displayName: null, emailVerified: false });
  });

  it("are served only to a request with this process's key, a shape and a variant", () => {
    expect(standInFromHeader(standInHeaderValue("1101", "b"))).toEqual(standInUser("1101", "b", standInKey()));
    expect(standInFromHeader(undefined)).toBeNull();
    expect(standInFromHeader(`0123456789abcdef01234567.1101.a`)).toBeNull();
    expect(standInFromHeader(`${standInKey()}.11011.a`)).toBeNull();
    expect(standInFromHeader(`${standInKey()}.1101.c`)).toBeNull();
    expect(standInFromHeader([standInHeaderValue("1101", "a")])).toBeNull();
  });
});

describe("the account corner rendered alone", () => {
  it("is what the page's render writes for it inside a router", () => {
    const router = createMemoryRouter([{ path: "*", element: <AccountArea user={ada} /> }]);
    expect(renderAccountCorner(ada)).toBe(renderToString(<RouterProvider router={router} />));
    expect(renderAccountCorner(ada)).toContain("Ada Lovelace");
  });
});
