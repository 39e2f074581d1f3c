import { messages } from '@iyl/core/catalog/messages';
import { REMINDER_MESSAGE_MAX, REMINDERS_PER_ROUTINE_MAX, type ReminderDay, reminderDays } from '@iyl/core/reminders/constants';
import type { ReminderOverview } from '@iyl/core/reminders/contract';
import { remindersEndpoints } from '@iyl/core/reminders/endpoints';
import { ActionIcon, Button, Divider, Group, Pagination, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconClock, IconMail, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import {
  useDeleteReminder,
  usePostReminder,
  usePushDevice,
  usePushSubscription,
  useReminderLog,
  useReminders,
  useSetReminderEmail,
} from '../api.ts';
import { formatClock } from '../../../lib/format.ts';
import { useEndpointForm } from '../../../lib/use-endpoint-form.ts';
import { formatDueTime } from '../reminder-format.ts';
import { TimeZoneSection } from './TimeZoneSection.tsx';
import { pageControlNames } from '../../../lib/pagination.ts';
import rows from '../../../components/row-list.module.css';
import classes from '../reminders.module.css';
import { askPermission, PushProblem, pushProblems, pushSupported } from '../push-device.ts';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { GrowingTextarea } from '../../../components/GrowingTextarea.tsx';

/** Adds a reminder to a routine (a routine may have several; the same day and time again changes its message). */
function ReminderForm({ overview }: { overview: ReminderOverview }) {
  const post = usePostReminder();
  const options = overview.routines.map((r) => ({ value: r.id, label: r.title }));
  const { form, onSubmit, problem } = useEndpointForm(remindersEndpoints.PostReminders, {
    initialValues: { routineId: null as string | null, message: '', time: '', day: null as string | null },
    // The body leaves time and day optional (the server checks them after the routine); this form asks for both first.
    rules: ({ time, day }) => {
      if (!time || !day) return { '': messages.reminderMissing, ...(time ? {} : { time: true }), ...(day ? {} : { day: true }) } as const;
      return routineId ? {} : { routineId: messages.reminderPickRoutine };
    },
    transform: ({ message, time, day }) => ({ message, time, day: day as ReminderDay }),
    // The form says what is missing in place.
    toast: false,
    submit: (body) => {
      if (!routineId) return;
      post.mutate({ routineId, ...body }, { onSuccess: () => form.setFieldValue('message', '') });
    },
  });
  // The first routine until another is chosen (the list may arrive after the form).
  const routineId: string | null = form.getValues().routineId ?? options[0]?.value ?? null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="reminder-form-heading"
      data-testid="reminder-form"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="reminder-form-heading">
          Add a reminder
        </Title>
        <Text size="sm" c="dimmed">
          {options.length === 0
            ? 'Add a routine first; its reminders are set here.'
            : `A routine can have up to ${REMINDERS_PER_ROUTINE_MAX} reminders, each on its own day and time.`}
        </Text>
        <Select label="Routine" placeholder="Choose a routine" data={options} {...form.getInputProps('routineId')} value={routineId} allowDeselect={false} />
        <GrowingTextarea label="Message (optional)" minRows={2} maxLength={REMINDER_MESSAGE_MAX} {...form.getInputProps('message')} />
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput label="Time" type="time" {...form.getInputProps('time')} miw={130} />
          <Select label="Day" placeholder="Choose a day" data={[...reminderDays]} {...form.getInputProps('day')} miw={130} />
        </Group>
        {problem && (
          <Text c="red.8" size="sm" role="alert" data-testid="reminder-problem">
            {problem}
          </Text>
        )}
        <Button type="submit" leftSection={<IconClock size={18} aria-hidden="true" />} loading={post.isPending}>
          Add reminder
        </Button>
      </Stack>
    </form>
  );
}

function RemindersList({ overview, busy, onPage }: { overview: ReminderOverview; busy: boolean; onPage: (page: number) => void }) {
  const remove = useDeleteReminder();
  const list = overview.reminders;
  return (
    <Stack gap="xs" component="section" aria-labelledby="reminders-heading" aria-busy={busy || undefined}>
      <Title order={3} size="h5" id="reminders-heading">
        Your reminders
      </Title>
      {list.total > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">{`${list.total} ${list.total === 1 ? 'reminder' : 'reminders'}, by time of day`}</Text>
      )}
      {list.items.length === 0 ? (
        <EmptyState icon={IconBellOff}>No reminders yet. Add one above.</EmptyState>
      ) : (
        <ul className={rows.plainList} data-testid="reminders-list">
          {list.items.map((r) => (
            <li key={r.id} className={rows.row}>
              <div className={classes.wrap}>
                <Text fw={600}>{r.title}</Text>
                <Text size="sm">{`${r.day} at ${formatClock(r.time)}`}</Text>
                {r.message && (
                  <Text size="sm" c="dimmed">
                    {r.message}
                  </Text>
                )}
                {!r.nextDueAt && (
                  <Text size="xs" c="dimmed">
                    Waiting while its routine is paused or finished.
                  </Text>
                )}
              </div>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                aria-label={`Delete the reminder for ${r.title}, ${r.day} at ${formatClock(r.time)}`}
                loading={remove.isPending && remove.variables === r.id}
                onClick={() => remove.mutate(r.id)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      {list.pages > 1 && <Pagination total={list.pages} value={list.page} onChange={onPage} getControlProps={pageControlNames} aria-label="Reminder pages" size="sm" />}
      <Title order={3} size="h5" mt="sm" id="next-heading">
        Next reminders
      </Title>
      {overview.next.length === 0 ? (
        <EmptyState icon={IconClock}>Nothing due: set a reminder on an active routine.</EmptyState>
      ) : (
        <ol className={rows.plainList} aria-labelledby="next-heading" data-testid="next-reminders">
          {overview.next.map((n) => (
            <li key={`${n.reminderId}-${n.at}`}>
              <Text size="sm">
                <strong>{formatDueTime(n.at, overview.timeZone)}</strong>
                {` · ${n.title}`}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}

function DeliveryLog({ enabled, timeZone }: { enabled: boolean; timeZone: string }) {
  const [page, setPage] = useState(1);
  const log = useReminderLog(page, enabled);
  const data = log.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="log-heading" aria-busy={log.isFetching || undefined}>
      <Title order={3} size="h5" id="log-heading">
        Delivery log
      </Title>
      {data && data.items.length === 0 && <EmptyState icon={IconMail}>No reminder has been due yet. Each one shows up here with how it was sent.</EmptyState>}
      {data && data.items.length > 0 && (
        <ul className={rows.plainList} data-testid="delivery-log">
          {data.items.map((d) => (
            <li key={d.id} className={rows.row}>
              <div className={classes.wrap}>
                <Text fw={600}>{d.title}</Text>
                <Text size="sm">{formatDueTime(d.dueAt, timeZone)}</Text>
              </div>
              <Text size="sm" className={classes.wrap}>
                {d.detail}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {data && data.pages > 1 && <Pagination total={data.pages} value={page} onChange={setPage} getControlProps={pageControlNames} aria-label="Delivery log pages" size="sm" />}
    </Stack>
  );
}

function DeviceNotifications({ enabled, devices }: { enabled: boolean; devices: number }) {
  const supported = pushSupported();
  const device = usePushDevice(enabled);
  const { on, off } = usePushSubscription();
  const [problem, setProblem] = useState<string | null>(null);
  const subscribed = Boolean(device.data);

  const turnOn = async () => {
    setProblem(null);
    try {
      if (!(await askPermission())) {
        setProblem(pushProblems.denied);
        return;
      }
    } catch (error) {
      setProblem(error instanceof PushProblem ? error.message : pushProblems.unsupported);
      return;
    }
    on.mutate(undefined, { onError: (error) => error instanceof PushProblem && setProblem(error.message) });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="device-heading">
      <Title order={3} size="h5" id="device-heading">
        Notifications on this device
      </Title>
      {!supported ? (
        <Text size="sm" data-testid="push-unsupported">
          {pushProblems.unsupported}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {subscribed ? 'This device shows your reminders as notifications.' : 'Get your reminders as notifications on this device, as well as or instead of e-mails.'}
            {devices > 0 ? ` ${devices} ${devices === 1 ? 'device has' : 'devices have'} notifications on.` : ''}
          </Text>
          <Group gap="sm">
            {subscribed ? (
              <Button variant="default" leftSection={<IconBellOff size={18} aria-hidden="true" />} loading={off.isPending} onClick={() => off.mutate()}>
                Turn off
              </Button>
            ) : (
              <Button variant="light" leftSection={<IconBell size={18} aria-hidden="true" />} loading={on.isPending} onClick={turnOn}>
                Turn on notifications
              </Button>
            )}
          </Group>
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/** Settings: the time zone, reminders (set, listed, next due, delivery log), reminder e-mails and this device's notifications. */
export function ReminderPanel({ opened, onClose, fullScreen }: { opened: boolean; onClose: () => void; fullScreen: boolean }) {
  const [page, setPage] = useState(1);
  const reminders = useReminders(page, opened);
  const setEmail = useSetReminderEmail();
  const overview = reminders.data;
  // A deleted reminder can empty the last page: show the one before.
  const pages = overview?.reminders.pages ?? 1;
  if (overview && !reminders.isPlaceholderData && page > Math.max(1, pages)) setPage(Math.max(1, pages));
  return (
    <SidePanel opened={opened} onClose={onClose} fullScreen={fullScreen} size="lg" title="Settings">
      {reminders.isError && !overview && (
        <Group>
          <Text>{messages.listFailed}</Text>
          <Button variant="light" size="compact-md" onClick={() => reminders.refetch()}>
            Try again
          </Button>
        </Group>
      )}
      {overview && (
        <Stack gap="lg" data-testid="reminder-panel">
          <TimeZoneSection timeZone={overview.timeZone} />
          <Divider />
          <ReminderForm overview={overview} />
          <Divider />
          <RemindersList overview={overview} busy={reminders.isFetching && reminders.isPlaceholderData} onPage={setPage} />
          <Divider />
          <Stack gap="xs" component="section" aria-labelledby="email-heading">
            <Title order={3} size="h5" id="email-heading">
              E-mail
            </Title>
            <Switch
              label="Reminder e-mails"
              description="Each reminder comes by e-mail unless a notification on one of your devices reached you."
              checked={overview.emailEnabled}
              disabled={setEmail.isPending}
              onChange={(event) => setEmail.mutate(event.currentTarget.checked)}
            />
          </Stack>
          <DeviceNotifications enabled={opened} devices={overview.pushDevices} />
          <Divider />
          <DeliveryLog enabled={opened} timeZone={overview.timeZone} />
        </Stack>
      )}
    </SidePanel>
  );
}
