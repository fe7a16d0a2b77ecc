import { expect, test } from "../support/fixtures";

/**
 * German visitors are not British visitors (issue 65), read over HTTP: a German page writes its
 * figures as Germans write numbers, and gives a course's times on Germany's clock beside the UK's.
 */
test.describe("a German page", () => {
  test("writes the home page's figures in German style, and the English one in English style", async ({ request }) => {
    const figures = async (address: string) =>
      [...(await (await request.get(address)).text()).matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((match) => match[1]);
    // A no-break space before "%": the sign never wraps onto a line of its own.
    expect(await figures("/de")).toEqual(["100\u00a0%", "30.000"]);
    expect(await figures("/")).toEqual(["100%", "30K"]);
  });

  test("gives a course's times in UK time and in Germany's, where the English page gives UK time alone", async ({ request }) => {
    const german = await (await request.get("/de/courses/react-router-full-stack-apps")).text();
    const english = await (await request.get("/courses/react-router-full-stack-apps")).text();
    const times = /(\d\d:\d\d)–(\d\d:\d\d) Uhr \(britische Zeit; (\d\d:\d\d)–(\d\d:\d\d) Uhr in Deutschland\)/.exec(german);
    expect(times, "a German schedule with both clocks").not.toBeNull();
    // Germany is an hour ahead of the UK, in winter and in summer alike.
    const hourLater = (time: string) => `${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, "0")}${time.slice(2)}`;
    expect([times![3], times![4]]).toEqual([hourLater(times![1]!), hourLater(times![2]!)]);
    expect(english).toMatch(/\d\d:\d\d–\d\d:\d\d UK time/);
    expect(english).not.toContain("Germany");
  });
});
