import { ScreenLinksProvider } from '../components/screen-links.tsx';
import { AppLayout } from './AppLayout.tsx';
import { headerLinksFor, menuLinksFor, screenLinksFor, sidebarFor } from './nav.ts';

// Link texts are the spec's sidebar, header and card words, in the spec's orders (each feature's nav.ts).
const nav = sidebarFor('Customer');
const headerLinks = headerLinksFor('Customer');
const links = screenLinksFor('Customer');
const menuLinks = menuLinksFor('Customer');

export function CustomerLayout() {
  return (
    <ScreenLinksProvider links={links}>
      <AppLayout home="/Board" nav={nav} headerLinks={headerLinks} menuLinks={menuLinks} />
    </ScreenLinksProvider>
  );
}
