import type { IncomingMessage } from "node:http";
import { chooseEncoding } from "./encoding";

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as IncomingMessage;

describe("the encoding a page is sent in", () => {
  it("is the smallest the client takes", () => {
    expect(chooseEncoding(asking("gzip, deflate, br"))).toBe("br");
    expect(chooseEncoding(asking("gzip, deflate"))).toBe("gzip");
    expect(chooseEncoding(asking("br;q=0, gzip"))).toBe("gzip");
    expect(chooseEncoding(asking("deflate"))).toBe("identity");
  });

  it("is none when the client says nothing, and when it says it takes nothing", () => {
    expect(chooseEncoding(asking())).toBe("identity");
    expect(chooseEncoding(asking(""))).toBe("identity");
  });

  it("is one of those on offer, whatever was chosen before for the same header", () => {
    expect(chooseEncoding(asking("br, gzip"))).toBe("br");
    expect(chooseEncoding(asking("br, gzip"), ["gzip", "identity"])).toBe("gzip");
    expect(chooseEncoding(asking("br"), ["gzip", "identity"])).toBe("identity");
    expect(chooseEncoding(asking("br"))).toBe("br");
  });
});
