import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's 'sm' breakpoint: side panels take the whole screen and pagers shrink. */
export const usePhone = () => useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
