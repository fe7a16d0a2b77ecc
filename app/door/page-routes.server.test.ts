import { routes } from "~tests/support/a-route-table";
import type { ServerBuild } from "react-router";
import { pageRequestsOf, routeTable } from "./page-routes.server";

describe("routeTable", () => {
  it("knows which methods each address answers, as React Router matches it", () => {
    const lookup = routeTable(routes);
    expect(lookup("/")?.methods).toEqual(["GET", "HEAD"]);
    expect(lookup("/login")?.methods).toEqual(["GET", "HEAD", "POST"]);
    expect(lookup("/auth/session")?.methods).toEqual(["GET", "HEAD", "POST", "DELETE"]);
    expect(lookup("/anything/else")?.methods).toEqual(["GET", "HEAD"]);
  });
});

describe("pageRequestsOf: how the build answers an address, for the gate and the page cache alike", () => {
  const classify = pageRequestsOf({ routes } as unknown as ServerBuild);

  it("keys a shared page by the query it reads, and leaves a personal one's address as asked", () => {
    expect(classify("/courses?utm_source=news&level=beginner")).toMatchObject({
      route: { kind: "shared", page: true },
      key: "/courses?level=beginner",
    });
    expect(classify("/login?redirectTo=/courses&x=1")).toMatchObject({ key: "/login?redirectTo=/courses&x=1" });
    expect(classify("/login")?.route.kind).toBeUndefined();
  });

  it("sends a shared page's data request with a made-up query to its own address, once slashed", () => {
    expect(classify("/courses.data?x=1")).toMatchObject({ key: "/courses.data?x=1", answeredAt: "/courses.data" });
    expect(classify("/courses.data")?.answeredAt).toBeUndefined();
    expect(classify("//evil.example/x.data?y=1")?.answeredAt).toBe("/evil.example/x.data");
  });

  it("takes React Router's manifest for no route, and refuses what is no path or does not decode", () => {
    expect(classify("/__manifest?p=%2F")).toMatchObject({ route: { methods: ["GET", "HEAD"], page: false }, key: "/__manifest?p=%2F" });
    expect(classify("*")).toBeUndefined();
    expect(classify("http://example.com/")).toBeUndefined();
    expect(classify("/%E0%A4%A")).toBeUndefined();
  });
});
