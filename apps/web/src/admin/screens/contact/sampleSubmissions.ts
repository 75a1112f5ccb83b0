import type { RouterOutputs } from "@bayan/trpc";

export type Submission = RouterOutputs["contact"]["list"]["items"][number];

/** Ids of the sample rows start with this, so no action can reach the server with one. */
export const SAMPLE_ID_PREFIX = "sample-";

export const isSample = (submission: Pick<Submission, "id">) =>
  submission.id.startsWith(SAMPLE_ID_PREFIX);

type Derived =
  "id" | "source" | "spamReason" | "spamCause" | "updatedAt" | "replyStatus" | "replyError";

const sample = (
  n: number,
  fields: Omit<Submission, Derived | "reply" | "repliedAt"> &
    Partial<Pick<Submission, "reply" | "repliedAt">>,
): Submission => ({
  id: `${SAMPLE_ID_PREFIX}${n}`,
  source: "contact-page",
  spamReason: null,
  spamCause: null,
  reply: null,
  repliedAt: null,
  updatedAt: fields.repliedAt ?? fields.createdAt,
  replyStatus: fields.reply ? "sent" : null,
  replyError: null,
  ...fields,
});

/**
 * SPEC 7: when the list cannot be loaded the screen shows six sample submissions, clearly marked
 * as samples, with every action disabled on them. Newest first, as the list is.
 */
export const SAMPLE_SUBMISSIONS: readonly Submission[] = [
  sample(1, {
    name: "Sara Ahmed",
    email: "sara.ahmed@example.com",
    subject: "Question about the early access discount",
    message:
      "Hello, I joined the waitlist last week. Does the 50% early access discount apply to the annual plan only, or to the monthly plan as well?",
    status: "new",
    priority: "high",
    language: "en",
    createdAt: "2025-05-14T09:30:00.000Z",
  }),
  sample(2, {
    name: "محمد العلي",
    email: "mohammad.ali@example.com",
    subject: "استفسار عن موعد الإطلاق",
    message:
      "السلام عليكم، متى سيتم إطلاق المنصة؟ أرغب في البدء بتعلم اللغة الإنجليزية مع شرح باللغة العربية.",
    status: "new",
    priority: "medium",
    language: "ar",
    createdAt: "2025-05-13T16:05:00.000Z",
  }),
  sample(3, {
    name: "Omar Khalil",
    email: "omar.khalil@example.com",
    subject: "Certificates for each level",
    message:
      "Will the certificates you give at the end of each level be recognised by employers? I am preparing for a job interview in English.",
    status: "read",
    priority: "medium",
    language: "en",
    createdAt: "2025-05-12T11:20:00.000Z",
  }),
  sample(4, {
    name: "Lina Haddad",
    email: "lina.haddad@example.com",
    subject: "Partnership with our school",
    message:
      "We run a language centre in Amman and would like to offer your lessons to our students. Who can we talk to about a partnership?",
    status: "replied",
    priority: "high",
    language: "en",
    createdAt: "2025-05-10T08:45:00.000Z",
    reply: "Thank you for your interest, Lina. Our partnerships team will contact you this week.",
    repliedAt: "2025-05-10T13:10:00.000Z",
  }),
  sample(5, {
    name: "نور حسن",
    email: "nour.hassan@example.com",
    subject: "No Subject",
    message: "هل ستتوفر دروس للمحادثة مع معلمين ناطقين باللغة الإنجليزية؟",
    status: "read",
    priority: "low",
    language: "ar",
    createdAt: "2025-05-08T19:15:00.000Z",
  }),
  sample(6, {
    name: "Daniel Brooks",
    email: "daniel.brooks@example.com",
    subject: "Feedback on the landing page",
    message:
      "The countdown on your landing page looks great. One small thing: the pricing section was hard to read on my phone.",
    status: "archived",
    priority: "low",
    language: "en",
    createdAt: "2025-05-05T10:00:00.000Z",
  }),
];
