import { Paper, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import classes from "./landing.module.css";

interface IconCardProps {
  icon: Icon;
  title: string;
  text: string;
  /** The theme colour of the icon (the brand colour when omitted). */
  color?: string;
  /** A larger, centred card (the value cards); otherwise a compact one (the features grid). */
  large?: boolean;
}

/** A bordered card with an icon, a small heading and a line of text. */
export function IconCard({ icon: CardIcon, title, text, color, large = false }: IconCardProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={large ? "xl" : "lg"}
      className={classes.card}
      {...(large ? { ta: "center" as const } : {})}
    >
      <ThemeIcon
        size={large ? 56 : 44}
        radius={large ? "xl" : "md"}
        variant="light"
        aria-hidden="true"
        mb="md"
        {...(color ? { color } : {})}
      >
        <CardIcon size={large ? 30 : 24} />
      </ThemeIcon>
      <Title order={3} size="h4" mb={6}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Paper>
  );
}
