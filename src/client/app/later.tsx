import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useHydrationMark, useHydrationWait } from "./hydration-mark";

/**
 * A part of a page that is neither its first view nor its primary action (a section below the
 * fold, a form beside the content), whose code loads after the page's, as the footer's does
 * (Layout.tsx): the server renders it with the page, React keeps that HTML as it is (no layout
 * shift, its links and forms work) and hydrates it when the code has come. On a page opened in
 * the app, the part shows when its code has come.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  type Token = { done: boolean };
  const Part = lazy(async () => {
    const Loaded = await load();
    function Hydrated({ token, ...props }: P & { token: Token }) {
      useEffect(() => {
        token.done = true;
      }, [token]);
      useHydrationMark(token);
      return <Loaded {...(props as P)} />;
    }
    return { default: Hydrated };
  });
  return function Later(props: P) {
    const [token] = useState<Token>(() => ({ done: false }));
    useHydrationWait(token);
    return (
      <Suspense fallback={null}>
        <Part {...props} token={token} />
      </Suspense>
    );
  };
}
