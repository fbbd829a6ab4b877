import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { Locale } from "../../../../shared/rules/locale.js";
import { mailTexts } from "./render.js";

/** The academy's colours as the web app's theme has them (src/client/styles.css). */
const colour = { brand: "#c2410c", ink: "#1f2937", muted: "#4b5563", paper: "#fffbf5", line: "#e7e0d6" };

const text = { color: colour.ink, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };

export interface LayoutProps {
  /** The recipient's language: the footer's texts and the document's lang. */
  locale: Locale;
  /** The line mail apps show beside the subject. */
  preview: string;
  heading: string;
  /** The heading's language when it is authored content that may differ from `locale` (a post's title). */
  headingLang?: string;
  children: ReactNode;
  /** Where "you get this because" points, and the one-click unsubscribe for optional mail. */
  footer: { reason: string; unsubscribeUrl?: string; contactEmail: string };
}

/** Every message's frame: branded, one column (readable on a phone), real text only. */
export function EmailLayout({ locale, preview, heading, headingLang, children, footer }: LayoutProps) {
  const t = mailTexts(locale);
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colour.paper,
          fontFamily: "Helvetica, Arial, sans-serif",
          margin: 0,
          padding: "24px 0",
        }}
      >
        <Container
          style={{
            maxWidth: "560px",
            backgroundColor: "#ffffff",
            borderRadius: "12px",
            padding: "32px 24px",
            border: `1px solid ${colour.line}`,
          }}
        >
          <Text
            style={{
              ...text,
              color: colour.brand,
              fontWeight: 700,
              fontSize: "14px",
              letterSpacing: "0.04em",
              textTransform: "uppercase",
            }}
          >
            Trade Skills Academy
          </Text>
          <Heading
            as="h1"
            lang={headingLang}
            style={{ color: colour.ink, fontSize: "24px", lineHeight: "32px", margin: "0 0 16px" }}
          >
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: colour.line, margin: "32px 0 16px" }} />
          <Text style={{ ...text, color: colour.muted, fontSize: "13px", lineHeight: "20px" }}>
            {footer.reason} {t("Questions? Write to")}{" "}
            <Link href={`mailto:${footer.contactEmail}`} style={{ color: colour.brand }}>
              {footer.contactEmail}
            </Link>
            .
          </Text>
          {footer.unsubscribeUrl ? (
            <Text style={{ ...text, color: colour.muted, fontSize: "13px", lineHeight: "20px" }}>
              <Link href={footer.unsubscribeUrl} style={{ color: colour.brand }}>
                {t("Unsubscribe")}
              </Link>{" "}
              {t("from these emails.")}
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** `lang`: the paragraph's language when it is authored content that may differ from the recipient's. */
export function Paragraph({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <Text lang={lang} style={text}>
      {children}
    </Text>
  );
}

/** The message's one main action, as a large button (44 px tall at least, for thumbs). */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colour.brand,
          color: "#ffffff",
          borderRadius: "8px",
          padding: "14px 20px",
          fontSize: "16px",
          fontWeight: 700,
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A label and its value, one per line (booking details, a review's grade). */
export function Details({ rows }: { rows: [string, string][] }) {
  return (
    <Section style={{ margin: "0 0 16px", padding: "12px 16px", backgroundColor: colour.paper, borderRadius: "8px" }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...text, margin: "4px 0" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}
