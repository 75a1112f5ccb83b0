import {
  Avatar,
  Badge,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import "@mantine/core/styles/Avatar.css";
import { Plural, useLingui } from "@lingui/react/macro";
import { IconSearch, IconStarFilled, IconThumbUp } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { intlLocale, useNumberFormat } from "../../../i18n/format";
import {
  filterTestimonials,
  TESTIMONIAL_CATEGORIES,
  type Testimonial,
  type TestimonialCategory,
  type TestimonialSort,
} from "../logic/testimonials";
import { LandingSection } from "../LandingSection";
import styles from "./Testimonials.module.css";

function useTestimonials(): Testimonial[] {
  const { t } = useLingui();
  return [
    {
      id: "t1",
      name: t`Sara Al-Otaibi`,
      detail: t`Nurse, Riyadh`,
      text: t`I was afraid to speak English at work. After the speaking sessions I now talk to patients and doctors with confidence.`,
      category: "speaking",
      rating: 5,
      helpful: 48,
      date: "2026-03-02",
    },
    {
      id: "t2",
      name: t`Omar Haddad`,
      detail: t`Engineering student, Amman`,
      text: t`Tenses never made sense to me until they were explained in Arabic with simple examples. Grammar finally clicked.`,
      category: "grammar",
      rating: 5,
      helpful: 35,
      date: "2026-02-11",
    },
    {
      id: "t3",
      name: t`Layla Mansour`,
      detail: t`Teacher, Cairo`,
      text: t`The flashcards with Arabic meanings helped me learn about twenty new words a week without feeling tired.`,
      category: "vocabulary",
      rating: 4,
      helpful: 22,
      date: "2026-01-28",
    },
    {
      id: "t4",
      name: t`Youssef Benali`,
      detail: t`Accountant, Casablanca`,
      text: t`I needed IELTS 6.5 for my master's application. The exam practice showed me exactly where I was losing marks, and I got 7.`,
      category: "exams",
      rating: 5,
      helpful: 61,
      date: "2025-12-15",
    },
    {
      id: "t5",
      name: t`Mariam Al-Khalifa`,
      detail: t`Mother of three, Manama`,
      text: t`Fifteen minutes a day while the children sleep is enough. I can now help my kids with their English homework.`,
      category: "vocabulary",
      rating: 5,
      helpful: 17,
      date: "2026-03-10",
    },
    {
      id: "t6",
      name: t`Khaled Nasser`,
      detail: t`Sales manager, Dubai`,
      text: t`The conversation practice is realistic: meetings, phone calls and small talk. My clients noticed the difference.`,
      category: "speaking",
      rating: 4,
      helpful: 29,
      date: "2026-02-20",
    },
    {
      id: "t7",
      name: t`Huda Saleh`,
      detail: t`Pharmacist, Muscat`,
      text: t`Clear rules for articles and prepositions, with the mistakes Arabic speakers usually make. Very useful.`,
      category: "grammar",
      rating: 4,
      helpful: 12,
      date: "2025-11-30",
    },
    {
      id: "t8",
      name: t`Ahmed Farouk`,
      detail: t`High-school student, Alexandria`,
      text: t`I used the TOEFL practice tests every weekend and passed with a score that got me a scholarship.`,
      category: "exams",
      rating: 5,
      helpful: 40,
      date: "2026-01-05",
    },
  ];
}

/** Learner testimonials with a search, a category filter and three orders. */
export default function TestimonialsSection() {
  const { t, i18n } = useLingui();
  const format = useNumberFormat();
  const all = useTestimonials();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<TestimonialCategory | "all">("all");
  const [sort, setSort] = useState<TestimonialSort>("recent");
  const shown = filterTestimonials(all, { search, category, sort });
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(intlLocale(i18n.locale), {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
    [i18n.locale],
  );

  const categoryLabels: Record<TestimonialCategory, string> = {
    speaking: t`Speaking`,
    grammar: t`Grammar`,
    vocabulary: t`Vocabulary`,
    exams: t`Exam preparation`,
  };
  const count = shown.length;

  return (
    <LandingSection
      titleId="testimonials-title"
      title={t`What our learners say`}
      lead={t`Stories from Arabic speakers who tried Bayan during our pilot.`}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="lg">
        <TextInput
          label={t`Search testimonials`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        />
        <NativeSelect
          label={t`Category`}
          value={category}
          onChange={(event) =>
            setCategory(event.currentTarget.value as TestimonialCategory | "all")
          }
          data={[
            { value: "all", label: t`All categories` },
            ...TESTIMONIAL_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] })),
          ]}
        />
        <NativeSelect
          label={t`Sort by`}
          value={sort}
          onChange={(event) => setSort(event.currentTarget.value as TestimonialSort)}
          data={[
            { value: "recent", label: t`Most recent` },
            { value: "rating", label: t`Highest rated` },
            { value: "helpful", label: t`Most helpful` },
          ]}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mb="sm" role="status" data-testid="testimonial-count">
        <Plural
          value={count}
          _0="No testimonials match your search."
          one="# testimonial"
          other="# testimonials"
        />
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        component="ul"
        className={styles.list}
      >
        {shown.map((item) => (
          <Paper component="li" key={item.id} withBorder radius="lg" p="lg" className={styles.item}>
            <Stack gap="sm" h="100%">
              <Group justify="space-between" wrap="nowrap">
                <span
                  className={styles.stars}
                  role="img"
                  aria-label={t`Rated ${format(item.rating)} out of ${format(5)}`}
                >
                  {Array.from({ length: 5 }, (_, index) => (
                    <IconStarFilled
                      key={index}
                      size={16}
                      data-on={index < item.rating || undefined}
                      aria-hidden="true"
                    />
                  ))}
                </span>
                <Badge variant="light" size="sm">
                  {categoryLabels[item.category]}
                </Badge>
              </Group>
              <Text component="blockquote" className={styles.quote}>
                {item.text}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Avatar radius="xl" color="bayan" aria-hidden="true">
                  {item.name.trim().charAt(0)}
                </Avatar>
                <div>
                  <Text fw={700} size="sm">
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.detail} ·{" "}
                    <time dateTime={item.date}>
                      {date.format(new Date(`${item.date}T00:00:00Z`))}
                    </time>
                  </Text>
                </div>
              </Group>
              <Text size="xs" c="dimmed" className={styles.helpful}>
                <IconThumbUp size={14} aria-hidden="true" />{" "}
                <Plural
                  value={item.helpful}
                  one="# person found this helpful"
                  other="# people found this helpful"
                />
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
