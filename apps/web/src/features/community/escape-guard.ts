import { createContext } from 'react';

/**
 * Tells the conversation's modal that a form inside it is open (true) or closed (false): Escape is the
 * form's then, and closes only the form. Outside a modal it does nothing.
 */
export const EscapeGuard = createContext<(open: boolean) => void>(() => undefined);
