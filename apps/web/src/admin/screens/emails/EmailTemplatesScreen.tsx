import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName, type Language } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import {
  Badge,
  Box,
  Grid,
  Group,
  NavLink,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { LoadingNote } from "../../lib/LoadingNote";
import { useScreenParam } from "../../lib/useScreenParam";
import { EmailsTabs } from "./EmailsTabs";
import { useEmailLabels } from "./labels";

/**
 * The email templates (docs/email-delivery.md, "Templates"): every email the product sends,
 * rendered by the server with sample data in English or Arabic as its recipient gets it (the
 * unsubscribe footer included when it carries one): the subject, the HTML in a sandboxed frame
 * (no script, no form, no navigation) and the text part. The template and language are kept in
 * the address.
 */
export function EmailTemplatesScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const labels = useEmailLabels();
  const [name, setName] = useScreenParam<EmailTemplateName>("template", EMAIL_TEMPLATE_NAMES[0]);
  const [language, setLanguage] = useScreenParam<Language>("language", "en");
  const templates = useQuery(trpc.email.previews.queryOptions());
  const preview = useQuery({
    ...trpc.email.preview.queryOptions({ name, language }),
    placeholderData: keepPreviousData,
  });
  const data = preview.data;
  const dir = language === "ar" ? "rtl" : "ltr";

  return (
    <EmailsTabs current="templates">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t`Every email Bayan sends, shown with sample data as its recipient gets it.`}
        </Text>
        <LoadFailedAlert
          title={t`The email templates could not be loaded`}
          queries={[templates, preview]}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="xs" component="nav" aria-label={t`Email templates`}>
              {(templates.data ?? []).map((template) => (
                <NavLink
                  key={template.name}
                  component="button"
                  type="button"
                  label={labels.kind(template.name)}
                  description={template.carriesUnsubscribe ? t`With the unsubscribe link` : null}
                  active={template.name === name}
                  aria-current={template.name === name ? "true" : undefined}
                  onClick={() => setName(template.name)}
                />
              ))}
              {templates.isPending ? <LoadingNote text={t`Loading templates…`} /> : null}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <Group justify="space-between" align="center" wrap="wrap">
                <Title order={3} size="h4">
                  {labels.kind(name)}
                </Title>
                <SegmentedControl
                  aria-label={t`Language of the email`}
                  value={language}
                  onChange={setLanguage}
                  data={[
                    { value: "en", label: t`English` },
                    { value: "ar", label: t`Arabic` },
                  ]}
                />
              </Group>
              {data ? (
                <>
                  <Group gap="xs" align="baseline" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {t`Subject`}
                    </Text>
                    <Text size="sm" lang={language} dir={dir} data-testid="template-subject">
                      {data.subject}
                    </Text>
                    {data.carriesUnsubscribe ? (
                      <Badge variant="light" color="gray">
                        {t`Unsubscribe footer`}
                      </Badge>
                    ) : null}
                  </Group>
                  <Box
                    component="iframe"
                    title={t`Preview of the email “${labels.kind(name)}”`}
                    srcDoc={data.html}
                    sandbox=""
                    referrerPolicy="no-referrer"
                    style={{
                      width: "100%",
                      height: 560,
                      border: "1px solid var(--mantine-color-default-border)",
                      borderRadius: "var(--mantine-radius-sm)",
                      background: "#fff",
                    }}
                  />
                  <Text size="sm" fw={600}>
                    {t`Text part`}
                  </Text>
                  {/* Not Mantine's Code, which is always left to right. */}
                  <Box
                    component="pre"
                    lang={language}
                    dir={dir}
                    aria-label={t`Text part`}
                    p="sm"
                    m={0}
                    fz="sm"
                    style={{
                      whiteSpace: "pre-wrap",
                      wordBreak: "break-word",
                      fontFamily: "var(--mantine-font-family-monospace)",
                      background: "var(--mantine-color-default-hover)",
                      borderRadius: "var(--mantine-radius-sm)",
                    }}
                  >
                    {data.text}
                  </Box>
                </>
              ) : preview.isPending ? (
                <LoadingNote text={t`Loading the preview…`} />
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </EmailsTabs>
  );
}
