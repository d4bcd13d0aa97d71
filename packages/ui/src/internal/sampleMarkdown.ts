// Markdown with every element the public pages use, for the stories of MarkdownArticle and PublicArticleScreen.

/** Every element the public pages use: paragraphs, headings (each with its link), lists, a quote, code and links. */
export const sampleMarkdown = `Meeting someone new is exciting. These tips help you enjoy it safely, from the first message to the first date.

## Before you meet

- **Take your time.** Chat on Spark first.
- Keep personal details private: your home address, workplace and daily routine.
- Look for the verified badge; read our [fraud protection](/fraud-protection) page.

### A video call first

A short video call confirms the person is who they say they are.

## Your first date

1. Meet in a public place.
2. Tell a friend where you are going.
3. Arrange your own transport, with the \`sid\` cookie keeping you signed in.

> "We met on a Sunday spin, and never stopped talking."

If you are in danger, call **911**, or visit [the FTC's site](https://reportfraud.ftc.gov).

<p>Raw HTML such as this paragraph is never rendered.</p>
`;
