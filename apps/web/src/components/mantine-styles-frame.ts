// Mantine's styles, split in three so that no page downloads CSS it does not use (the whole
// @mantine/core/styles.css is 36 KB gzip and render-blocking):
// - this file: the base and what the app's frame draws on every path (toasts, busy overlay, route
//   error), part of the app's entry (apps/web/budget.json);
// - mantine-styles-screens.ts: the components of the public screens, which the signed-in ones use too,
//   loaded with the public screens and with the signed-in layouts;
// - mantine-styles-signed-in.ts: the rest, loaded with the signed-in layouts.
// Each keeps the order of @mantine/core/styles.css, and each comes before the next, so a component's
// styles still follow those of the components it is built on (UnstyledButton → Button, Paper → Modal).
// A Mantine component new to a screen needs its file imported in one of the lists.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Notification.css';
