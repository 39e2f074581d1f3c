import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** Calm teal-green. Shade 7 is the filled colour: white text on it passes WCAG AA (5.5:1). */
const brand: MantineColorsTuple = [
  '#e6f6f3',
  '#cdeee7',
  '#9fdccf',
  '#6cc9b6',
  '#42b8a0',
  '#1f9d85',
  '#138a76',
  '#0f766e',
  '#0c635c',
  '#09504b',
];

/**
 * Mantine writes the text of a subtle button two shades lighter than the colour asked for (`gray.8`
 * comes out gray.6, 3.3:1 on white). A shade named is the shade shown.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'subtle' || !input.color) return colors;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  return parsed.isThemeColor && parsed.shade !== undefined ? { ...colors, color: `var(--mantine-color-${parsed.color}-${parsed.shade})` } : colors;
};

export const theme = createTheme({
  variantColorResolver,
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  // Mantine's default stack is already the system fonts; say so to keep it that way.
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Mantine renders the header of a modal or drawer as <header>, which axe counts as a second
    // banner landmark beside the app's own header; inside a dialog it is just the title row. Its close
    // button is an icon with no name of its own: "Close" unless the dialog names it (axe's button-name).
    Modal: { defaultProps: { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/** Mantine's light "dimmed", placeholder and error colours fall below 4.5:1 on white; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6a7178',
    // Mantine's red.6 error text is 3.3:1 on white; red.8 passes AA.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
