import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLiveFigures } from "./live-figures";

export interface ImpactFigure {
  value: string;
  label: MessageDescriptor;
}

/**
 * The impact figures of the home page's hero and of success stories: the spec's fixed numbers, or
 * the live ones an admin switched on (issue 24), "as of" their day. No control in it, so a page
 * may hydrate it after its first load (app/later.tsx).
 */
export function ImpactFigures({
  fixed,
  servedLabel,
  classes,
}: {
  /** The spec's numbers, shown unless live figures are switched on. */
  fixed: ImpactFigure[];
  /** The first live figure's label ("Students Served" on the home page, "Lives Changed" on stories). */
  servedLabel: MessageDescriptor;
  classes: {
    list: string;
    listLive: string;
    listFixed: string;
    item: string;
    term: string;
    value: string;
    date: string;
  };
}) {
  const { i18n } = useLingui();
  const live = useLiveFigures();
  const figures = live
    ? [
        { value: live.studentsServed, label: servedLabel },
        { value: live.completions, label: msg`Courses Completed` },
        { value: live.certificates, label: msg`Skills Certified` },
      ]
    : fixed;
  const date = live?.asOf;
  return (
    <>
      <dl className={`${classes.list} ${live ? classes.listLive : classes.listFixed}`}>
        {figures.map((figure) => (
          <div key={figure.label.id} className={classes.item}>
            <dt className={classes.term}>{i18n._(figure.label)}</dt>
            <dd className={classes.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {date && (
        <p className={classes.date}>
          <Trans>as of {date}</Trans>
        </p>
      )}
    </>
  );
}
