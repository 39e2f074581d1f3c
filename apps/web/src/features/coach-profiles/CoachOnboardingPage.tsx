import { messages } from '@iyl/core/catalog/messages';
import { DEFAULT_SESSION_MINUTES, DEFAULT_WINDOWS, DESCRIPTION_MAX, FEE_MAX_CENTS, FEE_MIN_CENTS, PHONE_PATTERN, SPECIALIZATION_MAX, TEXT_MAX } from '@iyl/core/coach-profiles/constants';
import type { CoachProfileResponse } from '@iyl/core/coach-profiles/contract';
import { toCents } from '@iyl/core/coach-profiles/rules';
import { withThousands } from '@iyl/core/text/numbers';
import { DEFAULT_TIME_ZONE } from '@iyl/core/time/zone';
import { Button, Fieldset, FileInput, Group, NumberInput, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCurrencyDollar, IconDeviceFloppy, IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import defaultAvatar from '../../assets/default-avatar.svg';
import { serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
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

/** What is wrong with the form, in the catalogue's words, or null when it can be sent. */
function problemOf(
  values: { phone: string; whatsapp: string; fee: number | string; specialization: string; paymentAddress: string; week: WeekDraft; descriptionLength: number },
  hasPhoto: boolean,
  file: File | null,
) {
  const { phone, whatsapp, fee, specialization, paymentAddress } = values;
  if ([phone, whatsapp, String(fee), specialization, paymentAddress].some((v) => v.trim() === '')) return messages.coachFieldsMissing;
  if (!hasPhoto) return messages.selectPhoto;
  if (!PHONE_PATTERN.test(phone.trim()) || !PHONE_PATTERN.test(whatsapp.trim())) return messages.coachBadPhone;
  const cents = toCents(fee);
  if (cents === null || cents < FEE_MIN_CENTS || cents > FEE_MAX_CENTS) return messages.coachBadFee;
  if (!weekOf(values.week)) return messages.availabilityBad;
  if (values.descriptionLength > DESCRIPTION_MAX) return messages.coachDescriptionTooLong;
  return file ? photoProblem(file) : null;
}

function OnboardingForm({ coach }: { coach: CoachProfileResponse | undefined }) {
  const navigate = useNavigate();
  const sessionUser = useSession().data?.user;
  const sessionPic = sessionUser?.profilePic ?? null;
  const upload = useUploadPhoto();
  const save = useSaveCoachProfile();
  const editorLabel = useId();
  const details = coach?.profile;

  const [phone, setPhone] = useState(details?.phone ?? '');
  const [whatsapp, setWhatsapp] = useState(details?.whatsapp ?? '');
  const [fee, setFee] = useState<number | string>(details ? details.feeCents / 100 : '');
  const [specialization, setSpecialization] = useState(details?.specialization ?? '');
  const [paymentAddress, setPaymentAddress] = useState(details?.paymentAddress ?? '');
  const html = useRef(details?.descriptionHtml ?? '');
  // What the limit counts: the description as it is sent (its HTML, so formatting counts too).
  const [descriptionLength, setDescriptionLength] = useState(html.current.length);
  const tooLong = descriptionLength > DESCRIPTION_MAX;
  // The week customers can book: the saved one, or (before the coach has said) weekdays 09:00–17:00 to confirm or change.
  const [week, setWeek] = useState(() => draftOf(coach?.availability ?? { sessionMinutes: DEFAULT_SESSION_MINUTES, windows: [...DEFAULT_WINDOWS] }));
  const timeZone = coach?.availability.timeZone ?? sessionUser?.timeZone ?? DEFAULT_TIME_ZONE;
  const [file, setFile] = useState<File | null>(null);
  const [uploadedPic, setUploadedPic] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);

  // The photo already on the account (the profile's, or the session's when the profile could not be read).
  const currentPic = uploadedPic ?? (coach ? coach.profilePic : sessionPic);
  const busy = upload.isPending || save.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf({ phone, whatsapp, fee, specialization, paymentAddress, week, descriptionLength }, Boolean(file || currentPic), file);
    const availability = weekOf(week);
    setProblem(found);
    if (found || !availability) return;

    // The photo goes through the same savephoto upload as everywhere else, before the profile.
    if (file) {
      setProgress(0);
      try {
        const uploaded = await upload.mutateAsync({ file, onProgress: setProgress });
        setUploadedPic(uploaded.profilePic);
        setFile(null);
      } catch (error) {
        toast.error(serverWords(error, messages.coachProfileFailed));
        return;
      }
    }
    save.mutate(
      {
        phone: phone.trim(),
        whatsapp: whatsapp.trim(),
        feeCents: toCents(fee) ?? 0,
        specialization: specialization.trim(),
        paymentAddress: paymentAddress.trim(),
        descriptionHtml: html.current,
        availability,
      },
      { onSuccess: () => navigate('/CoachAccount') },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={onSubmit} data-testid="coach-onboarding-form" aria-label="Coach Onboarding Form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Phone" type="tel" autoComplete="tel" maxLength={TEXT_MAX} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} withAsterisk />
            <TextInput
              label="WhatsApp number"
              type="tel"
              maxLength={TEXT_MAX}
              value={whatsapp}
              onChange={(e) => setWhatsapp(e.currentTarget.value)}
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
              value={fee}
              onChange={setFee}
              withAsterisk
            />
            <CountedTextInput
              label="Specialization"
              description="For example: sleep and stress, money habits."
              maxLength={SPECIALIZATION_MAX}
              value={specialization}
              onChange={(e) => setSpecialization(e.currentTarget.value)}
              withAsterisk
            />
          </SimpleGrid>
          <TextInput
            label="Payment-account address"
            description="Where your payouts are sent (for example your PayPal e-mail)."
            maxLength={TEXT_MAX}
            value={paymentAddress}
            onChange={(e) => setPaymentAddress(e.currentTarget.value)}
            withAsterisk
          />

          <Group align="flex-end" gap="md" wrap="nowrap">
            <img className={classes.smallPhoto} src={preview ?? currentPic ?? defaultAvatar} alt={preview ? 'Chosen profile photo' : currentPic ? 'Your profile photo' : 'Default profile picture'} />
            <FileInput
              label="Profile photo"
              description={currentPic ? 'Choose a new photo to replace yours (JPEG, PNG, WebP or GIF, up to 5 MB).' : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
              placeholder="Choose a photo"
              accept={photoAccept}
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
              clearable
              value={file}
              onChange={setFile}
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
                initialHtml={html.current}
                labelledBy={editorLabel}
                onChange={(value) => {
                  html.current = value;
                  setDescriptionLength(value.length);
                }}
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
            <WeekFields draft={week} onChange={setWeek} timeZone={timeZone} disabled={busy} />
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
