// The one layout of every email (docs/email-delivery.md, "Templates"), written with react-email:
// the wordmark, the content, an optional button, the signature and a footer line, right to left
// in Arabic. Rendered synchronously (react-dom's static markup, as @react-email/render does
// without its async stream), so templates stay plain functions callers use inside transactions.
// The unsubscribe line is not here: the sender adds it at delivery, before `</body>`
// (unsubscribe.ts), for the emails that carry it.
import {
  Button,
  Container,
  Head,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "../../schemas/common.js";

/** An email ready for the outbox. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  language: Language;
}

/** A paragraph: text (its line breaks kept), or a labelled address shown as a link. */
export type EmailParagraph = string | { label: string; href: string };

/** What a template says; the layout and the text part are made from it. */
export interface EmailParts {
  subject: string;
  /** The line inbox lists show after the subject; the first paragraph after the greeting if absent. */
  preview?: string;
  paragraphs: EmailParagraph[];
  /** The main action, as a button (and its address, last, in the text part). */
  button?: { href: string; label: string };
  /** Signed "The Bayan team" (true unless said otherwise). */
  signed?: boolean;
  /** Quoted after the signature (a person's own message, in a reply). */
  quote?: { label: string; text: string };
  /** Why this email came, in small print under the content. */
  note?: string;
}

const WORDS = {
  en: { wordmark: "Bayan", signature: "The Bayan team" },
  ar: { wordmark: "بيان", signature: "فريق بيان" },
} satisfies Record<Language, { wordmark: string; signature: string }>;

const COLORS = { text: "#1f2328", muted: "#57606a", page: "#f6f8fa", brand: "#1c7ed6" };

/** A text with its line breaks as `<br>`; React escapes the text itself. */
function lines(text: string) {
  const parts = text.split("\n");
  return parts.map((line, i) => (
    <span key={i}>
      {line}
      {i < parts.length - 1 ? <br /> : null}
    </span>
  ));
}

/** One paragraph; a labelled address shows the address itself as the link. */
function Paragraph({ paragraph, style }: { paragraph: EmailParagraph; style: CSSProperties }) {
  if (typeof paragraph === "string") return <Text style={style}>{lines(paragraph)}</Text>;
  return (
    <Text style={style}>
      {paragraph.label}{" "}
      <Link href={paragraph.href} style={{ color: COLORS.brand, wordBreak: "break-all" }}>
        {paragraph.href}
      </Link>
    </Text>
  );
}

/**
 * The layout: `<html lang dir>`, and on `<body>` itself `dir`, `direction` and `text-align` too
 * (some clients drop the html element's attributes). react-email's `Body` keeps only the
 * background on `<body>` and moves other styles to an inner cell, so the body is written here.
 */
export function EmailLayout({
  language,
  preview,
  children,
}: {
  language: Language;
  preview: string;
  children: ReactNode;
}) {
  const dir = language === "ar" ? "rtl" : "ltr";
  const align = language === "ar" ? "right" : "left";
  return (
    <Html lang={language} dir={dir}>
      <Head>
        <meta name="viewport" content="width=device-width,initial-scale=1" />
      </Head>
      <body
        dir={dir}
        style={{
          margin: 0,
          padding: "24px 12px",
          backgroundColor: COLORS.page,
          fontFamily: "Arial,Tahoma,sans-serif",
          color: COLORS.text,
          direction: dir,
          textAlign: align,
        }}
      >
        <Preview>{preview}</Preview>
        <Container
          dir={dir}
          style={{
            maxWidth: "560px",
            backgroundColor: "#ffffff",
            borderRadius: "8px",
            padding: "24px",
            direction: dir,
            textAlign: align,
          }}
        >
          <Text
            style={{
              margin: "0 0 24px",
              fontSize: "22px",
              lineHeight: "28px",
              fontWeight: "bold",
              color: COLORS.brand,
            }}
          >
            {WORDS[language].wordmark}
          </Text>
          {children}
        </Container>
      </body>
    </Html>
  );
}

const PARAGRAPH: CSSProperties = { margin: "0 0 16px", fontSize: "15px", lineHeight: "24px" };

function Email({ language, parts }: { language: Language; parts: EmailParts }) {
  const { paragraphs, button, signed = true, quote, note } = parts;
  const preview =
    parts.preview ??
    (paragraphs.find((p, i) => i > 0 && typeof p === "string") as string | undefined) ??
    parts.subject;
  return (
    <EmailLayout language={language} preview={preview}>
      {paragraphs.map((paragraph, i) => (
        <Paragraph key={i} paragraph={paragraph} style={PARAGRAPH} />
      ))}
      {button ? (
        <Section style={{ margin: "24px 0" }}>
          <Button
            href={button.href}
            style={{
              backgroundColor: COLORS.brand,
              color: "#ffffff",
              padding: "12px 20px",
              borderRadius: "6px",
              fontSize: "15px",
              textDecoration: "none",
            }}
          >
            {button.label}
          </Button>
        </Section>
      ) : null}
      {signed ? <Text style={PARAGRAPH}>{WORDS[language].signature}</Text> : null}
      {quote ? (
        <Section style={{ borderInlineStart: "3px solid #d0d7de", padding: "0 12px" }}>
          <Text style={{ ...PARAGRAPH, color: COLORS.muted }}>
            {quote.label}
            <br />
            {lines(quote.text)}
          </Text>
        </Section>
      ) : null}
      {note ? (
        <Text
          style={{ margin: "24px 0 0", fontSize: "12px", lineHeight: "18px", color: COLORS.muted }}
        >
          {note}
        </Text>
      ) : null}
    </EmailLayout>
  );
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The text part: the same paragraphs, signature, quote and note, then the button's address. */
function textPart(language: Language, parts: EmailParts) {
  const { paragraphs, button, signed = true, quote, note } = parts;
  const blocks = [
    ...paragraphs.map((p) => (typeof p === "string" ? p : `${p.label} ${p.href}`)),
    ...(signed ? [WORDS[language].signature] : []),
    ...(quote
      ? [
          `${quote.label}\n${quote.text
            .split("\n")
            .map((line) => `> ${line}`)
            .join("\n")}`,
        ]
      : []),
    ...(note ? [note] : []),
    ...(button ? [`${button.label}: ${button.href}`] : []),
  ];
  return blocks.join("\n\n");
}

/** An email in the layout: its HTML and its text part, both from the same parts. */
export function renderEmail(language: Language, parts: EmailParts): EmailContent {
  return {
    language,
    subject: parts.subject,
    html: DOCTYPE + renderToStaticMarkup(<Email language={language} parts={parts} />),
    text: textPart(language, parts),
  };
}
