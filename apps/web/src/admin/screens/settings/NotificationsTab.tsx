import type { Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Fieldset, Stack, Switch } from "@mantine/core";
import { SectionForm } from "./SectionForm";
import { useSectionForm } from "./useSectionForm";

/**
 * Notifications: the channels, the kinds of news, and the daily digest. The bell shows what the
 * browser switch and the kinds let through; the digest goes by email, so it needs email on and an
 * address in the profile (docs/settings.md).
 */
export function NotificationsTab({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const { form, submit, saving, checkbox } = useSectionForm("notifications", preferences);
  const toggle = (key: keyof Preferences["notifications"], label: string, description?: string) => (
    <Switch label={label} description={description} {...checkbox(key)} />
  );
  const noAddress = !preferences.profile.email;
  return (
    <SectionForm submit={submit} saving={saving}>
      <Fieldset legend={t`Channels`} variant="unstyled">
        <Stack gap="sm">
          {toggle("email", t`Email notifications`, t`News by email: the daily digest.`)}
          {toggle("browser", t`Browser notifications`, t`The bell in the header of this panel.`)}
          {toggle(
            "mobile",
            t`Mobile notifications`,
            t`Kept for the mobile app (not yet available).`,
          )}
        </Stack>
      </Fieldset>
      <Fieldset legend={t`What to notify me about`} variant="unstyled">
        <Stack gap="sm">
          {toggle("userRegistration", t`User registration`, t`Waitlist sign-ups and new accounts.`)}
          {toggle(
            "courseEnrollment",
            t`Course enrollment`,
            t`When enrollment opens with the courses.`,
          )}
          {toggle("messageReceived", t`Message received`, t`New contact messages.`)}
          {toggle("systemUpdates", t`System updates`, t`Emails that could not be delivered.`)}
        </Stack>
      </Fieldset>
      <Fieldset legend={t`Daily digest`} variant="unstyled">
        <Switch
          label={t`Daily email digest`}
          description={
            noAddress
              ? t`Add your email in the Profile tab to receive it.`
              : t`Every morning at 8:00 (your time zone), a summary of the last day's new messages and sign-ups; nothing on a day without news.`
          }
          disabled={!form.values.email}
          {...checkbox("dailyDigest")}
        />
      </Fieldset>
    </SectionForm>
  );
}
