import { hasWordlessPicture, renderMarkdown, renderSectionText } from "./markdown.server";

describe("a picture without words for what it shows", () => {
  it("is one Markdown reads as a picture with fewer than three characters of words, never one in code", () => {
    expect(hasWordlessPicture("Text.\n\n![](/a.webp)")).toBe(true);
    expect(hasWordlessPicture("![ab](/a.webp)")).toBe(true);
    expect(hasWordlessPicture("![][ref]\n\n[ref]: /a.webp")).toBe(true);
    expect(hasWordlessPicture("![Our team at work](/a.webp)")).toBe(false);
    expect(hasWordlessPicture("Write `![](x)` for a picture.\n\n```md\n![](x)\n```")).toBe(false);
    expect(hasWordlessPicture("\\![](x) is a link, not a picture")).toBe(false);
  });
});

describe("renderMarkdown", () => {
  it("draws a studio picture in the text at its size, AVIF first, lazily, and leaves any other image as it was", () => {
    const hash = "c".repeat(32);
    const { html } = renderMarkdown(`Words.\n\n![Our team](/content-images/${hash}-960.webp#960x640)\n\n![Elsewhere](/images/a.png#9x9)`);
    const picture = /<picture>(.*?)<\/picture>/.exec(html)?.[1] ?? "";
    expect(picture).toContain(`<source type="image/avif" srcset="/content-images/${hash}-480.avif 480w, /content-images/${hash}-960.avif 960w"`);
    expect(picture).toMatch(new RegExp(`<img src="/content-images/${hash}-960.webp" alt="Our team" srcset="[^"]+960w"`));
    expect(picture).toContain('width="960" height="640" loading="lazy" decoding="async"');
    expect(html.match(/<picture>/g)).toHaveLength(1);
    expect(html).toContain('<img src="/images/a.png#9x9" alt="Elsewhere">');
  });

  it("renders hostile raw HTML inert: no script, no event handler, no javascript: link", () => {
    const { html } = renderMarkdown(
      [
        "Hello <script>alert('pwned')</script> there.",
        "",
        '<img src="x" onerror="alert(1)" alt="broken">',
        "",
        '<a href="javascript:alert(2)" onclick="alert(3)">click</a>',
        "",
        "[also bad](javascript:alert(4))",
        "",
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe|<style/i);
    // What is harmless survives.
    expect(html).toContain('<img src="x" alt="broken">');
    expect(html).toContain("Hello");
  });

  it("shows hostile markup inside a code block as text", () => {
    const { html } = renderMarkdown('```html\n<img src=x onerror="alert(1)">\n<script>steal()</script>\n```');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    const text = html.replace(/<[^>]+>/g, "").replaceAll("&#x3C;", "<");
    expect(text).toContain('<img src=x onerror="alert(1)">\n<script>steal()</script>');
  });

  it("highlights fenced code by its language, tsx included", () => {
    const { html } = renderMarkdown("```tsx\nexport function Hi() {\n  return <p>Hi</p>;\n}\n```");
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-tsx">');
    expect(html).toContain('<span class="hljs-keyword">export</span>');
  });

  it("gives h2 and h3 headings ids and a labelled link to themselves", () => {
    const { html } = renderMarkdown("## Why budgets work\n\n### The first 120 KB\n\nText.");
    expect(html).toContain(
      '<h2 id="why-budgets-work">Why budgets work<a class="heading-anchor" aria-label="Link to this section: Why budgets work" href="#why-budgets-work">#</a></h2>',
    );
    expect(html).toContain('<h3 id="the-first-120-kb">');
  });

  it("renders GitHub-flavoured tables, each in a box of its own that scrolls, takes focus and is named after its headers", () => {
    const { html } = renderMarkdown("| Page | KB |\n| --- | --: |\n| Home | 118 |");
    expect(html).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Page, KB"><table>');
    expect(html).toContain('<td align="right">118</td>');
  });

  it("counts reading time at 230 words a minute, rounding up, at least a minute", () => {
    expect(renderMarkdown("Short.").readingMinutes).toBe(1);
    expect(renderMarkdown(Array(231).fill("word").join(" ")).readingMinutes).toBe(2);
    expect(renderMarkdown(Array(690).fill("word").join(" ")).readingMinutes).toBe(3);
  });
});

describe("renderSectionText", () => {
  it("renders a section's Markdown as a post's is sanitised: marks and links as markup, hostile HTML inert", () => {
    const html = renderSectionText(
      "**Bold** and *slanted*, [a link](https://example.com).\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(2)) <img src=x onerror=alert(3)>",
    );
    expect(html).toContain('<p><strong>Bold</strong> and <em>slanted</em>, <a href="https://example.com">a link</a>.</p>');
    expect(html).not.toMatch(/<script|javascript:|onerror/i);
    expect(html).toContain("<p><a>bad</a>");
  });

  it("puts its headings under the section's own, with no ids or anchors to clash with the page's", () => {
    const html = renderSectionText("# Who it is for\n\n## Result\n\n### How\n\nText.");
    expect(html).toBe("<h3>Who it is for</h3>\n<h3>Result</h3>\n<h4>How</h4>\n<p>Text.</p>");
  });

  it("leaves plain words a paragraph, as they were", () => {
    expect(renderSectionText("A live Q&A and a copy clinic.")).toBe("<p>A live Q&#x26;A and a copy clinic.</p>");
  });
});
