import { messages } from '@iyl/core/catalog/messages';
import { DEFAULT_SESSION_MINUTES, DEFAULT_WINDOWS, DESCRIPTION_MAX, FEE_MAX_CENTS, FEE_MIN_CENTS, PHONE_PATTERN, SPECIALIZATION_MAX, TEXT_MAX } from '@iyl/core/coach-profiles/constants';
import type { AvailabilityRequest, CoachProfileResponse } from '@iyl/core/coach-profiles/contract';
import { coachProfileEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { toCents } from '@iyl/core/coach-profiles/rules';
import { PHOTO_HINT } from '@iyl/core/profile/constants';
import { withThousands } from '@iyl/core/text/numbers';
import { DEFAULT_TIME_ZONE } from '@iyl/core/time/zone';
import { Button, Fieldset, FileInput, Group, NumberInput, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCurrencyDollar, IconDeviceFloppy, IconPhoto } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import defaultAvatar from '../../assets/default-avatar.svg';
import { serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { type FieldErrors, useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useUploadPhoto } from '../profile/api.ts';
import { useCoachProfile, useSaveCoachProfile } from './api.ts';
import area from '../../components/coach-area.module.css';
import classes from './coach-profile.module.css';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { usePreview } from '../../lib/use-preview.ts';
import { photoAccept, photoProblem } from '../../lib/photo-check.ts';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';
import { draftOf, type WeekDraft, weekOf } from './week-form.ts';
import { WeekFields } from './WeekFields.tsx';
import { LazyNoteEditor } from '../notes/public/LazyNoteEditor.tsx';

/** The form's fields: the profile's, the week as the form holds it, and a new photo if one is chosen. */
interface OnboardingValues {
  phone: string;
  whatsapp: string;
  fee: number | string;
  specialization: string;
  paymentAddress: string;
  descriptionHtml: string;
  week: WeekDraft;
  photo: File | null;
}

/**
 * What is wrong with the form: the spec's first message ('' : the one shown), each field it is about
 * marked, in the order the spec checks them. A photo is needed, the one on the account or a new one.
 */
function problemsOf(values: OnboardingValues, hasPhoto: boolean): FieldErrors<OnboardingValues> {
  const { phone, whatsapp, fee, specialization, paymentAddress, photo } = values;
  const texts = { phone, whatsapp, fee: String(fee), specialization, paymentAddress };
  const empty = Object.entries(texts).filter(([, v]) => v.trim() === '');
  if (empty.length > 0) return { '': messages.coachFieldsMissing, ...Object.fromEntries(empty.map(([field]) => [field, true])) };
  if (!hasPhoto) return { '': messages.selectPhoto, photo: true };
  const badPhones = (['phone', 'whatsapp'] as const).filter((field) => !PHONE_PATTERN.test(values[field].trim()));
  if (badPhones.length > 0) return { '': messages.coachBadPhone, ...Object.fromEntries(badPhones.map((field) => [field, true])) };
  const cents = toCents(fee);
  if (cents === null || cents < FEE_MIN_CENTS || cents > FEE_MAX_CENTS) return { '': messages.coachBadFee, fee: true };
  if (!weekOf(values.week)) return { '': messages.availabilityBad, week: true };
  if (values.descriptionHtml.length > DESCRIPTION_MAX) return { '': messages.coachDescriptionTooLong, descriptionHtml: true };
  const photoWrong = photo ? photoProblem(photo) : null;
  return photoWrong ? { '': photoWrong, photo: true } : {};
}

function OnboardingForm({ coach }: { coach: CoachProfileResponse | undefined }) {
  const navigate = useNavigate();
  const sessionUser = useSession().data?.user;
  const sessionPic = sessionUser?.profilePic ?? null;
  const upload = useUploadPhoto();
  const save = useSaveCoachProfile();
  const editorLabel = useId();
  const details = coach?.profile;

  const [uploadedPic, setUploadedPic] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // The photo already on the account (the profile's, or the session's when the profile could not be read).
  const currentPic = uploadedPic ?? (coach ? coach.profilePic : sessionPic);
  const busy = upload.isPending || save.isPending;
  const timeZone = coach?.availability.timeZone ?? sessionUser?.timeZone ?? DEFAULT_TIME_ZONE;

  const { form, onSubmit, problem } = useEndpointForm(coachProfileEndpoints.PostCoach, {
    initialValues: {
      phone: details?.phone ?? '',
      whatsapp: details?.whatsapp ?? '',
      fee: details ? details.feeCents / 100 : '',
      specialization: details?.specialization ?? '',
      paymentAddress: details?.paymentAddress ?? '',
      descriptionHtml: details?.descriptionHtml ?? '',
      // The week customers can book: the saved one, or (before the coach has said) weekdays 09:00–17:00 to confirm or change.
      week: draftOf(coach?.availability ?? { sessionMinutes: DEFAULT_SESSION_MINUTES, windows: [...DEFAULT_WINDOWS] }),
      photo: null,
    } as OnboardingValues,
    rules: (values) => problemsOf(values, Boolean(values.photo || currentPic)),
    // A week the rules refuse is never sent.
    transform: ({ phone, whatsapp, fee, specialization, paymentAddress, descriptionHtml, week }) => ({
      phone,
      whatsapp,
      feeCents: toCents(fee) ?? 0,
      specialization,
      paymentAddress,
      descriptionHtml,
      availability: weekOf(week) ?? ({} as AvailabilityRequest),
    }),
    errorFields: { feeCents: 'fee', availability: 'week' },
    // The form says what is wrong in place, above Save & Continue.
    toast: false,
    submit: async (body, { photo }) => {
      // The photo goes through the same savephoto upload as everywhere else, before the profile.
      if (photo) {
        setProgress(0);
        try {
          const uploaded = await upload.mutateAsync({ file: photo, onProgress: setProgress });
          setUploadedPic(uploaded.profilePic);
          form.setFieldValue('photo', null);
        } catch (error) {
          toast.error(serverWords(error, messages.coachProfileFailed));
          return;
        }
      }
      save.mutate(body, { onSuccess: () => navigate('/CoachAccount') });
    },
  });
  const { descriptionHtml, week, photo } = form.getValues();
  // What the limit counts: the description as it is sent (its HTML, so formatting counts too).
  const descriptionLength = descriptionHtml.length;
  const tooLong = descriptionLength > DESCRIPTION_MAX;
  const preview = usePreview(photo);
  // The editor starts from the saved text; after that it is the one writing it.
  const [initialHtml] = useState(descriptionHtml);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={onSubmit} data-testid="coach-onboarding-form" aria-label="Coach Onboarding Form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Phone" type="tel" autoComplete="tel" maxLength={TEXT_MAX} {...form.getInputProps('phone')} withAsterisk />
            <TextInput
              label="WhatsApp number"
              type="tel"
              maxLength={TEXT_MAX}
              {...form.getInputProps('whatsapp')}
              withAsterisk
            />
            <NumberInput
              label="Consultation fee (USD)"
              description="What a customer pays for one session."
              leftSection={<IconCurrencyDollar size={16} aria-hidden="true" />}
              decimalScale={2}
              allowNegative={false}
              min={0}
              hideControls
              {...form.getInputProps('fee')}
              withAsterisk
            />
            <CountedTextInput
              label="Specialization"
              description="For example: sleep and stress, money habits."
              maxLength={SPECIALIZATION_MAX}
              {...form.getInputProps('specialization')}
              value={form.getValues().specialization}
              withAsterisk
            />
          </SimpleGrid>
          <TextInput
            label="Payment-account address"
            description="Where your payouts are sent (for example your PayPal e-mail)."
            maxLength={TEXT_MAX}
            {...form.getInputProps('paymentAddress')}
            withAsterisk
          />

          <Group align="flex-end" gap="md" wrap="nowrap">
            <img className={classes.smallPhoto} src={preview ?? currentPic ?? defaultAvatar} alt={preview ? 'Chosen profile photo' : currentPic ? 'Your profile photo' : 'Default profile picture'} />
            <FileInput
              label="Profile photo"
              description={currentPic ? `Choose a new photo to replace yours. ${PHOTO_HINT}` : PHOTO_HINT}
              placeholder="Choose a photo"
              accept={photoAccept}
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
              clearable
              {...form.getInputProps('photo')}
              disabled={busy}
              withAsterisk={!currentPic}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Group>
          {upload.isPending && (
            <div aria-live="polite">
              <Progress value={progress} animated aria-label="Upload progress" />
              <Text size="xs" c="dimmed" mt={4}>
                {progress < 100 ? `Uploading your photo… ${progress}%` : 'Saving your photo…'}
              </Text>
            </div>
          )}

          <div>
            <Text fw={500} size="sm" id={editorLabel}>
              Coach profile
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              Your professional description, shown on your profile.
            </Text>
            <div className={classes.editor}>
              {/* The notes' rich-text editor, reused; made when the coach starts writing. */}
              <LazyNoteEditor
                initialHtml={initialHtml}
                labelledBy={editorLabel}
                onChange={(value) => form.setFieldValue('descriptionHtml', value)}
              />
            </div>
            <Text
              size="xs"
              mt={4}
              c={tooLong ? 'red.8' : 'dimmed'}
              fw={tooLong ? 600 : undefined}
              data-testid="coach-description-count"
              aria-live={tooLong ? 'polite' : undefined}
            >
              {`${withThousands(descriptionLength)} of ${withThousands(DESCRIPTION_MAX)} characters, formatting included${tooLong ? ': too long, please shorten it.' : '.'}`}
            </Text>
          </div>

          <Fieldset legend="Weekly availability" data-testid="onboarding-week" p={{ base: 'sm', sm: 'lg' }} pt={{ base: 4, sm: 'xs' }}>
            <Text size="sm" mb="sm">
              {details
                ? 'When customers can book you. Change it here or with Edit availability on your profile.'
                : 'When customers can book you. Weekdays 9:00 AM – 5:00 PM are filled in: keep them or change them.'}
            </Text>
            <WeekFields draft={week} onChange={(draft: WeekDraft) => form.setFieldValue('week', draft)} timeZone={timeZone} disabled={busy} />
          </Fieldset>

          {problem && (
            <Text c="red.8" size="sm" role="alert" data-testid="coach-form-problem">
              {problem}
            </Text>
          )}
          <Group>
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />} loading={busy}>
              Save &amp; Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /Profile: the Coach Onboarding Form, filled in from the saved profile when there is one. */
export function CoachOnboardingPage() {
  usePageTitle('Coach Onboarding Form');
  const profile = useDeferredAnswer(useCoachProfile());
  const ready = profile.data !== undefined || profile.isError;
  return (
    <Stack gap="lg" className={area.page} maw={880}>
      <div className={area.wrap}>
        <Title order={1}>Coach Onboarding Form</Title>
        <Text c="dimmed">
          {profile.data?.complete ? 'Keep your coaching profile up to date.' : 'Complete your profile so customers can find and book you.'}
        </Text>
      </div>
      {profile.isError && !profile.data && (
        <LoadFailed message={messages.coachFetchFailed} onRetry={() => profile.refetch()} />
      )}
      {/* Mounted once the saved profile is known, so the fields and the editor start from it. */}
      {ready && <OnboardingForm key={profile.data ? 'saved' : 'empty'} coach={profile.data} />}
    </Stack>
  );
}
