// Mantine's styles, split so /Login does not download the CSS of the signed-in screens (the whole
// @mantine/core/styles.css is 36 KB gzip and render-blocking). This file holds the base and the
// components of the public screens, the toasts, the busy overlay and the route error; the rest is in
// mantine-styles-signed-in.ts, loaded with the signed-in layouts. Both keep the order of
// @mantine/core/styles.css, and everything here comes before everything there, so a component's
// styles still follow those of the components it is built on (UnstyledButton → Button, Paper → Modal).
// A Mantine component new to a screen needs its file imported in one of the two lists.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
