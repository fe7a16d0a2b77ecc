import { announcePagesChanged, onPagesChanged } from "./pages-changed.server";

describe("pages changed", () => {
  it("reaches every listener until it stops listening, and says nothing of no pages", () => {
    const heard: (readonly string[])[] = [];
    const alsoHeard: (readonly string[])[] = [];
    const stop = onPagesChanged((paths) => heard.push(paths));
    const stopToo = onPagesChanged((paths) => alsoHeard.push(paths));

    announcePagesChanged(["/courses", "/courses/react"]);
    announcePagesChanged([]);
    stop();
    announcePagesChanged(["/blog"]);
    stopToo();
    announcePagesChanged(["/faq"]);

    expect(heard).toEqual([["/courses", "/courses/react"]]);
    expect(alsoHeard).toEqual([["/courses", "/courses/react"], ["/blog"]]);
  });
});
