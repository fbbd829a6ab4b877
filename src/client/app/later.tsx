import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useHydrationMark, useHydrationWait } from "./hydration-mark";

/**
 * A part of a page whose code loads after the page's, as the footer's does (Layout.tsx): a section
 * below the fold, a form beside the content, a tab or a view not shown first (a quiz's results),
 * or a form whose submit button waits for its script anyway (sign-in, password reset). The server
 * renders it with the page, React keeps that HTML as it is (no layout shift, its links work) and
 * hydrates it when the code has come. On a page opened in the app, the part shows when its code
 * has come.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  type Token = { done: boolean };
  // The part's own props travel as one object beside the token, so no prop of theirs (a reset
  // link's `token`, say) can clash with it.
  const Part = lazy(async () => {
    const Loaded = await load();
    function Hydrated({ token, props }: { token: Token; props: P }) {
      useEffect(() => {
        token.done = true;
      }, [token]);
      useHydrationMark(token);
      return <Loaded {...props} />;
    }
    return { default: Hydrated };
  });
  return function Later(props: P) {
    const [token] = useState<Token>(() => ({ done: false }));
    useHydrationWait(token);
    return (
      <Suspense fallback={null}>
        <Part token={token} props={props} />
      </Suspense>
    );
  };
}
