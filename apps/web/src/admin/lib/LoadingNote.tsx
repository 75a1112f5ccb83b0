import { Group, Loader, Text, type LoaderProps } from "@mantine/core";

/** "Loading data...": a small spinner and the words, announced politely. */
export function LoadingNote({ text, size = "xs" }: { text: string; size?: LoaderProps["size"] }) {
  return (
    <Group gap="xs" role="status">
      <Loader size={size} aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
