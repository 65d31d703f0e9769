export interface MarkdownHeading {
  id: string;
  text: string;
  level: number;
}

export interface RenderedMarkdown {
  html: string;
  headings: MarkdownHeading[];
}
