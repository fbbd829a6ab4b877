import { createContext, useContext, type ReactNode } from "react";

export type RenderMarkdown = (source: string) => ReactNode;

/**
 * How lesson Markdown is previewed. The page supplies the catalog's own safe renderer, so the
 * preview is exactly what learners will see (features don't import each other; pages compose).
 */
const MarkdownPreviewContext = createContext<RenderMarkdown>((source) => (
  <p className="whitespace-pre-wrap">{source}</p>
));

export const MarkdownPreviewProvider = MarkdownPreviewContext.Provider;
export const useRenderMarkdown = () => useContext(MarkdownPreviewContext);
