/** A page section's h2 and its intro line; focusable (tabIndex -1) so a button can move to it. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-lg leading-7 text-ink-muted">{intro}</p>
    </div>
  );
}
