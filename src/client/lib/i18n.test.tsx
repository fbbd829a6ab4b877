import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n, loadMessages, trackUsedMessages } from "./i18n";

const later = msg`Courses`;

function Probe() {
  const { t, i18n } = useLingui();
  return (
    <p title={t`Mentorship`}>
      <Trans>Donate</Trans> {i18n._(later)}
    </p>
  );
}

const render = (i18n: ReturnType<typeof createI18n>) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <Probe />
    </I18nProvider>,
  );

describe("trackUsedMessages", () => {
  it("gives the page exactly the messages its render used, enough to render it the same again", async () => {
    const messages = await loadMessages("es");
    const i18n = createI18n("es", messages);
    const usedMessages = trackUsedMessages(i18n, messages);
    const html = render(i18n);
    expect(html).toContain("Cursos");
    expect(html).toContain("Donar");
    expect(html).toContain('title="Mentorías"');

    const subset = usedMessages();
    // <Trans>, t and i18n._ with a descriptor: three lookups, three messages, out of hundreds.
    expect(Object.keys(subset)).toHaveLength(3);
    expect(Object.keys(messages).length).toBeGreaterThan(100);
    // The browser hydrates with only those: the same HTML, so hydration matches.
    expect(render(createI18n("es", subset))).toBe(html);
  });

  it("leaves out a message the catalogue doesn't have (English falls back to the source)", async () => {
    const i18n = createI18n("es", {});
    const usedMessages = trackUsedMessages(i18n, {});
    expect(render(i18n)).toContain("Donate");
    expect(usedMessages()).toEqual({});
  });
});
