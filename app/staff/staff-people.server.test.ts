import { accessRefusal } from "./staff-people.server";

describe("who may change whose access (issue 64)", () => {
  const owner = { email: "owner@brightline.test", role: "staff" as const };
  const editor = { email: "editor@brightline.test", role: "editor" as const };

  it("never leaves the site without staff: the last staff member can neither leave nor become an editor", () => {
    expect(accessRefusal([owner, editor], "owner@brightline.test", null)).toBe("last-staff");
    expect(accessRefusal([owner, editor], "OWNER@brightline.test", "editor")).toBe("last-staff");
    // With a second staff member, either may go.
    const colleague = { email: "colleague@brightline.test", role: "staff" as const };
    expect(accessRefusal([owner, colleague, editor], "owner@brightline.test", null)).toBeUndefined();
    expect(accessRefusal([owner, editor], "editor@brightline.test", "staff")).toBeUndefined();
  });

  it("takes away only access that someone has, and gives it to anyone", () => {
    expect(accessRefusal([owner], "stranger@brightline.test", null)).toBe("no-access");
    expect(accessRefusal([owner], "stranger@brightline.test", "editor")).toBeUndefined();
    expect(accessRefusal([owner, editor], "editor@brightline.test", null)).toBeUndefined();
  });

  it("knows a person by their address as the identity provider compares it: ASCII case alone", () => {
    const ärztin = { email: "ärztin@brightline.test", role: "staff" as const };
    // "Ärztin@…" is another account's address: it has no access to take away.
    expect(accessRefusal([owner, ärztin], "Ärztin@brightline.test", null)).toBe("no-access");
    expect(accessRefusal([owner, ärztin], "äRZTIN@brightline.test", null)).toBeUndefined();
  });
});
